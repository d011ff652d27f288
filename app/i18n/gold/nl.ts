/**
 * The price page's strings (/gold-price) in Dutch (Belgian): the keys of en.ts beside this
 * file. Page messages: they reach the browser with the page's loader data, never as a script
 * (docs/decisions/0012-page-messages.md).
 */
import type { GoldMessages } from "./en.ts";

export const nl = {
  goldDesk: {
    title: "De goudprijs van vandaag en wat wij betalen",
    intro:
      "Wat wij vandaag per gram betalen voor uw goud, zilver en platina, per karaat en gehalte, en hoe de prijs van fijn goud is veranderd.",
    board: {
      title: "Wat wij per gram betalen",
      alloy: "Legering",
      fineness: "Gehalte",
      perGram: "Wij betalen per gram",
      karat: "Goud {{karat}} karaat",
      metals: {
        gold: "Goud",
        silver: "Zilver",
        platinum: "Platina",
      },
      fine: {
        gold: "Fijn goud",
        silver: "Fijn zilver",
        platinum: "Fijn platina",
      },
      finePrice: "{{metal}}: {{price}} per gram",
      priceAt: "Prijs van {{time}}, volgens {{source}}.",
      sources: {
        "exchange-rate": "de wisselkoers van de dag",
        spot: "de spotmarkt",
        fallback: "onze referentieprijs (er antwoordt nu geen live bron)",
      },
      margin: "Wij betalen de prijs van het fijne metaal min onze marge van {{margin}} %.",
      indicative:
        "Deze prijzen zijn indicatief: ons bod is definitief zodra uw stuk in de winkel gewogen en getest is.",
    },
    compact: {
      title: "Onze inkoopprijzen vandaag",
      more: "Alle prijzen en hoe de prijs bewoog",
    },
    chart: {
      title: "De prijs van fijn goud",
      periods: {
        month: "Laatste 30 dagen",
        year: "Laatste jaar",
        fiveYears: "Laatste 5 jaar",
      },
      change: "Verandering over de periode: {{change}}",
      summary: "Fijn goud in euro per gram van {{from}} tot {{to}}: van {{first}} naar {{last}}.",
      noData: "Nog niet genoeg prijsgeschiedenis voor deze periode.",
      date: "Datum",
      price: "Fijn goud per gram",
      tableCaption: "Fijn goud per gram, {{period}}",
    },
  },
} satisfies GoldMessages;
