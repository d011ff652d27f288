import type { Database } from "#server/db/connection.ts";
import type { PriceMetal } from "#server/db/schema-operations.ts";

/*
 * The gold price's history (docs/decisions/0028-gold-price-history.md): samples, at most one
 * per metal and 5-minute bucket, and one close per metal and Brussels day.
 */

export interface SampleRow {
  metal: PriceMetal;
  bucket: number;
  /** ISO instant of the price. */
  at: string;
  centsPerGram: number;
  source: string;
  /** The Brussels day the sample belongs to. */
  day: string;
}

/**
 * Keeps the sample unless its bucket has one already (another instance, or this one, wrote it
 * first): true when it was written. Only then does it move the day's close to it, and only
 * forward: a close with a later time stays, an imported one (no time) gives way.
 */
export async function insertSample(db: Database, sample: SampleRow): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("gold_price_samples")
      .values({
        metal: sample.metal,
        bucket: sample.bucket,
        at: sample.at,
        cents_per_gram: sample.centsPerGram,
        source: sample.source,
      })
      .onConflict((conflict) => conflict.columns(["metal", "bucket"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto("gold_price_closes")
      .values({
        metal: sample.metal,
        day: sample.day,
        cents_per_gram: sample.centsPerGram,
        at: sample.at,
        origin: "sample",
      })
      .onConflict((conflict) =>
        conflict
          .columns(["metal", "day"])
          .doUpdateSet((eb) => ({
            cents_per_gram: eb.ref("excluded.cents_per_gram"),
            at: eb.ref("excluded.at"),
            origin: eb.ref("excluded.origin"),
          }))
          .where((eb) =>
            eb.or([
              eb("gold_price_closes.at", "is", null),
              eb("gold_price_closes.at", "<", eb.ref("excluded.at")),
            ]),
          ),
      )
      .execute();
    return true;
  });
}

export interface CloseRow {
  day: string;
  centsPerGram: number;
}

/** The closes from `from` to `to` (days, both included), oldest first. */
export async function closesBetween(
  db: Database,
  metal: PriceMetal,
  from: string,
  to: string,
): Promise<CloseRow[]> {
  const rows = await db
    .selectFrom("gold_price_closes")
    .select(["day", "cents_per_gram"])
    .where("metal", "=", metal)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day", "asc")
    .execute();
  return rows.map((row) => ({ day: row.day, centsPerGram: row.cents_per_gram }));
}

/**
 * Writes imported closes in one transaction, each replacing the day's close whatever it was:
 * the number of days that had one before.
 */
export async function importCloses(
  db: Database,
  metal: PriceMetal,
  closes: CloseRow[],
): Promise<{ replaced: number }> {
  return db.transaction().execute(async (trx) => {
    const days = closes.map((close) => close.day);
    let replaced = 0;
    // In slices, so a file of decades stays under the databases' limits on bound parameters.
    for (let start = 0; start < days.length; start += 500) {
      const existing = await trx
        .selectFrom("gold_price_closes")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("metal", "=", metal)
        .where("day", "in", days.slice(start, start + 500))
        .executeTakeFirstOrThrow();
      replaced += Number(existing.count);
    }
    for (let start = 0; start < closes.length; start += 500) {
      await trx
        .insertInto("gold_price_closes")
        .values(
          closes.slice(start, start + 500).map((close) => ({
            metal,
            day: close.day,
            cents_per_gram: close.centsPerGram,
            at: null,
            origin: "import" as const,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(["metal", "day"]).doUpdateSet((eb) => ({
            cents_per_gram: eb.ref("excluded.cents_per_gram"),
            at: null,
            origin: eb.ref("excluded.origin"),
          })),
        )
        .execute();
    }
    return { replaced };
  });
}
