/**
 * docs/product.md §3: stored in local storage under "cookie-consent": the banner's decision as
 * four booleans, or, before any decision, `{"functional":true}` when the visitor allowed the
 * map by itself (the banner's question stays open). Code that knew only decisions reads the
 * latter as no decision, so it never passes for one.
 */
export const consentStorageKey = "cookie-consent";
export const consentEventName = "cookie-consent-change";

export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}
export type OptionalCategory = Exclude<keyof Consent, "necessary">;
export const optionalCategories: OptionalCategory[] = ["analytics", "marketing", "functional"];

export const acceptAll: Consent = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};
export const rejectAll: Consent = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};
/** What "Allow the map" grants before the banner is answered: functional cookies alone. */
const functionalOnly: Consent = { ...rejectAll, functional: true };
/** The value "Allow the map" stores before a decision. */
const mapAllowed = { functional: true } as const;

/** The stored decision, or null when the visitor has not decided (or the value is corrupt). */
export function readConsent(storage: Storage): Consent | null {
  return parseConsent(storage.getItem(consentStorageKey));
}

/** The banner's decision in a stored value; null before one, also when the map was allowed. */
export function parseConsent(raw: string | null): Consent | null {
  const stored = parseStored(raw);
  return stored === null || stored === "map" ? null : stored;
}

/**
 * What is granted now: the decision, or before one, functional cookies alone when the map was
 * allowed, or null (nothing optional). The map and the consent signal go by this.
 */
export function parseGrants(raw: string | null): Consent | null {
  const stored = parseStored(raw);
  return stored === "map" ? functionalOnly : stored;
}

/** Calls back when the decision changes, in this tab or another. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(consentEventName, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(consentEventName, onChange);
  };
}

/**
 * Stores the banner's decision and tells the page's scripts about it. It replaces a grant made
 * by "Allow the map" before: the later, whole answer wins, "Reject All" included.
 */
export function saveConsent(storage: Storage, consent: Consent): void {
  storage.setItem(consentStorageKey, JSON.stringify(consent));
  applyConsent(consent);
}

/**
 * "Allow the map": functional cookies on. After a decision it amends that decision (its other
 * choices stay); before one it grants functional cookies alone and leaves the banner's
 * question open, since the visitor answered only for the map.
 */
export function allowFunctional(storage: Storage): void {
  const decision = readConsent(storage);
  if (decision) {
    saveConsent(storage, { ...decision, functional: true });
    return;
  }
  storage.setItem(consentStorageKey, JSON.stringify(mapAllowed));
  applyConsent(functionalOnly);
}

/**
 * The consent signal: anything that sets optional cookies (analytics, marketing) listens
 * for this event and stays off until its category is granted. Re-sent on every page load.
 */
export function applyConsent(consent: Consent): void {
  window.dispatchEvent(new CustomEvent<Consent>(consentEventName, { detail: consent }));
}

/** A stored value: a decision, the map allowed before one ("map"), or nothing (null). */
function parseStored(raw: string | null): Consent | "map" | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return asConsent(value) ?? (isMapAllowed(value) ? "map" : null);
  } catch {
    return null;
  }
}

/**
 * The stored value checked by hand rather than with a zod schema: this runs on every page
 * of a first visit, where zod's parsing core would cost ~4 KB of the JavaScript budget
 * (docs/decisions/0007-own-translator.md has the figures; with zod/mini here, a first visit
 * of `/` measured 129.6 KB against the budget's 125 KB, 122.8 KB without). Four booleans and
 * one fixed grant need no more.
 */
function asConsent(value: unknown): Consent | null {
  if (typeof value !== "object" || value === null) return null;
  const stored = value as Partial<Record<keyof Consent, unknown>>;
  const { necessary, analytics, marketing, functional } = stored;
  if (necessary !== true) return null;
  if (typeof analytics !== "boolean" || typeof marketing !== "boolean") return null;
  if (typeof functional !== "boolean") return null;
  return { necessary, analytics, marketing, functional };
}

/** Exactly `{"functional":true}`: a damaged decision is no grant. */
function isMapAllowed(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (value as { functional?: unknown }).functional === true;
}
