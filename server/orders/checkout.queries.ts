import type { Insertable } from "kysely";
import type { PricedLine } from "#server/cart/cart-pricing.ts";
import type { Database } from "#server/db/connection.ts";
import type { OrdersTable } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";

const placedColumns = ["id", "subtotal_cents", "delivery_fee_cents", "total_cents"] as const;

/** The order a customer placed with this idempotency key, if any. */
export function findOrderByKey(db: Database, userId: string, key: string) {
  return db
    .selectFrom("orders")
    .select(placedColumns)
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

type OkLine = Extract<PricedLine, { status: "ok" }>;

/** The order and its items as snapshots: name, carat, metal, size and price as sold. */
export async function insertOrder(db: Database, order: Insertable<OrdersTable>, lines: OkLine[]) {
  await db.insertInto("orders").values(order).execute();
  await db
    .insertInto("order_items")
    .values(
      lines.map((line, position) => ({
        id: newId(),
        order_id: order.id,
        product_id: line.metal === null ? null : line.id,
        special_edition_id: line.metal === null ? line.id : null,
        name: line.name,
        english_name: line.englishName,
        carat_hundredths: line.carat,
        metal: line.metal,
        ring_size: line.ringSize === null ? null : String(line.ringSize),
        unit_price_cents: line.unitPriceCents,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
  return {
    id: order.id,
    subtotal_cents: order.subtotal_cents ?? 0,
    delivery_fee_cents: order.delivery_fee_cents ?? 0,
    total_cents: order.total_cents,
  };
}
