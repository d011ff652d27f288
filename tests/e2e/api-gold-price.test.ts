import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/pages.ts";

const get = (path: string) => fetch(`${baseUrl()}${path}`);

// The shared test server asks no source (no test reaches the internet): the product's fallback
// price, 3,082 € an ounce = 99.09 €/g, and the default margin of 15 %.
describe("GET /api/gold-price and its buy-back offer", () => {
  it("answers the price with its source and time", async () => {
    const response = await get("/api/gold-price");
    expect(response.status).toBe(200);
    const price = (await response.json()) as {
      eurPerGram: number;
      source: string;
      fetchedAt: string;
    };
    expect(price).toMatchObject({ eurPerGram: 99.09, source: "fallback" });
    expect(Date.parse(price.fetchedAt)).not.toBeNaN();
  });

  it("offers for the fine gold less the margin: 10 g of 18K, 12,5 g of 9K", async () => {
    const offer: unknown = await (await get("/api/gold-price/offer?grams=10&karat=18")).json();
    // 10 × 0.750 × 99.09 × 0.85 = 631.69875 €.
    expect(offer).toMatchObject({ offerCents: 63_170, grams: 10, karat: 18, marginPercent: 15 });
    const comma: unknown = await (await get("/api/gold-price/offer?grams=12,5&karat=9")).json();
    // 12.5 × 0.375 × 99.09 × 0.85 = 394.8117… €.
    expect(comma).toMatchObject({ offerCents: 39_481, grams: 12.5, karat: 9 });
  });

  it.each([
    ["grams=0&karat=18", ["grams"]],
    ["grams=5000.01&karat=18", ["grams"]],
    ["grams=1.234&karat=18", ["grams"]],
    ["grams=-2&karat=18", ["grams"]],
    ["grams=abc&karat=23", ["grams", "karat"]],
    ["grams=10", ["karat"]],
    ["karat=18", ["grams"]],
    ["grams=10&karat=18&currency=usd", ["currency"]],
  ])("refuses ?%s with a 400 naming %j", async (query, names) => {
    const response = await get(`/api/gold-price/offer?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toContain("karat=");
    expect(Object.keys(body.fields).sort()).toEqual([...names].sort());
  });
});
