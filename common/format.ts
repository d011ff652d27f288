import { intlLocale, type Locale } from "./locales.ts";

/**
 * Texts the server formatted for the page the browser is hydrating (decision 19). A browser's
 * first Intl.NumberFormat costs 25–45 ms of ICU start-up, four times that on Lighthouse's
 * phone, and hydration would pay it only to write the same "€ 1.250" again. So the server
 * records what it formats while rendering a page, the page carries that list, and the browser
 * answers those values from it; Intl is built in the browser only for a value the page did
 * not show (a calculator's new answer).
 */
const fromServer = new Map<string, string>();
let recording: (() => Map<string, string> | undefined) | undefined;

export function known(key: string, format: () => string): string {
  const text = fromServer.get(key) ?? format();
  recording?.()?.set(key, text);
  return text;
}

/** Browser: the texts the page's server formatted (read by entry.client.tsx). */
export function takeServerFormatted(texts: Iterable<readonly [string, string]>): void {
  for (const [key, text] of texts) fromServer.set(key, text);
}

/** Server: where a render's formatted texts go (the current request's list, if any). */
export function recordFormattedIn(current: () => Map<string, string> | undefined): void {
  recording = current;
}

// Intl formatters are costly to build and safe to share, so each is built once. Exported with
// `known` for chart-format.ts, whose formats only the price page uses: kept out of this file,
// they stay out of the JavaScript every page loads.
export const memo = <T>(build: (key: string) => T) => {
  const cache = new Map<string, T>();
  return (key: string): T => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
};

const euroFormat = memo(
  (key) =>
    new Intl.NumberFormat(key.split("|")[0], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: key.endsWith("|whole") ? 0 : 2,
      maximumFractionDigits: key.endsWith("|whole") ? 0 : 2,
    }),
);

/** The seven names per language, formatted once: the footer and contact show them per page. */
const weekdayNames = memo((tag) => {
  const format = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday: day n of that week is ISO weekday n.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => format.format(new Date(Date.UTC(2024, 0, day))));
});

/** Money is integer cents; only here does it become text, in the visitor's language. */
export function formatEuros(cents: number, locale: Locale, options: { whole?: boolean } = {}) {
  const key = `${intlLocale[locale]}|${options.whole ? "whole" : "cents"}`;
  return known(`€|${key}|${String(cents)}`, () => euroFormat(key).format(cents / 100));
}

/** ISO weekday 1 (Monday) … 7 (Sunday) as a name in the visitor's language. */
export function weekdayName(isoWeekday: number, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`day|${tag}|${String(isoWeekday)}`, () => weekdayNames(tag)[isoWeekday - 1] ?? "");
}

// The shop is in Antwerp: dates read in Belgian time whatever the server's zone.
const dateTimeFormat = memo(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Brussels",
    }),
);
const dateFormat = memo(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "Europe/Brussels" }),
);
const caratFormat = memo(
  (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
);

/** An ISO timestamp as date and time, e.g. "22 november 2026 om 13:05" in Dutch. */
export function formatDateTime(iso: string, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`time|${tag}|${iso}`, () => dateTimeFormat(tag).format(new Date(iso)));
}

export function formatDate(iso: string, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`date|${tag}|${iso}`, () => dateFormat(tag).format(new Date(iso)));
}

const regionNames = memo((tag) => new Intl.DisplayNames(tag, { type: "region" }));

/** A country code as its name in the language: "BE" → "België" (nl), "Belgique" (fr). */
export function formatCountry(code: string, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`country|${tag}|${code}`, () => regionNames(tag).of(code) ?? code);
}

/** Carat weights are stored in hundredths: 150 → "1.5" (en) or "1,5" (nl, fr). */
export function formatCarat(hundredths: number, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`ct|${tag}|${String(hundredths)}`, () => caratFormat(tag).format(hundredths / 100));
}

const numberFormat = memo((tag) => new Intl.NumberFormat(tag));

/** A plain number in the visitor's language: 1000 → "1,000" (en), "1.000" (nl). */
export function formatNumber(value: number, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`n|${tag}|${String(value)}`, () => numberFormat(tag).format(value));
}

/** A wait in seconds as whole minutes, never less than one ("try again in 1 minute"). */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A text cut to `max` characters (at most), with "…" when something was cut. */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max).trimEnd()}…`;
}

/** A price as a card shows it: whole euros when it has no cents (most do), else with cents. */
export function formatPrice(cents: number, locale: Locale): string {
  return formatEuros(cents, locale, { whole: cents % 100 === 0 });
}
