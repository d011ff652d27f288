import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  acceptAll,
  allowFunctional,
  consentEventName,
  consentStorageKey,
  parseConsent,
  parseGrants,
  readConsent,
  rejectAll,
  saveConsent,
  type Consent,
} from "#app/lib/cookie-consent.ts";

/** Local storage as the browser keeps it: strings under keys. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

const functionalOnly: Consent = { ...rejectAll, functional: true };

describe("the stored cookie consent", () => {
  it("reads a decision stored by earlier versions as that decision", () => {
    for (const decision of [acceptAll, rejectAll, { ...rejectAll, analytics: true }]) {
      const raw = JSON.stringify(decision);
      expect(parseConsent(raw)).toEqual(decision);
      expect(parseGrants(raw)).toEqual(decision);
    }
  });

  it("reads the map allowed before a decision as no decision, granting functional alone", () => {
    const raw = JSON.stringify({ functional: true });
    expect(parseConsent(raw)).toBeNull();
    expect(parseGrants(raw)).toEqual(functionalOnly);
  });

  it("reads nothing, damaged values and damaged decisions as nothing granted", () => {
    for (const raw of [
      null,
      "",
      "not json",
      "null",
      "true",
      "[]",
      '{"functional":false}',
      '{"functional":"yes"}',
      '{"necessary":true,"functional":true}',
      '{"necessary":false,"analytics":false,"marketing":false,"functional":true}',
      '{"functional":true,"analytics":true}',
    ]) {
      expect(parseConsent(raw), String(raw)).toBeNull();
      expect(parseGrants(raw), String(raw)).toBeNull();
    }
  });
});

describe("allowing the map, and deciding on the banner", () => {
  const signals: unknown[] = [];
  beforeEach(() => {
    signals.length = 0;
    const target = new EventTarget();
    target.addEventListener(consentEventName, (event) => {
      signals.push((event as CustomEvent<Consent>).detail);
    });
    vi.stubGlobal("window", target);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("before a decision grants functional alone and leaves the question open", () => {
    const storage = memoryStorage();
    allowFunctional(storage);
    expect(readConsent(storage)).toBeNull();
    expect(parseGrants(storage.getItem(consentStorageKey))).toEqual(functionalOnly);
    expect(signals).toEqual([functionalOnly]);
  });

  it("after a decision amends it and keeps its other choices", () => {
    const storage = memoryStorage();
    saveConsent(storage, { ...rejectAll, analytics: true });
    allowFunctional(storage);
    expect(readConsent(storage)).toEqual({ ...rejectAll, analytics: true, functional: true });
  });

  it("lets a later decision of the banner win over the map allowed before, Reject All too", () => {
    const storage = memoryStorage();
    allowFunctional(storage);
    saveConsent(storage, rejectAll);
    expect(readConsent(storage)).toEqual(rejectAll);
    expect(parseGrants(storage.getItem(consentStorageKey))?.functional).toBe(false);
    expect(signals).toEqual([functionalOnly, rejectAll]);
  });
});
