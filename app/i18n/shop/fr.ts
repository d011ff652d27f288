/** The shop's strings in French (Belgian): the keys of en.ts beside this file. */
import type { ShopCatalog } from "./en.ts";

export const fr = {
  shop: {
    title: "Boutique",
    metaTitle: "Bagues en diamant et éditions spéciales",
    intro:
      "Bagues de fiançailles et éditions spéciales, créées et évaluées à Anvers. Tous les prix s'entendent TVA comprise.",
    filters: {
      label: "Filtrer et trier",
      search: "Rechercher",
      searchPlaceholder: "Nom ou description",
      sale: "En promotion",
      special: "Éditions spéciales",
      sort: "Trier par",
      apply: "Appliquer",
      clearAll: "Tout effacer",
    },
    sorts: {
      recent: "Plus récents d'abord",
      oldest: "Plus anciens d'abord",
      "price-asc": "Prix croissant",
      "price-desc": "Prix décroissant",
    },
    results_one: "{{count}} pièce",
    results_other: "{{count}} pièces",
    noResults: "Aucun produit trouvé.",
    badQuery: "Cette adresse contient un filtre que la boutique ne connaît pas.",
    card: {
      specialEdition: "Édition spéciale",
      discount: "-{{percent}} %",
      from: "à partir de {{price}}",
      was: "Avant {{price}}",
      now: "maintenant {{price}}",
      contactForPrice: "Contactez-nous pour le prix",
      noImage: "Pas encore de photo",
    },
    pages: {
      label: "Pages",
      previous: "Précédente",
      next: "Suivante",
      position: "Page {{page}} sur {{pages}}",
    },
  },
} satisfies ShopCatalog;
