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
    slidesLabel: "Background pictures",
    slide: "Slide {{number}} of {{count}}",
  },
  goldPrice: {
    title: "Gold price today",
    perGram: "per gram (24K)",
    fetchedAt: "Updated {{time}}",
    fallback: "Reference price: the live rate cannot be reached right now.",
  },
  buyBack: {
    title: "What is your gold worth?",
    intro: "Enter the weight and the karat of your gold for an indicative offer at today's price.",
    grams: "Weight in grams",
    gramsHint: "From {{min}} to {{max}} g, two decimals at most.",
    karat: "Karat",
    karatOption: "{{karat}} karat",
    offer: "Indicative offer: {{amount}}",
    offerFor: "for {{grams}} g of {{karat}} karat gold, at the gold price of {{time}}.",
    note: "This is an estimate, not a binding offer: we confirm the price after weighing and testing your gold in the shop.",
    invalidGrams: "Enter a weight from {{min}} to {{max}} grams, with two decimals at most.",
    failed: "The offer could not be calculated. Please try again.",
    book: "Book a free valuation",
    noScript: "The calculator needs JavaScript. Call us or book a free valuation for an offer.",
  },
  services: {},
  luxury: {},
  about: {},
  valuation: {},
  testimonials: {},
  hotDeals: {},
  location: {},
};

export type HomeCatalog = typeof en;
