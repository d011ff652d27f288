/** docs/product.md §3: stored in local storage under "cookie-consent" as four booleans. */
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

/** The stored decision, or null when the visitor has not decided (or the value is corrupt). */
export function readConsent(storage: Storage): Consent | null {
  return parseConsent(storage.getItem(consentStorageKey));
}

export function parseConsent(raw: string | null): Consent | null {
  if (raw === null) return null;
  try {
    return asConsent(JSON.parse(raw));
  } catch {
    return null;
  }
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

/** Stores the decision and tells the page's scripts about it. */
export function saveConsent(storage: Storage, consent: Consent): void {
  storage.setItem(consentStorageKey, JSON.stringify(consent));
  applyConsent(consent);
}

/**
 * The consent signal: anything that sets optional cookies (analytics, marketing) listens
 * for this event and stays off until its category is granted. Re-sent on every page load.
 */
export function applyConsent(consent: Consent): void {
  window.dispatchEvent(new CustomEvent<Consent>(consentEventName, { detail: consent }));
}

/**
 * The stored value checked by hand rather than with a zod schema: this runs on every page
 * of a first visit, where zod's parsing core would cost ~4 KB of the JavaScript budget
 * (docs/decisions/0007-own-translator.md has the figures). Four booleans need no more.
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
