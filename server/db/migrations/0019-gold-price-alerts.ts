import { sql, type Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * Gold price alerts (issue 25, docs/decisions/0030-gold-price-alerts.md): a visitor's wish to
 * be mailed when fine gold goes above or below a price per gram, pending until its address is
 * confirmed; the tokens of its links, stored hashed; and the headers a queued mail carries
 * (List-Unsubscribe), which the queue had no place for.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema
    .createTable("gold_price_alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Lower-cased: the per-address rate limit and the admin's count see one address once.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().check(sqlIn("locale", ["en", "nl", "fr"])))
    .addColumn("direction", "text", (c) =>
      c.notNull().check(sqlIn("direction", ["above", "below"])),
    )
    .addColumn("cents_per_gram", "integer", (c) => c.notNull().check(sql`cents_per_gram > 0`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sqlIn("status", ["pending", "active", "unsubscribed"])),
    )
    // 1 while a price on the alert's side would mail it; a mail sets 0, a price on the other
    // side sets 1 again: one mail per crossing. An integer, the same on both databases.
    .addColumn("armed", "integer", (c) => c.notNull().defaultTo(1))
    // The Brussels day of the last mail: at most one a day.
    .addColumn("last_mailed_day", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("confirmed_at", timestamp)
    .addColumn("unsubscribed_at", timestamp)
    .execute();
  // What every fresh price asks: the active alerts.
  await db.schema
    .createIndex("gold_price_alerts_status")
    .on("gold_price_alerts")
    .columns(["status", "direction", "cents_per_gram"])
    .execute();
  await db.schema
    .createTable("gold_price_alert_tokens")
    // SHA-256 of the token, hex: the token itself is only in the link.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("alert_id", "text", (c) =>
      c.notNull().references("gold_price_alerts.id").onDelete("cascade"),
    )
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(sqlIn("purpose", ["confirm", "unsubscribe"])),
    )
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("gold_price_alert_tokens_alert")
    .on("gold_price_alert_tokens")
    .column("alert_id")
    .execute();
  // JSON of extra header lines; null for the mails that have none.
  await db.schema.alterTable("mail_queue").addColumn("headers", "text").execute();
}

const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("mail_queue").dropColumn("headers").execute();
  await db.schema.dropTable("gold_price_alert_tokens").execute();
  await db.schema.dropTable("gold_price_alerts").execute();
}
