import type { Database } from "#server/db/connection.ts";

/** A user's orders, newest first, with their item snapshots in their original order. */
export async function listOrdersOfUser(db: Database, userId: string) {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "total_cents", "status", "created_at", "delivery_method", "delivery_fee_cents"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return withItems(db, orders, "customer");
}

/**
 * The orders given, each with its item snapshots in their original order: one query for all
 * of them, however many orders there are. Lines are named as the customer saw them, or, for
 * the shop, by their English names.
 */
export async function withItems<O extends { id: string }>(
  db: Database,
  orders: O[],
  names: "customer" | "shop",
) {
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom("order_items")
    .select([
      "order_id",
      names === "shop" ? "english_name as name" : "name",
      "carat_hundredths",
      "metal",
      "ring_size",
      "unit_price_cents",
      "quantity",
    ])
    .where(
      "order_id",
      "in",
      orders.map((order) => order.id),
    )
    .orderBy("order_id")
    .orderBy("position")
    .execute();
  return orders.map((order) => ({
    ...order,
    items: items.filter((item) => item.order_id === order.id),
  }));
}
