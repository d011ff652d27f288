/**
 * The home page's strings in French (Belgian): the keys of en.ts beside this file.
 * A page catalog: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-catalogs.md). One block per section of the page.
 */
import type { HomeCatalog } from "./en.ts";

export const fr = {
  hero: {
    title: "Or, diamants et montres de luxe, estimés avec soin",
    subtitle:
      "Depuis plus de 25 ans, l'adresse de confiance à Anvers pour l'achat et la vente de métaux précieux, de diamants et de montres d'exception.",
    valuationCta: "Estimation gratuite",
    callCta: "Appelez-nous",
    chatCta: "Écrivez-nous",
    chatGreeting: "Bonjour, je souhaiterais me renseigner sur une estimation.",
    statsLabel: "Notre parcours en chiffres",
    statYears: "ans d'expérience",
    statCustomers: "clients satisfaits",
    statService: "à votre service",
  },
  goldPrice: {},
  buyBack: {},
  services: {},
  luxury: {},
  about: {},
  valuation: {},
  testimonials: {},
  hotDeals: {
    title: "Bonnes affaires",
    intro: "Nos meilleurs prix du moment, sur des bagues et des pièces uniques.",
    shopNow: "Voir la boutique",
    carousel: "Bonnes affaires, une à la fois",
    previous: "Offre précédente",
    next: "Offre suivante",
    show: "Afficher l'offre {{index}}",
  },
  location: {
    title: "Visitez notre boutique",
    intro: "Au cœur du quartier diamantaire d'Anvers, à quelques pas de la gare d'Anvers-Central.",
    directions: "Itinéraire",
    newTab: "(s'ouvre dans un nouvel onglet)",
    video: "Court film sur notre boutique",
    unavailable: "Vidéo non disponible",
    unavailableHint:
      "Le film n'a pas pu être chargé. Notre adresse et nos heures d'ouverture figurent ci-dessous.",
    ended: "Rendez-nous visite",
    endedText:
      "Venez découvrir nos pièces de vos propres yeux : nous serons ravis de vous accueillir.",
    replay: "Revoir",
    detailsTitle: "Où et quand",
  },
} satisfies HomeCatalog;
