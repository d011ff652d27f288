import { describe, expect, it } from "vitest";
import { priceDatasetJsonLd } from "#common/price-json-ld.ts";

const page = {
  name: "The price of fine gold",
  description: "What we pay per gram",
  url: "https://shop.example/nl/gold-price",
  origin: "https://shop.example",
  language: "nl",
  shopName: "Shop </script>",
  days: 1827,
};

describe("the price page's Dataset", () => {
  it("names what it measures, the period it covers and where its JSON is", () => {
    const document = JSON.parse(
      priceDatasetJsonLd({ ...page, coverage: { from: "2025-01-02", to: "2026-11-28" } }),
    ) as Record<string, unknown>;
    expect(document).toMatchObject({
      "@type": "Dataset",
      name: page.name,
      inLanguage: "nl",
      temporalCoverage: "2025-01-02/2026-11-28",
      variableMeasured: { unitText: "EUR per gram" },
      distribution: {
        encodingFormat: "application/json",
        contentUrl: "https://shop.example/api/gold-price/history?days=1827",
      },
    });
  });

  it("leaves the coverage out without a history, and cannot close its script element", () => {
    const text = priceDatasetJsonLd({ ...page, coverage: null });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).not.toHaveProperty("temporalCoverage");
  });
});
