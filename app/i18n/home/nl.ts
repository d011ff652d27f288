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
  hotDeals: {},
  location: {},
} satisfies HomeCatalog;
