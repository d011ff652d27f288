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
      const { count, window_start } = await recordHit(
        db,
        `${rule.bucket}:${subject}`,
        nowMs,
        windowMs,
      );
      if (count <= rule.max) return ok();
      const retryAfterSeconds = Math.max(1, Math.ceil((window_start + windowMs - nowMs) / 1000));
      return fail("rate-limited", { retryAfterSeconds });
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
      if (!window || window.window_start <= nowMs - windowMs || window.count < rule.max) {
        return ok();
      }
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((window.window_start + windowMs - nowMs) / 1000),
      );
      return fail("rate-limited", { retryAfterSeconds });
    },

    /** Counters of windows that ended long ago are noise; the server sweeps them hourly. */
    purgeStale(nowMs: number = Date.now()): Promise<number> {
      const oneDayMs = 24 * 60 * 60 * 1000;
      return deleteWindowsOlderThan(db, nowMs - oneDayMs);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
