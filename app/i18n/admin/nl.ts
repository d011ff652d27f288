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
  attract: {
    intro:
      "Foto's voor de carrousel in de rubriek Over ons, in de getoonde volgorde. Ze draait alleen met meer dan één foto en is verborgen zonder foto's.",
    drop: "Sleep foto's hierheen, of kies bestanden",
    hint: "JPEG, PNG of WebP, elk tot 10 MB. Sleep een foto aan zijn greep om de volgorde te wijzigen.",
    uploading: "{{name}} wordt geüpload",
    uploadFailed: "Uploaden van de afbeelding is mislukt.",
    empty: "Nog geen foto's: de carrousel is verborgen.",
    list: "Foto's van de carrousel, in volgorde",
    picture: "Carrouselfoto {{index}} van {{count}}",
    move: "Foto {{index}} verplaatsen",
    remove: "Foto {{index}} verwijderen",
    instructions:
      "Om een foto te verplaatsen: druk op spatie of enter op de verplaatsknop, gebruik de pijltjestoetsen en druk opnieuw op spatie of enter om hem neer te zetten, of op escape om te annuleren.",
    picked: "Foto {{index}} opgenomen.",
    over: "Foto {{index}} staat boven positie {{position}}.",
    dropped: "Foto {{index}} neergezet op positie {{position}}.",
    cancelled: "Verplaatsen geannuleerd.",
    errors: {
      invalid: "Die wijziging kon niet gelezen worden. Probeer het opnieuw.",
      "not-found": "Die foto is er niet meer; de lijst is opnieuw geladen.",
      stale: "De foto's zijn intussen gewijzigd; de lijst is opnieuw geladen.",
      failed: "De wijziging kon niet bewaard worden. Probeer het opnieuw.",
    },
  },
} satisfies AdminCatalog;
