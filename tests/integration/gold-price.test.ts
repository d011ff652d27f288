import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fromExchangeRate,
  fromSpotPrice,
  FALLBACK_EUR_PER_GRAM,
  roundRate,
} from "#server/gold-price/gold-price-rules.ts";
import { createGoldPriceService } from "#server/gold-price/gold-price.service.ts";

type Behaviour = "good" | "out-of-range" | "timeout" | "error" | "garbage";

/**
 * The two rate sources as local HTTP servers, each told how to behave at /<behaviour>; every
 * request is counted per path.
 */
let server: Server;
let base: string;
const calls = new Map<string, number>();
const answers: Record<string, Record<Behaviour, unknown>> = {
  rate: {
    good: { rates: { EUR: 0.9 } },
    "out-of-range": { rates: { EUR: 9 } },
    timeout: 0,
    error: 0,
    garbage: 0,
  },
  spot: { good: { price: 3800 }, "out-of-range": { price: 38 }, timeout: 0, error: 0, garbage: 0 },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const [, kind, behaviour] = path.split("/") as [string, string, Behaviour];
    if (behaviour === "timeout") return; // never answers
    if (behaviour === "error") {
      response.writeHead(502).end("bad gateway");
      return;
    }
    if (behaviour === "garbage") {
      response.writeHead(200, { "content-type": "application/json" }).end("{ not json");
      return;
    }
    // A slow answer, so concurrent requests overlap the refresh.
    setTimeout(() => {
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(answers[kind]?.[behaviour] ?? {}));
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const service = (rate: Behaviour | null, spot: Behaviour | null, now = () => new Date()) =>
  createGoldPriceService({
    rateUrl: rate ? `${base}/rate/${rate}` : null,
    spotUrl: spot ? `${base}/spot/${spot}` : null,
    timeoutMs: 300,
    buyBackMarginPercent: 15,
    log: pino({ level: "silent" }),
    now,
  });

describe("gold price service against local sources", () => {
  it("takes the exchange-rate source when it answers plausibly", async () => {
    const price = await service("good", "good").current();
    expect(price).toMatchObject({
      eurPerGram: roundRate(fromExchangeRate(0.9)),
      source: "exchange-rate",
    });
    expect(Date.parse(price.fetchedAt)).not.toBeNaN();
  });

  it.each<[Behaviour, string]>([
    ["out-of-range", "an answer out of range"],
    ["timeout", "no answer within the timeout"],
    ["error", "an error status"],
    ["garbage", "a body that is not the expected JSON"],
  ])("falls back to the spot source after %s (%s)", async (rate) => {
    const started = Date.now();
    const price = await service(rate, "good").current();
    expect(price).toMatchObject({ eurPerGram: roundRate(fromSpotPrice(3800)), source: "spot" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("tells of each source that failed, and why, for GET /metrics", async () => {
    const failed: string[] = [];
    const counted = createGoldPriceService({
      rateUrl: `${base}/rate/error`,
      spotUrl: `${base}/spot/out-of-range`,
      timeoutMs: 300,
      buyBackMarginPercent: 15,
      log: pino({ level: "silent" }),
      sourceFailed: (source, reason) => failed.push(`${source} ${reason}`),
    });
    expect((await counted.current()).source).toBe("fallback");
    expect(failed).toEqual(["exchange-rate error", "spot implausible"]);
  });

  it("falls back to the product's figure when the sources answer out of range", async () => {
    expect(await service("out-of-range", "out-of-range").current()).toMatchObject({
      eurPerGram: roundRate(FALLBACK_EUR_PER_GRAM),
      source: "fallback",
    });
  });

  it("falls back to the other figure when no source can be read", async () => {
    for (const price of [
      await service("timeout", "error").current(),
      await service(null, null).current(),
    ]) {
      expect(price).toMatchObject({
        eurPerGram: roundRate(FALLBACK_EUR_PER_GRAM),
        source: "fallback",
      });
    }
  });

  it("asks the sources once for 100 requests during a refresh, then again after 5 minutes", async () => {
    let clock = Date.parse("2026-11-23T10:00:00Z");
    const gold = service("good", null, () => new Date(clock));
    calls.clear();
    const prices = await Promise.all(Array.from({ length: 100 }, () => gold.current()));
    expect(new Set(prices.map((p) => p.fetchedAt)).size).toBe(1);
    expect(calls.get("/rate/good")).toBe(1);
    clock += 4 * 60 * 1000;
    await gold.current();
    expect(calls.get("/rate/good")).toBe(1);
    clock += 61 * 1000;
    await Promise.all(Array.from({ length: 100 }, () => gold.current()));
    expect(calls.get("/rate/good")).toBe(2);
  });

  it("latest() answers the kept price at once, even stale, and refreshes it behind", async () => {
    let clock = Date.parse("2026-11-23T10:00:00Z");
    const gold = service("good", null, () => new Date(clock));
    calls.clear();
    const first = await gold.latest();
    expect(first.source).toBe("exchange-rate");
    expect(calls.get("/rate/good")).toBe(1);
    clock += 6 * 60 * 1000;
    // Past its 5 minutes: the old price comes back without waiting for the source…
    expect(await gold.latest()).toBe(first);
    // …and the refresh it started is the one current() waits for.
    const fresh = await gold.current();
    expect(fresh.fetchedAt).toBe(new Date(clock).toISOString());
    expect(calls.get("/rate/good")).toBe(2);
  });

  it("gives each source 5 seconds unless told otherwise", async () => {
    const slow = createGoldPriceService({
      rateUrl: `${base}/rate/timeout`,
      spotUrl: null,
      buyBackMarginPercent: 15,
      log: pino({ level: "silent" }),
    });
    const started = Date.now();
    await slow.current();
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 10_000);
});
