import type { Database } from "#server/db/connection.ts";
import type { OrderStatus } from "#server/db/schema.ts";

/**
 * Lets `orderId` hold each of these special editions that no order holds yet, in one
 * conditional update: on PostgreSQL a second transaction updating the same row waits for the
 * first and then finds it held; SQLite runs one write transaction at a time. Answers how many
 * it took; fewer than asked means another order holds one.
 */
export async function holdEditions(
  db: Database,
  ids: readonly string[],
  orderId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("special_editions")
    .set({ order_id: orderId })
    .where("id", "in", ids)
    .where("order_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Frees every special edition the order holds; answers how many. */
export async function releaseEditions(db: Database, orderId: string): Promise<number> {
  const result = await db
    .updateTable("special_editions")
    .set({ order_id: null })
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The special editions an order's lines name (those still in the catalogue), each once. */
export async function editionsOfOrder(db: Database, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("special_editions", "special_editions.id", "order_items.special_edition_id")
    .select("special_editions.id")
    .distinct()
    .where("order_items.order_id", "=", orderId)
    .execute();
  return rows.map((row) => row.id);
}

/** The status of the order holding each of these special editions (null: none holds it). */
export async function holderStatuses(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, OrderStatus | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("special_editions")
    .leftJoin("orders", "orders.id", "special_editions.order_id")
    .select(["special_editions.id", "orders.status"])
    .where("special_editions.id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}
