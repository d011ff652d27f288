/**
 * The home page's strings in English, the source: nl.ts and fr.ts beside this file have exactly these keys.
 * A page catalog: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-catalogs.md). One block per section of the page.
 */
export const en = {
  hero: {
    title: "Gold, diamonds and luxury watches, valued with care",
    subtitle:
      "For over 25 years, Antwerp's trusted address to buy and sell precious metals, diamonds and fine watches.",
    valuationCta: "Get Free Valuation",
    callCta: "Call us",
    chatCta: "Chat with us",
    chatGreeting: "Hello, I would like to ask about a valuation.",
    statsLabel: "Our track record",
    statYears: "years of experience",
    statCustomers: "satisfied customers",
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
    title: "Hot Deals",
    intro: "Our sharpest prices right now, on rings and one-of-a-kind pieces.",
    shopNow: "Shop Now",
    carousel: "Hot deals, one at a time",
    previous: "Previous deal",
    next: "Next deal",
    show: "Show deal {{index}}",
  },
  location: {
    title: "Visit our shop",
    intro:
      "In the heart of Antwerp's diamond district, a few steps from Antwerpen-Centraal station.",
    directions: "Get directions",
    newTab: "(opens in a new tab)",
    video: "A short film of our shop",
    unavailable: "Video Not Available",
    unavailableHint: "The film could not be loaded. Our address and opening hours are below.",
    ended: "Visit us",
    endedText: "See the pieces for yourself: we look forward to welcoming you.",
    replay: "Watch again",
    detailsTitle: "Where and when",
  },
};

export type HomeCatalog = typeof en;
