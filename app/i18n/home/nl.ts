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
    slidesLabel: "Achtergrondfoto's",
    slide: "Dia {{number}} van {{count}}",
  },
  goldPrice: {
    title: "Goudprijs vandaag",
    perGram: "per gram (24 karaat)",
    fetchedAt: "Bijgewerkt op {{time}}",
    fallback: "Referentieprijs: de actuele koers is momenteel niet bereikbaar.",
  },
  buyBack: {
    title: "Hoeveel is uw goud waard?",
    intro:
      "Geef het gewicht en het karaat van uw goud in en krijg een indicatief bod tegen de goudprijs van vandaag.",
    grams: "Gewicht in gram",
    gramsHint: "Van {{min}} tot {{max}} g, hoogstens twee decimalen.",
    karat: "Karaat",
    karatOption: "{{karat}} karaat",
    offer: "Indicatief bod: {{amount}}",
    offerFor: "voor {{grams}} g goud van {{karat}} karaat, tegen de goudprijs van {{time}}.",
    note: "Dit is een schatting, geen bindend bod: we bevestigen de prijs nadat we uw goud in de winkel gewogen en getest hebben.",
    invalidGrams: "Geef een gewicht in van {{min}} tot {{max}} gram, met hoogstens twee decimalen.",
    failed: "Het bod kon niet berekend worden. Probeer het opnieuw.",
    book: "Maak een afspraak voor een schatting",
    noScript:
      "De rekenhulp werkt enkel met JavaScript. Bel ons of vraag een gratis schatting aan voor een bod.",
  },
  services: {},
  luxury: {},
  about: {},
  valuation: {},
  testimonials: {},
  hotDeals: {},
  location: {},
} satisfies HomeCatalog;
