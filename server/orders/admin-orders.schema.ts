import { z } from "zod";
import {
  ADMIN_ORDER_SEARCH_MAX,
  ADMIN_ORDERS_PAGE_MAX,
  adminOrderStatusFilters,
} from "#common/admin-orders-query.ts";
import { pageNumber } from "#common/field-schemas.ts";
import { orderStatuses } from "#common/order-statuses.ts";

/**
 * The admin's order list (/admin/orders?q=&status=&page=): search in the customer's name or
 * e-mail, one status or all, and the page. An empty search box sends `q=`: no search.
 */
export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX, "tooLong").default(""),
  status: z.enum(adminOrderStatusFilters, "required").default("all"),
  page: pageNumber(ADMIN_ORDERS_PAGE_MAX).default(1),
});

export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** Every id is 20 URL-safe characters (server/lib/ids.ts); anything else names no order. */
const orderId = z.string("required").regex(/^[A-Za-z0-9_-]{20}$/, "required");

/** The status dropdown's form: which order, and one of the four statuses. */
export const orderStatusChangeSchema = z.object({
  orderId,
  status: z.enum(orderStatuses, "required"),
});

/** The delete confirmation's form. */
export const orderDeleteSchema = z.object({ orderId });
