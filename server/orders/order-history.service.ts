import type { Database } from "../db/connection.ts";
import type { OrderStatus, RingMetal } from "../db/schema.ts";
import { orderReference } from "../lib/ids.ts";
import { listOrdersOfUser } from "./order.queries.ts";

export interface OrderSummary {
  id: string;
  reference: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  items: {
    name: string;
    caratHundredths: number | null;
    metal: RingMetal | null;
    unitPriceCents: number;
    quantity: number;
  }[];
}

/** The order history of one user: only orders whose user_id is theirs, ever. */
export async function orderHistory(db: Database, userId: string): Promise<OrderSummary[]> {
  const orders = await listOrdersOfUser(db, userId);
  return orders.map((order) => ({
    id: order.id,
    reference: orderReference(order.id),
    createdAt: order.created_at,
    status: order.status,
    totalCents: order.total_cents,
    items: order.items.map((item) => ({
      name: item.name,
      caratHundredths: item.carat_hundredths,
      metal: item.metal,
      unitPriceCents: item.unit_price_cents,
      quantity: item.quantity,
    })),
  }));
}
