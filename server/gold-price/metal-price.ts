import type { Logger } from "pino";
import type { z } from "zod";
import type { GoldPriceSource, MetalPrice, PreciousMetal } from "#common/gold-price.ts";
import { isPlausible, roundRate, type PlausibleRange } from "./gold-price-rules.ts";

/** One place a metal's price is asked, and how its JSON answer becomes euros per gram. */
export interface MetalPriceSource {
  name: Exclude<GoldPriceSource, "fallback">;
  url: string;
  /** Throws when the answer is not the expected shape. */
  eurPerGram: (answer: unknown) => number;
}

/** A source whose answer `schema` checks before `toEurPerGram` reads it. */
export function priceSource<T>(
  name: MetalPriceSource["name"],
  url: string,
  schema: z.ZodType<T>,
  toEurPerGram: (answer: T) => number,
): MetalPriceSource {
  return { name, url, eurPerGram: (answer) => toEurPerGram(schema.parse(answer)) };
}

export interface MetalPriceDependencies<F extends number | null> {
  metal: PreciousMetal;
  /** Asked in order until one answers a price within `plausible`. */
  sources: MetalPriceSource[];
  plausible: PlausibleRange;
  /** The figure when no source answers plausibly; null: no price at all (the board hides the metal). */
  fallbackEurPerGram: F;
  timeoutMs?: number;
  cacheMs?: number;
  log: Logger;
  sourceFailed?: (
    source: Exclude<GoldPriceSource, "fallback">,
    reason: "error" | "implausible",
  ) => void;
  /** Keeps a fresh price from a real source; never given the fallback. */
  recordSample?: (price: MetalPrice) => Promise<unknown>;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** A metal with a fallback figure always has a price; one without may have none. */
export type PriceOf<F extends number | null> = F extends number ? MetalPrice : MetalPrice | null;

/**
 * A metal's price, asked of its sources at most once per `cacheMs` (5 minutes) however many
 * requests arrive: the first request after expiry refreshes it while the others wait for the
 * same answer. Each source gets `timeoutMs` (5 s); an answer outside the metal's plausible
 * range is not believed (docs/product.md §9). Gold, silver and platinum follow the same rules.
 */
export function createMetalPrice<F extends number | null>(options: MetalPriceDependencies<F>) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheMs = options.cacheMs ?? 5 * 60 * 1000;
  const get = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const { metal, log } = options;
  let kept: { price: PriceOf<F>; until: number } | null = null;
  let refreshing: Promise<PriceOf<F>> | null = null;

  async function read(source: MetalPriceSource): Promise<number> {
    const response = await get(source.url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
    return source.eurPerGram(await response.json());
  }

  async function work(): Promise<{ eurPerGram: number; source: GoldPriceSource } | null> {
    for (const source of options.sources) {
      try {
        const eurPerGram = await read(source);
        if (isPlausible(eurPerGram, options.plausible)) return { eurPerGram, source: source.name };
        log.warn({ metal, source: source.name, eurPerGram }, "metal price out of range");
        options.sourceFailed?.(source.name, "implausible");
      } catch (err) {
        log.warn({ err, metal, source: source.name }, "metal price source failed");
        options.sourceFailed?.(source.name, "error");
      }
    }
    const fallback = options.fallbackEurPerGram;
    return fallback === null ? null : { eurPerGram: fallback, source: "fallback" };
  }

  async function refresh(): Promise<PriceOf<F>> {
    const found = await work();
    const at = now();
    const price = found && {
      eurPerGram: roundRate(found.eurPerGram),
      source: found.source,
      fetchedAt: at.toISOString(),
    };
    // Without a fallback figure `price` may be null; with one, work() never answers null.
    kept = { price: price as PriceOf<F>, until: at.getTime() + cacheMs };
    if (price && price.source !== "fallback" && options.recordSample) {
      try {
        await options.recordSample(price);
      } catch (err) {
        log.error({ err, metal }, "metal price sample not recorded");
      }
    }
    return kept.price;
  }

  async function current(): Promise<PriceOf<F>> {
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
     * does it wait.
     */
    async latest(): Promise<PriceOf<F>> {
      if (!kept) return current();
      if (now().getTime() >= kept.until) void current();
      return kept.price;
    },
  };
}

export type MetalPriceService<F extends number | null> = ReturnType<typeof createMetalPrice<F>>;
