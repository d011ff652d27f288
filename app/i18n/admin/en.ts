/**
 * The admin strings in English, the source: nl.ts and fr.ts beside this file have exactly
 * these keys (the type system and tests/unit/i18n-catalogs.test.ts check it). The messages
 * of docs/product.md §8 keep their English wording.
 */
export const en = {
  admin: {
    title: "Admin panel",
    tabs: "Admin sections",
    valuations: "Valuations",
    products: "Products",
    orders: "Orders",
    attractImages: "Attract Images",
    specialEditions: "Special Editions ({{count}}/50)",
    comingSoon: "This section of the admin panel arrives with a coming update.",
  },
};

export type AdminCatalog = typeof en;
