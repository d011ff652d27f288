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
  attract: {
    intro:
      "Pictures for the About section's carousel, in the order shown. It turns only with more than one picture and is hidden with none.",
    drop: "Drop pictures here, or choose files",
    hint: "JPEG, PNG or WebP, up to 10 MB each. Drag a picture by its handle to change the order.",
    uploading: "Uploading {{name}}",
    uploadFailed: "Failed to upload image.",
    empty: "No pictures yet: the carousel is hidden.",
    list: "Carousel pictures, in order",
    picture: "Carousel picture {{index}} of {{count}}",
    move: "Move picture {{index}}",
    remove: "Delete picture {{index}}",
    instructions:
      "To move a picture, press space or enter on its move button, use the arrow keys, then press space or enter to drop it, or escape to cancel.",
    picked: "Picked up picture {{index}}.",
    over: "Picture {{index}} is over position {{position}}.",
    dropped: "Picture {{index}} dropped at position {{position}}.",
    cancelled: "Moving cancelled.",
    errors: {
      invalid: "That change could not be read. Please try again.",
      "not-found": "That picture is no longer there; the list has been reloaded.",
      stale: "The pictures changed in the meantime; the list has been reloaded.",
      failed: "The change could not be saved. Please try again.",
    },
  },
};

export type AdminCatalog = typeof en;
