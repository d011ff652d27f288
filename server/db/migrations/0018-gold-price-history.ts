import type { Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * The gold price's history (issue 25, docs/decisions/0028-gold-price-history.md): a sample of
 * each price fetched from a real source, at most one per metal and 5-minute bucket (the key
 * makes one writer of several instances: insert, on conflict do nothing), and one close per
 * metal and Brussels day, the latest sample of the day or a close imported from a file.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema
    .createTable("gold_price_samples")
    .addColumn("metal", "text", (c) => c.notNull())
    // Epoch milliseconds / 300,000, floored: one bucket per 5 minutes.
    .addColumn("bucket", "integer", (c) => c.notNull())
    .addColumn("at", timestamp, (c) => c.notNull())
    .addColumn("cents_per_gram", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("gold_price_samples_pk", ["metal", "bucket"])
    .execute();
  await db.schema
    .createTable("gold_price_closes")
    .addColumn("metal", "text", (c) => c.notNull())
    // YYYY-MM-DD, the day in Europe/Brussels.
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("cents_per_gram", "integer", (c) => c.notNull())
    // The close's sample's time; null for an imported close.
    .addColumn("at", timestamp)
    .addColumn("origin", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("gold_price_closes_pk", ["metal", "day"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("gold_price_closes").execute();
  await db.schema.dropTable("gold_price_samples").execute();
}
