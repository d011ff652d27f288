/**
 * The shop's strings in English, the source: nl.ts and fr.ts beside this file have exactly
 * these keys. Loaded by the shop's pages only (their route `handle`). "No products found."
 * keeps the wording of docs/product.md §8.
 */
export const en = {
  shop: {
    title: "Shop",
    metaTitle: "Diamond rings and special editions",
    intro:
      "Engagement rings and special editions, made and valued in Antwerp. Every price includes VAT.",
    filters: {
      label: "Filter and sort",
      search: "Search",
      searchPlaceholder: "Name or description",
      sale: "On sale",
      special: "Special editions",
      sort: "Sort by",
      apply: "Apply",
      clearAll: "Clear All",
    },
    sorts: {
      recent: "Newest first",
      oldest: "Oldest first",
      "price-asc": "Price: low to high",
      "price-desc": "Price: high to low",
    },
    results_one: "{{count}} piece",
    results_other: "{{count}} pieces",
    noResults: "No products found.",
    badQuery: "This address holds a filter the shop does not know.",
    card: {
      specialEdition: "Special Edition",
      discount: "-{{percent}}%",
      from: "from {{price}}",
      was: "Was {{price}}",
      now: "now {{price}}",
      contactForPrice: "Contact us for the price",
      noImage: "No picture yet",
    },
    item: {
      close: "Close",
      back: "Back to the shop",
      gallery: "Pictures of {{name}}",
      picture: "Picture {{index}} of {{count}}",
      showPicture: "Show picture {{index}}",
      carat: "Carat",
      caratValue: "{{carat}} ct",
      metal: "Metal",
      currentMetal: "{{metal}} (this piece)",
      otherMetal: "Show this design in {{metal}}",
      ringSize: "Ring size (EU)",
      ringSizeUnknown: "I don't know my size",
      ringSizeHint: "Not sure? We measure your finger when you collect the ring.",
      shape: "Diamond shape",
      design: "Ring design",
      priceNote: "Price including VAT, for the carat chosen.",
    },
    shapes: {
      "round-brilliant": "Round brilliant",
      princess: "Princess",
      emerald: "Emerald",
      oval: "Oval",
    },
    designs: {
      "classic-solitaire": "Classic solitaire",
      halo: "Halo",
      vintage: "Vintage",
      "three-stone": "Three-stone",
    },
    cart: {
      title: "Your cart",
      close: "Close the cart",
      empty: "Your cart is empty.",
      loading: "Checking prices…",
      failed: "The prices could not be checked. Please try again.",
      retry: "Try again",
      quantity: "Quantity",
      remove: "Remove {{name}}",
      total: "Total",
      ringSize: "Size {{size}}",
      ringSizeUnknown: "Size measured at pickup",
      priceChanged: "The price of {{name}} has changed since you added it.",
      unavailable: "{{name}} can no longer be ordered like this. Please remove it.",
      unknownPiece: "A piece in your cart is no longer in the shop. Please remove it.",
      continue: "Continue shopping",
      lineTotal: "{{quantity}} × {{price}}",
    },
    messages: {
      added: "{{name}} has been added to your cart!",
      selectCarat: "Please select a carat.",
      addToCart: "Add to cart",
    },
    pages: {
      label: "Pages",
      previous: "Previous",
      next: "Next",
      position: "Page {{page}} of {{pages}}",
    },
  },
};

export type ShopCatalog = typeof en;
