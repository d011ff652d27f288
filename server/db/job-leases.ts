import type { Database } from "./connection.ts";

/**
 * Claims the period that starts now for a job, in one statement: true when no instance has
 * claimed it within the last `periodMs` (the row is new or older), false otherwise. Two
 * instances asking at once cannot both win: the insert and the conditional update of the
 * upsert are one atomic step on either database.
 */
export async function claimPeriod(
  db: Database,
  name: string,
  nowMs: number,
  periodMs: number,
): Promise<boolean> {
  const claimed = await db
    .insertInto("job_leases")
    .values({ name, started_at: nowMs })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ started_at: nowMs })
        .where("job_leases.started_at", "<=", nowMs - periodMs),
    )
    .returning("name")
    .executeTakeFirst();
  return claimed !== undefined;
}
