import { intlLocale, type Locale } from "./locales.ts";

// Intl formatters are costly to build and safe to share, so each is built once.
const memo = <T>(build: (key: string) => T) => {
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

const weekdayFormat = memo(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }),
);

/** Money is integer cents; only here does it become text, in the visitor's language. */
export function formatEuros(cents: number, locale: Locale, options: { whole?: boolean } = {}) {
  const key = `${intlLocale[locale]}|${options.whole ? "whole" : "cents"}`;
  return euroFormat(key).format(cents / 100);
}

/** ISO weekday 1 (Monday) … 7 (Sunday) as a name in the visitor's language. */
export function weekdayName(isoWeekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return weekdayFormat(intlLocale[locale]).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}
