/** The shop's strings in Dutch (Belgian): the keys of en.ts beside this file. */
import type { ShopCatalog } from "./en.ts";

export const nl = {
  shop: {
    title: "Winkel",
    metaTitle: "Diamanten ringen en speciale edities",
    intro:
      "Verlovingsringen en speciale edities, gemaakt en gewaardeerd in Antwerpen. Alle prijzen zijn inclusief btw.",
    filters: {
      label: "Filteren en sorteren",
      search: "Zoeken",
      searchPlaceholder: "Naam of beschrijving",
      sale: "In promotie",
      special: "Speciale edities",
      sort: "Sorteren op",
      apply: "Toepassen",
      clearAll: "Alles wissen",
    },
    sorts: {
      recent: "Nieuwste eerst",
      oldest: "Oudste eerst",
      "price-asc": "Prijs: laag naar hoog",
      "price-desc": "Prijs: hoog naar laag",
    },
    results_one: "{{count}} stuk",
    results_other: "{{count}} stuks",
    noResults: "Geen producten gevonden.",
    badQuery: "Dit adres bevat een filter dat de winkel niet kent.",
    card: {
      specialEdition: "Speciale editie",
      discount: "-{{percent}}%",
      from: "vanaf {{price}}",
      was: "Was {{price}}",
      now: "nu {{price}}",
      contactForPrice: "Neem contact op voor de prijs",
      noImage: "Nog geen foto",
    },
    pages: {
      label: "Pagina's",
      previous: "Vorige",
      next: "Volgende",
      position: "Pagina {{page}} van {{pages}}",
    },
  },
} satisfies ShopCatalog;
