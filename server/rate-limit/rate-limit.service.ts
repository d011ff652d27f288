import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import {
  deleteWindowsOlderThan,
  findWindow,
  recordHit,
  takeBackHit,
} from "./rate-limit.queries.ts";

export interface RateLimitRule {
  /** What is limited, e.g. "valuation"; part of the counter's key. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** One hit on one counter: the rule and whom it counts. */
export interface Hit {
  rule: RateLimitRule;
  subject: string;
}

export interface RateLimitServiceDependencies {
  db: Database;
}

/**
 * Counters kept in the database, so every instance sees the same ones: the account and
 * valuation services count attempts with it, and the server sweeps it hourly.
 */
export function createRateLimitService({ db }: RateLimitServiceDependencies) {
  return {
    /** Counts one hit; a failure says how long until the window ends. */
    async consume(
      rule: RateLimitRule,
      subject: string,
      nowMs: number = Date.now(),
    ): Promise<Result<object, "rate-limited">> {
      const windowMs = rule.windowSeconds * 1000;
      const hit = await recordHit(db, `${rule.bucket}:${subject}`, nowMs, windowMs);
      return judge(rule, hit, nowMs);
    },

    /**
     * Counts one hit on each counter, in this order, in one transaction: attempts made at
     * once on the same first counter take its row lock one after the other, so each counter
     * numbers them in the same order (two separate consumes could number an attempt first
     * on one counter and last on the other). Results in the order of `hits`.
     */
    consumeInOrder<const H extends readonly Hit[]>(
      hits: H,
      nowMs: number = Date.now(),
    ): Promise<{ [K in keyof H]: Result<object, "rate-limited"> }> {
      return db.transaction().execute(async (trx) => {
        const results: Result<object, "rate-limited">[] = [];
        for (const { rule, subject } of hits) {
          const key = `${rule.bucket}:${subject}`;
          const hit = await recordHit(trx, key, nowMs, rule.windowSeconds * 1000);
          results.push(judge(rule, hit, nowMs));
        }
        // One result per hit, in their order: the tuple type the signature promises.
        return results as { [K in keyof H]: Result<object, "rate-limited"> };
      });
    },

    /**
     * Gives back a hit `consume` counted, for counters of what went wrong (failed sign-ins)
     * that are counted before the outcome is known, so parallel attempts cannot slip past.
     */
    release(rule: Pick<RateLimitRule, "bucket">, subject: string): Promise<void> {
      return takeBackHit(db, `${rule.bucket}:${subject}`);
    },

    /**
     * Whether a hit now would be refused, without counting one: for work that must not start
     * for a client already past its limit (reading an upload's files) before the attempt can
     * be judged and counted with `consume`.
     */
    async check(
      rule: RateLimitRule,
      subject: string,
      nowMs: number = Date.now(),
    ): Promise<Result<object, "rate-limited">> {
      const windowMs = rule.windowSeconds * 1000;
      const window = await findWindow(db, `${rule.bucket}:${subject}`);
      if (!window || window.window_start <= nowMs - windowMs) return ok();
      // Judged as the hit it would be: the window's next.
      return judge(rule, { ...window, count: window.count + 1 }, nowMs);
    },

    /** Counters of windows that ended long ago are noise; the server sweeps them hourly. */
    purgeStale(nowMs: number = Date.now()): Promise<number> {
      const oneDayMs = 24 * 60 * 60 * 1000;
      return deleteWindowsOlderThan(db, nowMs - oneDayMs);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** A counter after a hit: within the rule, or refused until its window ends. */
function judge(
  rule: RateLimitRule,
  { count, window_start }: { count: number; window_start: number },
  nowMs: number,
): Result<object, "rate-limited"> {
  if (count <= rule.max) return ok();
  const windowEndMs = window_start + rule.windowSeconds * 1000;
  return fail("rate-limited", {
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - nowMs) / 1000)),
  });
}
