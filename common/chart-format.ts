import { known, memo } from "./format.ts";
import { intlLocale, type Locale } from "./locales.ts";

/**
 * The price page's chart formats (decision 19's server-formatted texts, as format.ts): apart
 * from it so the page's own chunk carries them, not the JavaScript of every first visit.
 */
const percentFormat = memo(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** A change in percent with its sign: 3.24 → "+3.2%" (en), "+3,2%" (nl). */
export function formatChangePercent(percent: number, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(`%|${tag}|${String(percent)}`, () => percentFormat(tag).format(percent / 100));
}

const shortDateFormat = memo(
  (key) =>
    new Intl.DateTimeFormat(key.split("|")[0], {
      ...(key.endsWith("|year")
        ? { month: "short", year: "numeric" }
        : { day: "numeric", month: "short" }),
      timeZone: "Europe/Brussels",
    }),
);

/** A day on a chart's axis: "28 Nov" within a year, "Nov 2026" across years. */
export function formatAxisDate(iso: string, locale: Locale, withYear: boolean): string {
  const key = `${intlLocale[locale]}|${withYear ? "year" : "day"}`;
  return known(`axis|${key}|${iso}`, () => shortDateFormat(key).format(new Date(iso)));
}
