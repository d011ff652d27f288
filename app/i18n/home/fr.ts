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
    slidesLabel: "Photos d'arrière-plan",
    slide: "Diapositive {{number}} sur {{count}}",
  },
  goldPrice: {
    title: "Cours de l'or aujourd'hui",
    perGram: "par gramme (24 carats)",
    fetchedAt: "Mis à jour le {{time}}",
    fallback: "Prix de référence : le cours en direct est momentanément inaccessible.",
  },
  buyBack: {
    title: "Combien vaut votre or ?",
    intro:
      "Indiquez le poids et le titre de votre or pour obtenir une offre indicative au cours du jour.",
    grams: "Poids en grammes",
    gramsHint: "De {{min}} à {{max}} g, deux décimales au plus.",
    karat: "Titre (carats)",
    karatOption: "{{karat}} carats",
    offer: "Offre indicative : {{amount}}",
    offerFor: "pour {{grams}} g d'or {{karat}} carats, au cours de l'or du {{time}}.",
    note: "Il s'agit d'une estimation et non d'une offre ferme : nous confirmons le prix après avoir pesé et testé votre or en magasin.",
    invalidGrams: "Indiquez un poids de {{min}} à {{max}} grammes, avec deux décimales au plus.",
    failed: "L'offre n'a pas pu être calculée. Veuillez réessayer.",
    book: "Prendre rendez-vous pour une estimation",
    noScript:
      "Le calculateur nécessite JavaScript. Appelez-nous ou demandez une estimation gratuite pour recevoir une offre.",
  },
  services: {},
  luxury: {},
  about: {},
  valuation: {},
  testimonials: {},
  hotDeals: {},
  location: {},
} satisfies HomeCatalog;
