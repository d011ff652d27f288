import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersParameters,
  type AdminOrderStatusFilter,
} from "#common/admin-orders-query.ts";
import { parseInput } from "#common/field-schemas.ts";
import { isLocale, localizedHref, type Locale } from "#common/locales.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import type { DeliveryMethod, OrderStatus, RingMetal } from "#server/db/schema.ts";
import { orderReference } from "#server/lib/ids.ts";
import { queryValues } from "#server/lib/query-values.ts";
import {
  editionsOfOrder,
  releaseEditions,
} from "#server/special-editions/edition-holds.queries.ts";
import { holdAllOrThrow, PieceTaken } from "#server/special-editions/edition-holds.ts";
import type { MailedStatusChange } from "#server/mail/order-mails.ts";
import {
  countOrders,
  deleteOrder,
  findOrderForStatus,
  listOrdersPage,
  orderAuditFields,
  updateOrderStatus,
} from "./admin-orders.queries.ts";
import {
  adminOrdersQuerySchema,
  orderDeleteSchema,
  orderStatusChangeSchema,
} from "./admin-orders.schema.ts";
import { queueStatusMail } from "./order-notifications.ts";
import { pageCount, pageWindow } from "#server/lib/paging.ts";

/** An order as the admin's list shows it, with what its View dialog shows. */
export interface AdminOrder {
  id: string;
  reference: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  customer: { name: string; email: string; phone: string };
  delivery: {
    method: DeliveryMethod;
    /** Null for pickup. */
    street: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
  };
  items: {
    name: string;
    caratHundredths: number | null;
    metal: RingMetal | null;
    /** EU size as text, "unknown" (measured at pickup), or null for a special edition. */
    ringSize: string | null;
    unitPriceCents: number;
    quantity: number;
  }[];
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  total: number;
  page: number;
  pages: number;
  /** The query as read, for the form to show: search text and status filter. */
  q: string;
  status: AdminOrderStatusFilter;
}

export interface AdminOrdersServiceDependencies {
  db: Database;
  /** The shop's public origin, for the link to the order in a status mail. */
  publicUrl: string;
  /**
   * Told once a new status's mail to the customer (queued in its transaction,
   * order-notifications.ts) is committed: the mail sender sends it at once.
   */
  mailsQueued?: () => void;
  /** Told after a change to an order holding special editions: kept pages show them. */
  changed?: () => void;
}

type ListedRow = Awaited<ReturnType<typeof listOrdersPage>>[number];

/** What the customer's mail of a new status says: the order, its status, a link to it. */
function statusChange(
  order: NonNullable<Awaited<ReturnType<typeof findOrderForStatus>>>,
  status: OrderStatus,
  locale: Locale,
  publicUrl: string,
): MailedStatusChange {
  const reference = orderReference(order.id);
  return {
    reference,
    status,
    customer: { name: order.customer_name, email: order.email },
    link: `${publicUrl}${localizedHref(locale, `/orders/${reference}`)}`,
  };
}

function toAdminOrder(row: ListedRow): AdminOrder {
  return {
    id: row.id,
    reference: orderReference(row.id),
    createdAt: row.created_at,
    status: row.status,
    totalCents: row.total_cents,
    customer: { name: row.customer_name, email: row.email, phone: row.customer_phone },
    delivery: {
      method: row.delivery_method,
      street: row.delivery_street,
      postalCode: row.delivery_postal_code,
      city: row.delivery_city,
      country: row.delivery_country,
    },
    items: row.items.map((item) => ({
      name: item.name,
      caratHundredths: item.carat_hundredths,
      metal: item.metal,
      ringSize: item.ring_size,
      unitPriceCents: item.unit_price_cents,
      quantity: item.quantity,
    })),
  };
}

/**
 * The admin panel's orders: one page of them searched and filtered on the server, a status
 * changed (and the customer told in their language), an order deleted. Only admins reach it:
 * the admin layout's guard (app/lib/guards.server.ts) runs before the tab's loader and action.
 */
