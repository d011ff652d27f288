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
  attract: {
    intro:
      "Photos du carrousel de la section À propos, dans l'ordre affiché. Il ne tourne qu'avec plus d'une photo et il est masqué sans photo.",
    drop: "Déposez des photos ici, ou choisissez des fichiers",
    hint: "JPEG, PNG ou WebP, 10 Mo maximum chacune. Faites glisser une photo par sa poignée pour changer l'ordre.",
    uploading: "Envoi de {{name}}",
    uploadFailed: "Échec de l'envoi de l'image.",
    empty: "Aucune photo pour l'instant : le carrousel est masqué.",
    list: "Photos du carrousel, dans l'ordre",
    picture: "Photo du carrousel {{index}} sur {{count}}",
    move: "Déplacer la photo {{index}}",
    remove: "Supprimer la photo {{index}}",
    instructions:
      "Pour déplacer une photo, appuyez sur espace ou entrée sur son bouton de déplacement, utilisez les flèches, puis appuyez à nouveau sur espace ou entrée pour la déposer, ou sur échap pour annuler.",
    picked: "Photo {{index}} saisie.",
    over: "La photo {{index}} est au-dessus de la position {{position}}.",
    dropped: "Photo {{index}} déposée en position {{position}}.",
    cancelled: "Déplacement annulé.",
    errors: {
      invalid: "Cette modification n'a pas pu être lue. Veuillez réessayer.",
      "not-found": "Cette photo n'existe plus ; la liste a été rechargée.",
      stale: "Les photos ont changé entre-temps ; la liste a été rechargée.",
      failed: "La modification n'a pas pu être enregistrée. Veuillez réessayer.",
    },
  },
} satisfies AdminCatalog;
