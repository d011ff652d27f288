import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type { OrderStatus } from "#server/db/schema.ts";
import { containing } from "#server/db/text-match.ts";
import { withItems } from "./order.queries.ts";
import type { PageWindow } from "#server/lib/paging.ts";

export interface AdminOrderFilter {
  /** Lower-cased text the customer's name or e-mail must contain; "" is no search. */
  search: string;
  /** Null: every status. */
  status: OrderStatus | null;
}

/**
 * The orders that pass the filter, with their customer's account e-mail. Case is folded with
 * lower() on the column and in JavaScript on the term (toLowerCase), so "PEETERS" finds
 * "Peeters" on both databases (SQLite's LIKE ignores ASCII case, PostgreSQL's does not). Names
 * and addresses are mostly ASCII; an accented capital is folded by PostgreSQL's lower() but
 * not by SQLite's, a difference the catalogue's folded column avoids and orders accept rather
 * than store a copy of an e-mail that lives on the account.
 */
function filtered(db: Database, filter: AdminOrderFilter) {
  let rows = db.selectFrom("orders").innerJoin("users", "users.id", "orders.user_id");
  if (filter.status) rows = rows.where("orders.status", "=", filter.status);
  if (filter.search) {
    const term = containing(filter.search);
    rows = rows.where((eb) =>
      eb.or([
        eb(sql<string>`lower(orders.customer_name)`, "like", sql<string>`${term} escape '\\'`),
        eb(sql<string>`lower(users.email)`, "like", sql<string>`${term} escape '\\'`),
      ]),
    );
  }
  return rows;
}

/** One page of the filtered orders, newest first (ties by id, so pages never overlap). */
export async function listOrdersPage(db: Database, filter: AdminOrderFilter, page: PageWindow) {
  const orders = await filtered(db, filter)
    .select([
      "orders.id",
      "orders.created_at",
      "orders.status",
      "orders.total_cents",
      "orders.locale",
      "orders.customer_name",
      "orders.customer_phone",
      "orders.delivery_method",
      "orders.delivery_street",
      "orders.delivery_postal_code",
      "orders.delivery_city",
      "orders.delivery_country",
      "users.email",
    ])
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withItems(db, orders, "shop");
}

/** How many orders pass the filter, over all pages. */
export async function countOrders(db: Database, filter: AdminOrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a status mail needs of an order: its status now, who to write to and in which language. */
export function findOrderForStatus(db: Database, orderId: string) {
  return db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select(["orders.id", "orders.status", "orders.locale", "orders.customer_name", "users.email"])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
}

export async function updateOrderStatus(
  db: Database,
  orderId: string,
  status: OrderStatus,
  now: string,
) {
  await db
    .updateTable("orders")
    .set({ status, updated_at: now })
    .where("id", "=", orderId)
    .execute();
}

/** Deletes an order; its items go with it (on delete cascade). True when there was one. */
export async function deleteOrder(db: Database, orderId: string): Promise<boolean> {
  const result = await db.deleteFrom("orders").where("id", "=", orderId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * What the audit trail keeps of an order that is deleted: who ordered what, for how much,
 * delivered where, and how far it had come (prices in cents).
 */
export async function orderAuditFields(db: Database, orderId: string) {
  const order = await db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select([
      "orders.status",
      "orders.customer_name",
      "users.email",
      "orders.total_cents",
      "orders.delivery_method",
      "orders.delivery_city",
      "orders.created_at",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom("order_items")
    .select(["english_name", "quantity", "unit_price_cents"])
    .where("order_id", "=", orderId)
    .orderBy("english_name")
    .execute();
  return {
    status: order.status,
    customerName: order.customer_name,
    email: order.email,
    totalCents: order.total_cents,
    delivery: order.delivery_method,
    deliveryCity: order.delivery_city,
    orderedAt: order.created_at,
    items: items.map((item) => ({
      name: item.english_name,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
    })),
  };
}
