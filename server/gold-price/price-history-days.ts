/**
 * The calendar of the gold price's history (docs/decisions/0028-gold-price-history.md): a day
 * is a day in Antwerp, so a sample at 23:30 UTC in winter belongs to the next day; a sample is
 * kept at most once per 5-minute bucket.
 */

export const SAMPLE_BUCKET_MS = 5 * 60 * 1000;

const brussels = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD of the instant in Europe/Brussels. */
export function brusselsDay(at: Date): string {
  const part = (type: string) =>
    brussels.formatToParts(at).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The 5-minute bucket of an instant: epoch milliseconds / 300,000, floored. */
export function bucketOf(at: Date): number {
  return Math.floor(at.getTime() / SAMPLE_BUCKET_MS);
}

/** The calendar day `count` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - count);
  return date.toISOString().slice(0, 10);
}

/** Whether YYYY-MM-DD names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
