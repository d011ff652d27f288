/** The admin strings in French (Belgian): the keys of en.ts beside this file. */
import type { AdminCatalog } from "./en.ts";

export const fr = {
  admin: {
    title: "Panneau d'administration",
    tabs: "Sections de l'administration",
    valuations: "Estimations",
    products: "Produits",
    orders: "Commandes",
    attractImages: "Images d'accroche",
    specialEditions: "Éditions spéciales ({{count}}/50)",
    comingSoon:
      "Cette section du panneau d'administration arrivera avec une prochaine mise à jour.",
  },
} satisfies AdminCatalog;
