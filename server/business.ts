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
  phone: "+32 3 234 56 78",
  email: "info@scheldegold.be",
  /** International number without "+" or spaces, as chat-app links expect. */
  chatNumber: "32470123456",
  /** Directions link for visitors; a plain search on the address works in any maps app. */
  directionsUrl: "https://www.openstreetmap.org/?mlat=51.2155&mlon=4.4165#map=17/51.2155/4.4165",
  location: { latitude: 51.2155, longitude: 4.4165 },
  /** ISO weekday (1 = Monday … 7 = Sunday) → opening hours, or null when closed. SPEC.md §9. */
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
    { days: [6], opens: null, closes: null },
    { days: [7], opens: "09:00", closes: "18:00" },
  ],
  foundedYearsAgo: 25,
  copyrightYear: 2024,
} as const;

export type Business = typeof business;
