import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";

/**
 * Counts one hit in a fixed window, atomically, in a single statement: concurrent servers
 * sharing the database cannot lose increments. A window older than `windowMs` restarts at 1.
 */
export async function recordHit(db: Database, key: string, nowMs: number, windowMs: number) {
  const expired = sql<boolean>`rate_limits.window_start <= ${nowMs - windowMs}`;
  return db
    .insertInto("rate_limits")
    .values({ key, window_start: nowMs, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${expired} then ${nowMs} else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
}

/** Takes one hit back (an attempt that turned out well), never below 0; atomic like recordHit. */
export async function takeBackHit(db: Database, key: string) {
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`rate_limits.count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}

/** A counter as it stands, without counting a hit: undefined when it has none. */
export function findWindow(db: Database, key: string) {
  return db
    .selectFrom("rate_limits")
    .select(["count", "window_start"])
    .where("key", "=", key)
    .executeTakeFirst();
}

export async function deleteWindowsOlderThan(db: Database, cutoffMs: number): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", cutoffMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
