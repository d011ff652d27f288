export interface OpeningSlot {
  /** ISO weekdays, 1 = Monday … 7 = Sunday, consecutive. */
  days: readonly [number, ...number[]];
  /** Local Antwerp time; null when the shop is closed on these days. */
  hours: { opens: string; closes: string } | null;
}

/** docs/product.md §9: Monday to Friday 9:00–18:00, Saturday closed, Sunday 9:00–18:00. */
const openingHours: readonly OpeningSlot[] = [
  { days: [1, 2, 3, 4, 5], hours: { opens: "09:00", closes: "18:00" } },
  { days: [6], hours: null },
  { days: [7], hours: { opens: "09:00", closes: "18:00" } },
];

/**
 * The shop's own details, shown in the header, contact section, footer and mails.
 * One module so a change of phone number or hours is one edit.
 */
export const business = {
  name: "Schelde Gold & Diamonds",
  street: "Pelikaanstraat 62",
  postalCode: "2018",
  city: "Antwerpen",
  country: "BE",
  /**
   * The enterprise number (KBO/BCE), which is also the VAT number. Belgian law (WER art. III.74)
   * wants it on the website; the footer and the legal pages show it.
   */
  enterpriseNumber: "BE 0456.789.133",
  phone: "+32 3 234 56 78",
  email: "info@scheldegold.be",
  /** International number without "+" or spaces, as chat-app links expect. */
  chatNumber: "32470123456",
  location: { latitude: 51.2155, longitude: 4.4165 },
  openingHours,
  foundedYearsAgo: 25,
} as const;

export type Business = typeof business;

/**
 * The footer's © year, read from the clock on every request (a year fixed when the server
 * started would go stale on a server running over New Year), in Antwerp's time zone.
 */
// Made once: building a formatter with a time zone costs more than rendering a small page.
const brusselsYear = new Intl.DateTimeFormat("en", {
  year: "numeric",
  timeZone: "Europe/Brussels",
});

export function copyrightYear(now: Date = new Date()): number {
  return Number(brusselsYear.format(now));
}
