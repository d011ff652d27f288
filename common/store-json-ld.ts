/** What the shop's JSON-LD needs of server/business.ts (passed in, so pages can call it). */
export interface JsonLdStore {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  location: { latitude: number; longitude: number };
  openingHours: readonly {
    days: readonly number[];
    hours: { opens: string; closes: string } | null;
  }[];
}

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * schema.org JewelryStore for the home page, so search engines show the shop's address,
 * position, opening hours and phone. Text for a <script type="application/ld+json">, with `<`
 * escaped so no value can close the element.
 */
export function storeJsonLd(store: JsonLdStore, page: { origin: string; url: string }): string {
  const document = {
    "@context": "https://schema.org",
    "@type": "JewelryStore",
    "@id": `${page.origin}/#store`,
    name: store.name,
    url: page.url,
    telephone: store.phone,
    email: store.email,
    image: `${page.origin}/favicon.svg`,
    priceRange: "€€€",
    currenciesAccepted: "EUR",
    address: {
      "@type": "PostalAddress",
      streetAddress: store.street,
      postalCode: store.postalCode,
      addressLocality: store.city,
      addressCountry: store.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: store.location.latitude,
      longitude: store.location.longitude,
    },
    openingHoursSpecification: store.openingHours.flatMap((slot) =>
      slot.hours
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: slot.days.map((day) => `https://schema.org/${weekdays[day - 1] ?? ""}`),
              opens: slot.hours.opens,
              closes: slot.hours.closes,
            },
          ]
        : [],
    ),
  };
  return JSON.stringify(document).replace(/</g, "\\u003c");
}
