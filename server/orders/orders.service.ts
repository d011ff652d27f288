import type { Logger } from "pino";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import type { DeliveryMethod, OrderStatus, RingMetal } from "#server/db/schema.ts";
import { orderReference } from "#server/lib/ids.ts";
import { listOrdersOfUser } from "./order.queries.ts";
import { structuredCommunication } from "./structured-communication.ts";

export interface OrderSummary {
  id: string;
  reference: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  deliveryMethod: DeliveryMethod;
  deliveryFeeCents: number;
  items: {
    name: string;
    caratHundredths: number | null;
    metal: RingMetal | null;
    unitPriceCents: number;
    quantity: number;
  }[];
}

/** The order history of one user: only orders whose user_id is theirs, ever. */
async function orderHistory(db: Database, userId: string): Promise<OrderSummary[]> {
  const orders = await listOrdersOfUser(db, userId);
  return orders.map((order) => ({
    id: order.id,
    reference: orderReference(order.id),
    createdAt: order.created_at,
    status: order.status,
    totalCents: order.total_cents,
    deliveryMethod: order.delivery_method,
    deliveryFeeCents: order.delivery_fee_cents,
    items: order.items.map((item) => ({
      name: item.name,
      caratHundredths: item.carat_hundredths,
      metal: item.metal,
      unitPriceCents: item.unit_price_cents,
      quantity: item.quantity,
    })),
  }));
}

export interface OrderDetail extends OrderSummary {
  /** How to pay by transfer: the shop's IBAN and the order's structured communication. */
  payment: { iban: string; communication: string };
}

export interface OrdersServiceDependencies {
  db: Database;
  /** The shop's account, which customers pay their orders into by transfer. */
  iban: string;
}

/** A customer's own orders: their history and each order's page. */
export function createOrdersService({ db, iban }: OrdersServiceDependencies) {
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
    /** One order by the reference its owner sees; another customer's is not found. */
    async ofOwner(userId: string, reference: string): Promise<OrderDetail | null> {
      const wanted = reference.toUpperCase();
      const orders = await orderHistory(db, userId);
      const order = orders.find((o) => o.reference === wanted);
      return order
        ? { ...order, payment: { iban, communication: structuredCommunication(order.id) } }
        : null;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
