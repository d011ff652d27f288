/**
 * The home page's strings in Dutch (Belgian): the keys of en.ts beside this file.
 * A page catalog: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-catalogs.md). One block per section of the page.
 */
import type { HomeCatalog } from "./en.ts";

export const nl = {
  hero: {
    title: "Goud, diamanten en luxehorloges, met zorg geschat",
    subtitle:
      "Al meer dan 25 jaar hét vertrouwde adres in Antwerpen voor de aan- en verkoop van edelmetalen, diamanten en exclusieve horloges.",
    valuationCta: "Gratis schatting aanvragen",
    callCta: "Bel ons",
    chatCta: "Chat met ons",
    chatGreeting: "Goedendag, ik had graag meer informatie over een schatting.",
    statsLabel: "Onze staat van dienst",
    statYears: "jaar ervaring",
    statCustomers: "tevreden klanten",
    statService: "service",
  },
  goldPrice: {},
  buyBack: {},
  services: {},
  luxury: {},
  about: {},
  valuation: {},
  testimonials: {},
  hotDeals: {
    title: "Topaanbiedingen",
    intro: "Onze scherpste prijzen van het moment, op ringen en unieke stukken.",
    shopNow: "Naar de winkel",
    carousel: "Topaanbiedingen, één per keer",
    previous: "Vorige aanbieding",
    next: "Volgende aanbieding",
    show: "Toon aanbieding {{index}}",
  },
  location: {
    title: "Bezoek onze winkel",
    intro:
      "In het hart van de Antwerpse diamantwijk, op enkele stappen van het station Antwerpen-Centraal.",
    directions: "Routebeschrijving",
    newTab: "(opent in een nieuw tabblad)",
    video: "Korte film over onze winkel",
    unavailable: "Video niet beschikbaar",
    unavailableHint:
      "De film kon niet worden geladen. Ons adres en onze openingsuren vindt u hieronder.",
    ended: "Kom langs",
    endedText: "Bekijk onze stukken met eigen ogen: we verwelkomen u graag.",
    replay: "Opnieuw bekijken",
    detailsTitle: "Waar en wanneer",
  },
} satisfies HomeCatalog;
