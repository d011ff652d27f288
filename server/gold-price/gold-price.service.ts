import type { Logger } from "pino";
import { z } from "zod";
import type { GoldPrice, GoldPriceSource, PreciousMetal } from "#common/gold-price.ts";
import type { PriceBoard } from "#common/price-board.ts";
import { ok, type Result } from "#common/result.ts";
import { offerFor, readOfferQuery, type BuyBackOffer, type OfferFailure } from "./buy-back.ts";
import {
  fromExchangeRate,
  fromSpotPrice,
  FALLBACK_EUR_PER_GRAM,
  PLAUSIBLE_EUR_PER_GRAM,
  PLAUSIBLE_PLATINUM_EUR_PER_GRAM,
  PLAUSIBLE_SILVER_EUR_PER_GRAM,
} from "./gold-price-rules.ts";
import { createMetalPrice, priceSource, type MetalPriceSource } from "./metal-price.ts";
import { boardMetal } from "./price-board.ts";

/** A metal beside gold on the board: its spot source (null: not on the board) and margin. */
export interface OtherMetalSettings {
  /** A spot service answering `{ price }` in USD per troy ounce. */
  spotUrl: string | null;
  /** What the shop keeps of the metal's value when it buys it back, in percent. */
  buyBackMarginPercent: number;
}

export interface GoldPriceServiceDependencies {
  /** What the shop keeps of the gold's value when it buys it back, in percent. */
  buyBackMarginPercent: number;
  /** A USD→EUR rate service answering `{ rates: { EUR } }`; null: not asked. */
  rateUrl: string | null;
  /** A spot gold service answering `{ price }` in USD per ounce; null: not asked. */
  spotUrl: string | null;
  /** Silver (800, 925, 999) and platinum (950) on the board; left out: not on it. */
  silver?: OtherMetalSettings;
  platinum?: OtherMetalSettings;
  timeoutMs?: number;
  cacheMs?: number;
  log: Logger;
  /** Told when a gold source fails or answers a price not believed (GET /metrics). */
  sourceFailed?: (source: GoldPriceSource, reason: "error" | "implausible") => void;
  /**
   * Keeps a fresh gold price from a real source in the history (the gold price history
   * service's `record`); never given the fallback. A failure is logged and the price answered
   * all the same.
   */
  recordSample?: (price: GoldPrice) => Promise<unknown>;
  fetch?: typeof fetch;
  now?: () => Date;
}

const rateAnswer = z.object({ rates: z.object({ EUR: z.number().positive() }) });
const spotAnswer = z.object({ price: z.number().positive() });

const spotSource = (url: string): MetalPriceSource =>
  priceSource("spot", url, spotAnswer, (answer) => fromSpotPrice(answer.price));

/**
 * The gold price (the exchange-rate source first, then the spot source; 50–150 €/g believed,
 * else the product's fallback, docs/product.md §9), the buy-back offer at it, and the price
 * board: gold's karats, and silver and platinum when their spot source is configured. Every
 * metal follows the same rules (metal-price.ts): 5 s per source, one refresh per 5 minutes.
 * Silver and platinum have no fallback figure: without a believable price they leave the board.
 */
export function createGoldPriceService(options: GoldPriceServiceDependencies) {
  const { rateUrl, spotUrl, timeoutMs, cacheMs, log, now } = options;
  const shared = { timeoutMs, cacheMs, log, now, fetch: options.fetch };
  const gold = createMetalPrice({
    ...shared,
    metal: "gold",
    sources: [
      ...(rateUrl
        ? [
            priceSource("exchange-rate", rateUrl, rateAnswer, (answer) =>
              fromExchangeRate(answer.rates.EUR),
            ),
          ]
        : []),
      ...(spotUrl ? [spotSource(spotUrl)] : []),
    ],
    plausible: PLAUSIBLE_EUR_PER_GRAM,
    fallbackEurPerGram: FALLBACK_EUR_PER_GRAM,
    sourceFailed: options.sourceFailed,
    recordSample: options.recordSample,
  });
  const other = (
    metal: Exclude<PreciousMetal, "gold">,
    settings: OtherMetalSettings | undefined,
    plausible: { min: number; max: number },
  ) =>
    settings?.spotUrl
      ? {
          metal,
          marginPercent: settings.buyBackMarginPercent,
          price: createMetalPrice({
            ...shared,
            metal,
            sources: [spotSource(settings.spotUrl)],
            plausible,
            fallbackEurPerGram: null,
          }),
        }
      : null;
  const others = [
    other("silver", options.silver, PLAUSIBLE_SILVER_EUR_PER_GRAM),
    other("platinum", options.platinum, PLAUSIBLE_PLATINUM_EUR_PER_GRAM),
  ].filter((metal) => metal !== null);

  /** Every metal's price at once, fresh (`current`) or as kept (`latest`). */
  async function board(mode: "current" | "latest"): Promise<PriceBoard> {
    const [goldPrice, ...otherPrices] = await Promise.all([
      gold[mode](),
      ...others.map((metal) => metal.price[mode]()),
    ]);
    const metals: PriceBoard["metals"] = [
      boardMetal("gold", goldPrice, options.buyBackMarginPercent),
    ];
    others.forEach((metal, index) => {
      const price = otherPrices[index];
      if (price) metals.push(boardMetal(metal.metal, price, metal.marginPercent));
    });
    return { metals };
  }

  return {
    current: () => gold.current(),
    /**
     * The kept price at once, even past its 5 minutes (a refresh then starts behind it), so
     * a page never waits up to two sources' timeouts; only before the first price is there
     * does it wait. The page's own refresh asks `current()` (GET /api/gold-price).
     */
    latest: () => gold.latest(),
    /** An indicative buy-back offer for `?grams=&karat=` at the current price. */
    async offer(params: URLSearchParams): Promise<Result<BuyBackOffer, OfferFailure>> {
      const query = readOfferQuery(params);
      if (!query.ok) return query;
      return ok(offerFor(query, await gold.current(), options.buyBackMarginPercent));
    },
    /** What the shop pays per gram of each alloy at the current prices (GET /api/gold-price/board). */
    board: () => board("current"),
    /** The same at the kept prices, for a page that must not wait for a source. */
    latestBoard: () => board("latest"),
  };
}

export type GoldPriceService = ReturnType<typeof createGoldPriceService>;
