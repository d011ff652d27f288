import type { Logger } from "pino";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import type { OrderStatus, RingMetal } from "#server/db/schema.ts";
import { orderReference } from "#server/lib/ids.ts";
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

export function createOrderService(db: Database) {
  return {
    /**
     * A customer's history for a page: when the database fails the page still renders and
     * says so (with the request id to quote); the details go to the request's log.
     */
    async historyOf(
      userId: string,
      log: Logger,
    ): Promise<Result<{ orders: OrderSummary[] }, "unavailable">> {
      try {
        return ok({ orders: await orderHistory(db, userId) });
      } catch (error) {
        log.error({ err: error, userId }, "loading the order history failed");
        return fail("unavailable");
      }
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
