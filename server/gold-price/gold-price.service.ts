import type { Logger } from "pino";
import { z } from "zod";
import type { GoldPrice, GoldPriceSource } from "#common/gold-price.ts";
import { ok, type Result } from "#common/result.ts";
import { offerFor, readOfferQuery, type BuyBackOffer, type OfferFailure } from "./buy-back.ts";
import {
  fromExchangeRate,
  fromSpotPrice,
  isPlausible,
  FALLBACK_EUR_PER_GRAM,
  roundRate,
} from "./gold-price-rules.ts";

export interface GoldPriceServiceDependencies {
  /** What the shop keeps of the gold's value when it buys it back, in percent. */
  buyBackMarginPercent: number;
  /** A USD→EUR rate service answering `{ rates: { EUR } }`; null: not asked. */
  rateUrl: string | null;
  /** A spot gold service answering `{ price }` in USD per ounce; null: not asked. */
  spotUrl: string | null;
  timeoutMs?: number;
  cacheMs?: number;
  log: Logger;
  /** Told when a source fails or answers a price not believed (GET /metrics). */
  sourceFailed?: (source: GoldPriceSource, reason: "error" | "implausible") => void;
  /**
   * Keeps a fresh price from a real source in the history (the gold price history service's
   * `record`, which then checks the alerts); never given the fallback. A failure is logged and
   * the price answered all the same.
   */
  recordSample?: (price: GoldPrice) => Promise<unknown>;
  fetch?: typeof fetch;
  now?: () => Date;
}

const rateAnswer = z.object({ rates: z.object({ EUR: z.number().positive() }) });
const spotAnswer = z.object({ price: z.number().positive() });

/**
 * The gold price, asked of the sources at most once per `cacheMs` (5 minutes) however many
 * requests arrive: the first request after expiry refreshes it while the others wait for the
 * same answer. Each source gets `timeoutMs` (5 s). The exchange-rate source first, then the
 * spot source; an answer outside 50–150 €/g is not believed (docs/product.md §9).
 */
export function createGoldPriceService(options: GoldPriceServiceDependencies) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheMs = options.cacheMs ?? 5 * 60 * 1000;
  const get = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  let kept: { price: GoldPrice; until: number } | null = null;
  let refreshing: Promise<GoldPrice> | null = null;

  async function ask<T>(url: string, schema: z.ZodType<T>): Promise<T> {
    const response = await get(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return schema.parse(await response.json());
  }

  async function work(): Promise<{ eurPerGram: number; source: GoldPriceSource }> {
    const { rateUrl, spotUrl } = options;
    const sources: { name: GoldPriceSource; read: () => Promise<number> }[] = [];
    if (rateUrl) {
      sources.push({
        name: "exchange-rate",
        read: async () => fromExchangeRate((await ask(rateUrl, rateAnswer)).rates.EUR),
      });
    }
    if (spotUrl) {
      sources.push({
        name: "spot",
        read: async () => fromSpotPrice((await ask(spotUrl, spotAnswer)).price),
      });
    }
    for (const { name, read } of sources) {
      try {
        const eurPerGram = await read();
        if (isPlausible(eurPerGram)) return { eurPerGram, source: name };
        options.log.warn({ source: name, eurPerGram }, "gold price out of range");
        options.sourceFailed?.(name, "implausible");
      } catch (err) {
        options.log.warn({ err, source: name }, "gold price source failed");
        options.sourceFailed?.(name, "error");
      }
    }
    return { eurPerGram: FALLBACK_EUR_PER_GRAM, source: "fallback" };
  }

  async function refresh(): Promise<GoldPrice> {
    const { eurPerGram, source } = await work();
    const at = now();
    const price = { eurPerGram: roundRate(eurPerGram), source, fetchedAt: at.toISOString() };
    kept = { price, until: at.getTime() + cacheMs };
    if (source !== "fallback" && options.recordSample) {
      try {
        await options.recordSample(price);
      } catch (err) {
        options.log.error({ err }, "gold price sample not recorded, or its alerts not checked");
      }
    }
    return price;
  }

  async function current(): Promise<GoldPrice> {
    if (kept && now().getTime() < kept.until) return kept.price;
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    current,
    /**
     * The kept price at once, even past its 5 minutes (a refresh then starts behind it), so
     * a page never waits up to two sources' timeouts; only before the first price is there
     * does it wait. The page's own refresh asks `current()` (GET /api/gold-price).
     */
    async latest(): Promise<GoldPrice> {
      if (!kept) return current();
      if (now().getTime() >= kept.until) void current();
      return kept.price;
    },
    /** An indicative buy-back offer for `?grams=&karat=` at the current price. */
    async offer(params: URLSearchParams): Promise<Result<BuyBackOffer, OfferFailure>> {
      const query = readOfferQuery(params);
      if (!query.ok) return query;
      return ok(offerFor(query, await current(), options.buyBackMarginPercent));
    },
  };
}

export type GoldPriceService = ReturnType<typeof createGoldPriceService>;
