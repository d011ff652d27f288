/**
 * The price page's strings (/gold-price) in English, the source: nl.ts and fr.ts beside this
 * file have exactly these keys. Page messages: they reach the browser with the page's loader
 * data, never as a script (docs/decisions/0012-page-messages.md).
 */
export const en = {
  goldDesk: {
    title: "Today's gold price and what we pay",
    intro:
      "What we pay per gram for your gold, silver and platinum today, by karat and fineness, and how the price of fine gold has moved.",
    board: {
      title: "What we pay per gram",
      alloy: "Alloy",
      fineness: "Fineness",
      perGram: "We pay per gram",
      karat: "{{karat}} karat gold",
      metals: {
        gold: "Gold",
        silver: "Silver",
        platinum: "Platinum",
      },
      fine: {
        gold: "Fine gold",
        silver: "Fine silver",
        platinum: "Fine platinum",
      },
      finePrice: "{{metal}}: {{price}} per gram",
      priceAt: "Price of {{time}}, from {{source}}.",
      sources: {
        "exchange-rate": "the day's exchange rate",
        spot: "the spot market",
        fallback: "our reference price (no live source answers right now)",
      },
      margin: "We pay the fine metal's price less our margin of {{margin}} %.",
      indicative:
        "These prices are indicative: our offer is final once your piece has been weighed and tested in the shop.",
    },
    compact: {
      title: "Our buying prices today",
      more: "All prices and how the price moved",
    },
    chart: {
      title: "The price of fine gold",
      periods: {
        month: "Last 30 days",
        year: "Last year",
        fiveYears: "Last 5 years",
      },
      change: "Change over the period: {{change}}",
      summary: "Fine gold in euros per gram from {{from}} to {{to}}: {{first}} to {{last}}.",
      noData: "Not enough price history yet for this period.",
      date: "Date",
      price: "Fine gold per gram",
      tableCaption: "Fine gold per gram, {{period}}",
    },
  },
};

export type GoldMessages = typeof en;
