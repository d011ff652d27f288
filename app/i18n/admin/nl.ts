/** The admin strings in Dutch (Belgian): the keys of en.ts beside this file. */
import type { AdminCatalog } from "./en.ts";

export const nl = {
  admin: {
    title: "Beheerpaneel",
    tabs: "Onderdelen van het beheerpaneel",
    valuations: "Schattingen",
    products: "Producten",
    orders: "Bestellingen",
    attractImages: "Blikvangers",
    specialEditions: "Speciale edities ({{count}}/50)",
    comingSoon: "Dit onderdeel van het beheerpaneel komt er met een volgende update.",
  },
} satisfies AdminCatalog;
