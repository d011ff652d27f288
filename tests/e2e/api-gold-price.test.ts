import { describe, expect, it } from "vitest";
import { formatDateTime, formatEuros } from "#common/format.ts";
import { locales } from "#common/locales.ts";
import { brusselsDay, daysBefore } from "#server/gold-price/price-history-days.ts";
import { openServerDatabase } from "./support/database.ts";
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

  it.each(locales)("writes the price and its time as the site does, in ?lang=%s", async (lang) => {
    const price = (await (await get(`/api/gold-price?lang=${lang}`)).json()) as {
      fetchedAt: string;
      texts: { lang: string; perGram: string; fetchedAt: string };
    };
    expect(price.texts).toEqual({
      lang,
      perGram: formatEuros(9909, lang),
      fetchedAt: formatDateTime(price.fetchedAt, lang),
    });
  });

  it("writes them in English unless asked, and refuses another language with a 400", async () => {
    const english = (await (await get("/api/gold-price")).json()) as { texts: { lang: string } };
    expect(english.texts.lang).toBe("en");
    for (const query of ["lang=de", "lang=", "lang=nl&lang=fr"]) {
      const response = await get(`/api/gold-price?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), query).toEqual(["lang"]);
    }
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

describe("GET /api/gold-price/board", () => {
  it("answers gold's karats at the fallback price less 15 %, and no other metal unconfigured", async () => {
    const response = await get("/api/gold-price/board");
    expect(response.status).toBe(200);
    const board = (await response.json()) as {
      metals: { metal: string; source: string; rows: { karat: number; centsPerGram: number }[] }[];
    };
    expect(board.metals.map((m) => [m.metal, m.source])).toEqual([["gold", "fallback"]]);
    // 0.375 × 99.09 × 85 = 3158.49 cents … 0.999 × 99.09 × 85 = 8414.3 cents.
    expect(board.metals[0]?.rows.map((row) => [row.karat, row.centsPerGram])).toEqual([
      [9, 3158],
      [14, 4927],
      [18, 6317],
      [21, 7370],
      [22, 7715],
      [24, 8414],
    ]);
  });

  it("takes only GET: 405 with Allow", async () => {
    const response = await fetch(`${baseUrl()}/api/gold-price/board`, {
      method: "POST",
      headers: { origin: baseUrl() },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/gold-price/history", () => {
  it("answers the daily closes of the last N Brussels days, oldest first", async () => {
    // Closes today, 29 and 30 days ago in the server's database (it asks no source itself).
    const today = brusselsDay(new Date());
    const db = openServerDatabase();
    try {
      const insert = db.prepare(
        "insert or replace into gold_price_closes (metal, day, cents_per_gram, at, origin) values ('gold', ?, ?, null, 'import')",
      );
      insert.run(daysBefore(today, 30), 9000);
      insert.run(daysBefore(today, 29), 9123);
      insert.run(today, 10050);
    } finally {
      db.close();
    }
    const response = await get("/api/gold-price/history?days=30");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      metal: "gold",
      closes: [
        { date: daysBefore(today, 29), eurPerGram: 91.23 },
        { date: today, eurPerGram: 100.5 },
      ],
    });
  });

  it.each([["days="], [""], ["days=0"], ["days=-1"], ["days=3661"], ["days=abc"], ["days=1.5"]])(
    "refuses ?%s with a 400 naming days",
    async (query) => {
      const response = await get(`/api/gold-price/history?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toContain("?days=");
      expect(Object.keys(body.fields)).toEqual(["days"]);
    },
  );

  it("takes only GET: 405 with Allow", async () => {
    const response = await fetch(`${baseUrl()}/api/gold-price/history?days=7`, {
      method: "POST",
      headers: { origin: baseUrl() },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
