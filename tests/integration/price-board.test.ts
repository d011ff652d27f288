import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { PriceBoard } from "#common/price-board.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/connection.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import type { MediaStores } from "#server/media/media-storage.ts";
import { openMediaStores } from "#server/media/media-stores.ts";
import { brusselsDay } from "#server/gold-price/price-history-days.ts";
import { createServices } from "#server/services.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

/**
 * The price sources as local HTTP servers: /rate answers USD→EUR 0.9; /silver/<how> and
 * /platinum/<how> a spot price in USD per ounce, out of range, a 502, garbage, or nothing.
 */
let server: Server;
let base: string;
const calls = new Map<string, number>();
const spot: Record<string, Record<string, unknown>> = {
  silver: { good: { price: 30 }, "out-of-range": { price: 3000 } },
  platinum: { good: { price: 1000 }, "out-of-range": { price: 100 } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.set(request.url ?? "/", (calls.get(request.url ?? "/") ?? 0) + 1);
    const [, metal = "", how = ""] = (request.url ?? "/").split("/");
    if (metal === "rate") {
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ rates: { EUR: 0.9 } }));
      return;
    }
    if (how === "timeout") return; // never answers
    if (how === "error") {
      response.writeHead(502).end("bad gateway");
      return;
    }
    const body = how === "garbage" ? "{ not json" : JSON.stringify(spot[metal]?.[how] ?? {});
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const opened: MediaStores[] = [];
afterAll(async () => {
  for (const stores of opened) stores.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The services as the server builds them from its environment, over this database. */
function services(db: Database, env: Record<string, string>) {
  const config = loadConfig({
    GOLD_RATE_URL: `${base}/rate`,
    GOLD_SPOT_URL: "",
    BUYBACK_MARGIN_PERCENT: "20",
    LOG_LEVEL: "silent",
    ...env,
  });
  const unused = {} as never;
  const mediaStores = openMediaStores(config.media);
  opened.push(mediaStores);
  return createServices({
    db,
    config,
    auth: unused,
    logger: pino({ level: "silent" }),
    metrics: createMetrics(),
    mailsQueued: unused,
    mediaStores,
    cachedDataChanged: () => undefined,
  });
}

const rowsOf = (board: PriceBoard, metal: string) =>
  board.metals.find((m) => m.metal === metal)?.rows.map((row) => row.centsPerGram);

describeEachDatabase("price board", (use) => {
  beforeEach(async () => {
    await use().db.deleteFrom("gold_price_samples").execute();
    await use().db.deleteFrom("gold_price_closes").execute();
  });

  it("prices each karat from the day's fine gold less BUYBACK_MARGIN_PERCENT", async () => {
    const board = await services(use().db, {}).goldPrice.board();
    // 3,350 USD × 0.9 / 31.1035 g = 96.93 €/g, less 20 %: 9K 0.375 × 96.93 × 0.8 = 29.079 €…
    expect(board.metals).toHaveLength(1);
    expect(board.metals[0]).toMatchObject({
      metal: "gold",
      eurPerGram: 96.93,
      source: "exchange-rate",
      marginPercent: 20,
    });
    expect(rowsOf(board, "gold")).toEqual([2908, 4536, 5816, 6785, 7103, 7747]);
    expect(board.metals[0].rows.map((row) => row.karat)).toEqual([9, 14, 18, 21, 22, 24]);
  });

  it("agrees with the calculator's offer for a gram of every karat", async () => {
    const { goldPrice } = services(use().db, {});
    const board = await goldPrice.board();
    for (const row of board.metals[0].rows) {
      const offer = await goldPrice.offer(
        new URLSearchParams({ grams: "1", karat: `${row.karat}` }),
      );
      expect(offer.ok && offer.offerCents, `${row.karat}K`).toBe(row.centsPerGram);
    }
  });

  it("shows silver and platinum only when their spot sources are configured", async () => {
    const configured = await services(use().db, {
      SILVER_SPOT_URL: `${base}/silver/good`,
      PLATINUM_SPOT_URL: `${base}/platinum/good`,
      SILVER_BUYBACK_MARGIN_PERCENT: "25",
      PLATINUM_BUYBACK_MARGIN_PERCENT: "10",
    }).goldPrice.board();
    expect(configured.metals.map((m) => m.metal)).toEqual(["gold", "silver", "platinum"]);
    // Silver: 30 USD × 0.92 / 31.1035 g = 0.89 €/g; 925 less 25 %: 0.925 × 0.89 × 0.75 = 0.617 €.
    expect(configured.metals[1]).toMatchObject({ eurPerGram: 0.89, marginPercent: 25 });
    expect(rowsOf(configured, "silver")).toEqual([53, 62, 67]);
    // Platinum: 1,000 USD → 29.58 €/g; 950 less 10 %: 0.95 × 29.58 × 0.9 = 25.29 €.
    expect(configured.metals[2]).toMatchObject({ eurPerGram: 29.58, source: "spot" });
    expect(rowsOf(configured, "platinum")).toEqual([2529]);

    const silverOnly = await services(use().db, {
      SILVER_SPOT_URL: `${base}/silver/good`,
      PLATINUM_SPOT_URL: "",
    }).goldPrice.board();
    expect(silverOnly.metals.map((m) => m.metal)).toEqual(["gold", "silver"]);
  });

  it("asks each metal's source once for 50 boards asked at once", async () => {
    const { goldPrice } = services(use().db, {
      SILVER_SPOT_URL: `${base}/silver/good`,
      PLATINUM_SPOT_URL: `${base}/platinum/good`,
    });
    calls.clear();
    const boards = await Promise.all(Array.from({ length: 50 }, () => goldPrice.board()));
    expect(new Set(boards.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(Object.fromEntries(calls)).toEqual({
      "/rate": 1,
      "/silver/good": 1,
      "/platinum/good": 1,
    });
    // The page's board (latestBoard) answers the kept prices without asking again.
    expect(await goldPrice.latestBoard()).toEqual(boards[0]);
    expect(calls.get("/silver/good")).toBe(1);
  });

  it.each(["out-of-range", "error", "garbage", "timeout"])(
    "leaves silver and platinum off the board when their source answers %s",
    async (how) => {
      const board = await services(use().db, {
        SILVER_SPOT_URL: `${base}/silver/${how}`,
        PLATINUM_SPOT_URL: `${base}/platinum/${how}`,
      }).goldPrice.board();
      expect(board.metals.map((m) => m.metal)).toEqual(["gold"]);
      expect(board.metals[0].source).toBe("exchange-rate");
    },
    10_000,
  );

  it("prices gold at the product's fallback when its sources fail, and keeps no sample of it", async () => {
    const { db } = use();
    const { goldPrice, goldPriceHistory } = services(db, { GOLD_RATE_URL: `${base}/silver/error` });
    const board = await goldPrice.board();
    // 3,082 € an ounce = 99.09 €/g; 18K less 20 %: 0.75 × 99.09 × 0.8 = 59.454 €.
    expect(board.metals[0]).toMatchObject({ eurPerGram: 99.09, source: "fallback" });
    expect(rowsOf(board, "gold")?.[2]).toBe(5945);
    expect(await goldPriceHistory.recent(30)).toEqual([]);
  });

  it("keeps the board's gold price in the history the chart reads", async () => {
    const { db } = use();
    const { goldPrice, goldPriceHistory } = services(db, {});
    await goldPrice.board();
    expect(await goldPriceHistory.recent(30)).toEqual([
      { date: brusselsDay(new Date()), eurPerGram: 96.93 },
    ]);
  });
});
