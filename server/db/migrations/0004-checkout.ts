import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * What checkout stores with an order beside its total: who to call and how it reaches them
 * (pickup in Antwerp, or insured delivery to an address), the subtotal and the delivery fee it
 * was charged, the language of its mails, and the key that makes placing it idempotent: the
 * same key from the same customer is the same order, never a second one (unique index).
 * Each item keeps the ring size chosen ("unknown": measured at pickup).
 */
export async function up(db: AnyDb): Promise<void> {
  const columns: [string, "text" | "integer", boolean][] = [
    ["idempotency_key", "text", false],
    ["customer_name", "text", true],
    ["customer_phone", "text", true],
    ["delivery_method", "text", true],
    ["delivery_street", "text", false],
    ["delivery_postal_code", "text", false],
    ["delivery_city", "text", false],
    ["delivery_country", "text", false],
    ["subtotal_cents", "integer", true],
    ["delivery_fee_cents", "integer", true],
    ["locale", "text", true],
  ];
  for (const [name, type, required] of columns) {
    await db.schema
      .alterTable("orders")
      .addColumn(name, type, (c) =>
        // Orders placed before checkout existed (demo data) read as picked up, in English.
        required ? c.notNull().defaultTo(type === "integer" ? 0 : (defaults[name] ?? "")) : c,
      )
      .execute();
  }
  await db.schema
    .createIndex("orders_user_idempotency")
    .on("orders")
    .columns(["user_id", "idempotency_key"])
    .unique()
    .execute();
  await db.schema.alterTable("order_items").addColumn("ring_size", "text").execute();
}

const defaults: Record<string, string> = { delivery_method: "pickup", locale: "en" };

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("orders_user_idempotency").execute();
  await db.schema.alterTable("order_items").dropColumn("ring_size").execute();
  for (const name of [
    "idempotency_key",
    "customer_name",
    "customer_phone",
    "delivery_method",
    "delivery_street",
    "delivery_postal_code",
    "delivery_city",
    "delivery_country",
    "subtotal_cents",
    "delivery_fee_cents",
    "locale",
  ]) {
    await db.schema.alterTable("orders").dropColumn(name).execute();
  }
}
