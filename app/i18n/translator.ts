import type { Vars } from "./keys.ts";

/** Messages as written in app/i18n/<area>/<language>.ts: strings, nested by topic. */
export type Texts = { readonly [key: string]: string | Texts };

/** One namespace's messages in one language, ready for lookups. */
export interface Source {
  texts: ReadonlyMap<string, string>;
  plurals: Intl.PluralRules;
}

const flattened = new WeakMap<Texts, ReadonlyMap<string, string>>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Messages turned once into a flat map of dotted keys ("auth.login.title"), so a lookup is
 * one Map.get with the caller's own key: no splitting, no copying. The same messages object
 * (English public strings sit in every language's fallback chain) is flattened only once.
 */
export function source(language: string, texts: Texts): Source {
  let flat = flattened.get(texts);
  if (!flat) {
    flat = flatten(texts, "", new Map());
    flattened.set(texts, flat);
  }
  let plurals = pluralRules.get(language);
  if (!plurals) {
    plurals = new Intl.PluralRules(language);
    pluralRules.set(language, plurals);
  }
  return { texts: flat, plurals };
}

function flatten(texts: Texts, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix + key}.`, into);
  }
  return into;
}

/**
 * The one translate function of the site, on the server and in the browser. `sources` is the
 * fallback chain, first match wins: the namespace in the page's language, then in English,
 * then `public` in both (i18next's order, which the site used before: docs/decisions/0007).
 */
export function translator(sources: readonly Source[]): (key: string, vars?: Vars) => string {
  // Most of a render's calls pass no count: for them the chain is merged into one map once,
  // so such a call is one Map.get and allocates nothing.
  const merged = new Map<string, string>();
  for (const { texts } of sources) {
    for (const [key, text] of texts) if (!merged.has(key)) merged.set(key, text);
  }
  return (key, vars) => {
    const count = vars?.count;
    const text = typeof count === "number" ? pluralText(sources, key, count) : merged.get(key);
    if (text !== undefined) return vars ? interpolate(text, vars) : text;
    warnMissing(key);
    return key;
  };
}

/** The form the count asks for in the first source that has the key in any form. */
function pluralText(sources: readonly Source[], key: string, count: number): string | undefined {
  for (const { texts, plurals } of sources) {
    const text =
      texts.get(`${key}_${plurals.select(count)}`) ?? texts.get(key) ?? texts.get(`${key}_other`);
    if (text !== undefined) return text;
  }
  return undefined;
}

const placeholder = /\{\{(\w+)\}\}/g;

/**
 * Fills `{{name}}` with String(value), unescaped: React escapes what it renders. A name the
 * call does not pass stays as written, one passed as undefined or null becomes "" (both as
 * i18next did), so a forgotten value shows in the page instead of vanishing.
 */
function interpolate(text: string, vars: Vars): string {
  if (!text.includes("{{")) return text;
  return text.replace(placeholder, (whole, name: string) => {
    if (!Object.hasOwn(vars, name)) return whole;
    const value = vars[name];
    return value == null ? "" : String(value);
  });
}

const warned = new Set<string>();

/** Once per key, outside production, where a page shows the key itself instead of a text. */
function warnMissing(key: string) {
  if (import.meta.env.PROD || warned.has(key)) return;
  warned.add(key);
  console.warn(`i18n: no text for the key "${key}"; showing the key`);
}
