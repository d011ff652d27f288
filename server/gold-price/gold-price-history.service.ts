import { z } from "zod";
import type { GoldPrice } from "#common/gold-price.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { closesBetween, importCloses, insertSample } from "./gold-price-history.queries.ts";
import { parseCloseFile, type FileProblem } from "./price-history-csv.ts";
import { brusselsDay, bucketOf, daysBefore } from "./price-history-days.ts";

export interface GoldPriceHistoryServiceDependencies {
  db: Database;
  now?: () => Date;
}

/** How far back `GET /api/gold-price/history` reaches: ten years and leap days. */
export const HISTORY_MAX_DAYS = 3660;

/** One day's close as the API answers it. */
export interface GoldPriceClose {
  date: string;
  eurPerGram: number;
}

export interface GoldPriceHistory {
  metal: "gold";
  closes: GoldPriceClose[];
}

/** ?days=N, a whole number from 1 to 3660 written plainly, and nothing else. */
const historyQuery = z.strictObject({
  days: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .transform(Number)
    .refine((days) => days >= 1 && days <= HISTORY_MAX_DAYS),
});

/**
 * The gold price's history (docs/decisions/0028-gold-price-history.md): the samples the gold
 * price service records, one per 5 minutes across instances, the daily closes they make, the
 * closes imported from a file, and the closes the API answers.
 */
export function createGoldPriceHistoryService({
  db,
  now = () => new Date(),
}: GoldPriceHistoryServiceDependencies) {
  /** The closes of the last `days` days ending today in Brussels, oldest first. */
  async function recent(days: number): Promise<GoldPriceClose[]> {
    const today = brusselsDay(now());
    const rows = await closesBetween(db, "gold", daysBefore(today, days - 1), today);
    return rows.map((row) => ({ date: row.day, eurPerGram: row.centsPerGram / 100 }));
  }

  return {
    /**
     * Keeps a price fetched from a real source (the gold price service never hands the
     * fallback): false when this 5-minute bucket has a sample already.
     */
    async record(price: GoldPrice): Promise<boolean> {
      const at = new Date(price.fetchedAt);
      return insertSample(db, {
        metal: "gold",
        bucket: bucketOf(at),
        at: at.toISOString(),
        centsPerGram: Math.round(price.eurPerGram * 100),
        source: price.source,
        day: brusselsDay(at),
      });
    },

    /** The closes of the last `?days=` days ending today in Brussels, oldest first. */
    async closes(params: URLSearchParams): Promise<Result<GoldPriceHistory, "invalid">> {
      const parsed = historyQuery.safeParse(Object.fromEntries(params));
      if (!parsed.success) return fail("invalid", { fieldErrors: { days: "required" } });
      return ok({ metal: "gold" as const, closes: await recent(parsed.data.days) });
    },

    /** The same for the price page's chart, which asks for a number of days it knows is good. */
    recent,

    /**
     * Loads a file of past closes (`npm run price-history -- import`): all of them, replacing
     * the days that had a close, or none when any line is wrong.
     */
    async importFile(
      text: string,
    ): Promise<
      { ok: true; imported: number; replaced: number } | { ok: false; problems: FileProblem[] }
    > {
      const parsed = parseCloseFile(text, brusselsDay(now()));
      if (!parsed.ok) return parsed;
      const { replaced } = await importCloses(db, "gold", parsed.closes);
      return { ok: true, imported: parsed.closes.length, replaced };
    },
  };
}

export type GoldPriceHistoryService = ReturnType<typeof createGoldPriceHistoryService>;