export function createAdminOrdersService({
  db,
  publicUrl,
  mailsQueued,
  changed: piecesChanged,
}: AdminOrdersServiceDependencies) {
  return {
    async list(params: URLSearchParams): Promise<Result<AdminOrderPage, "invalid">> {
      const parsed = parseInput(adminOrdersQuerySchema, queryValues(params, adminOrdersParameters));
      if (!parsed.ok) return parsed;
      const { q, status, page } = parsed.data;
      const filter = { search: q.toLowerCase(), status: status === "all" ? null : status };
      const window = pageWindow(page, ADMIN_ORDERS_PAGE_SIZE);
      const [rows, total] = await Promise.all([
        listOrdersPage(db, filter, window),
        countOrders(db, filter),
      ]);
      return ok({
        orders: rows.map(toAdminOrder),
        total,
        page,
        pages: pageCount(total, ADMIN_ORDERS_PAGE_SIZE),
        q,
        status,
      });
    },

    /**
     * Sets an order's status. A new status queues the customer's mail in the order's language
     * in the same transaction (sent once it commits; a mail never holds the row); the same
     * status again changes nothing and sends nothing.
     *
     * The order's special editions follow it (common/piece-availability.ts): cancelling frees
     * them; reopening a cancelled order holds them again, or is refused with
     * "piece-unavailable" when another order took one in the meantime (nothing changes).
     */
    async changeStatus(
      input: unknown,
      actor: AuditActor,
    ): Promise<
      Result<
        { orderId: string; status: OrderStatus },
        "invalid" | "not-found" | "piece-unavailable"
      >
    > {
      const parsed = parseInput(orderStatusChangeSchema, input);
      if (!parsed.ok) return parsed;
      const { orderId, status } = parsed.data;
      const changed = await db
        .transaction()
        .execute(async (trx) => {
          const order = await findOrderForStatus(trx, orderId);
          if (!order) return null;
          if (order.status === status) return { order, changed: false, pieces: false };
          // Queued first: a refusal below (PieceTaken) rolls the mail back with the rest.
          const locale = isLocale(order.locale) ? order.locale : "en";
          await queueStatusMail(trx, statusChange(order, status, locale, publicUrl), locale);
          const editions = await editionsOfOrder(trx, orderId);
          if (status === "cancelled") await releaseEditions(trx, orderId);
          else if (order.status === "cancelled") await holdAllOrThrow(trx, editions, orderId);
          await updateOrderStatus(trx, orderId, status, new Date().toISOString());
          await recordAudit(trx, actor, {
            entity: "order",
            entityId: orderId,
            action: "status",
            before: { status: order.status },
            after: { status },
          });
          return { order, changed: true, pieces: editions.length > 0 };
        })
        .catch((error: unknown) => {
          if (error instanceof PieceTaken) return "taken" as const;
          throw error;
        });
      if (changed === "taken") return fail("piece-unavailable");
      if (!changed) return fail("not-found");
      // Reserved becomes sold, or the piece is for sale again: kept pages show the old state.
      if (changed.pieces) piecesChanged?.();
      if (changed.changed) mailsQueued?.();
      return ok({ orderId, status });
    },

    /**
     * Deletes an order and its lines for good; a special edition it held is for sale again
     * (on delete set null, migration 0008), as after cancelling it.
     */
    async remove(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ orderId: string }, "invalid" | "not-found">> {
      const parsed = parseInput(orderDeleteSchema, input);
      if (!parsed.ok) return parsed;
      const { orderId } = parsed.data;
      const held = await db.transaction().execute(async (trx) => {
        const before = await orderAuditFields(trx, orderId);
        const editions = await editionsOfOrder(trx, orderId);
        if (!before || !(await deleteOrder(trx, orderId))) return null;
        await recordAudit(trx, actor, {
          entity: "order",
          entityId: orderId,
          action: "delete",
          before,
          after: null,
        });
        return editions;
      });
      if (held === null) return fail("not-found");
      if (held.length > 0) piecesChanged?.();
      return ok({ orderId });
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/** What an order's status select gets back from the orders tab's action. */
export type OrderStatusAnswer = AnswerTo<AdminOrdersService["changeStatus"]>;
