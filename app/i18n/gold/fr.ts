/**
 * The price page's strings (/gold-price) in French (Belgian): the keys of en.ts beside this
 * file. Page messages: they reach the browser with the page's loader data, never as a script
 * (docs/decisions/0012-page-messages.md).
 */
import type { GoldMessages } from "./en.ts";

export const fr = {
  goldDesk: {
    title: "Le prix de l'or du jour et ce que nous payons",
    intro:
      "Ce que nous payons aujourd'hui par gramme pour votre or, votre argent et votre platine, par carat et par titre, et l'évolution du prix de l'or fin.",
    board: {
      title: "Ce que nous payons par gramme",
      alloy: "Alliage",
      fineness: "Titre",
      perGram: "Nous payons par gramme",
      karat: "Or {{karat}} carats",
      metals: {
        gold: "Or",
        silver: "Argent",
        platinum: "Platine",
      },
      fine: {
        gold: "Or fin",
        silver: "Argent fin",
        platinum: "Platine fin",
      },
      finePrice: "{{metal}} : {{price}} par gramme",
      priceAt: "Prix du {{time}}, d'après {{source}}.",
      sources: {
        "exchange-rate": "le taux de change du jour",
        spot: "le marché au comptant",
        fallback: "notre prix de référence (aucune source en direct ne répond pour l'instant)",
      },
      margin: "Nous payons le prix du métal fin moins notre marge de {{margin}} %.",
      indicative:
        "Ces prix sont indicatifs : notre offre est définitive une fois votre pièce pesée et testée en boutique.",
    },
    compact: {
      title: "Nos prix de rachat aujourd'hui",
      more: "Tous les prix et l’évolution du cours",
    },
    chart: {
      title: "Le prix de l'or fin",
      periods: {
        month: "30 derniers jours",
        year: "Dernière année",
        fiveYears: "5 dernières années",
      },
      change: "Variation sur la période : {{change}}",
      summary: "Or fin en euros par gramme du {{from}} au {{to}} : de {{first}} à {{last}}.",
      noData: "Pas encore assez d'historique de prix pour cette période.",
      date: "Date",
      price: "Or fin par gramme",
      tableCaption: "Or fin par gramme, {{period}}",
    },
  },
} satisfies GoldMessages;
