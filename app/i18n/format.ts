import { intlLocale, type Locale } from "./locales.ts";

/** Money is integer cents; only here does it become text, in the visitor's language. */
export function formatEuros(cents: number, locale: Locale, options: { whole?: boolean } = {}) {
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: options.whole ? 0 : 2,
    maximumFractionDigits: options.whole ? 0 : 2,
  }).format(cents / 100);
}

/** ISO weekday 1 (Monday) … 7 (Sunday) as a name in the visitor's language. */
export function weekdayName(isoWeekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoWeekday));
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: "long", timeZone: "UTC" }).format(
    date,
  );
}
