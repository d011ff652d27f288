import { orderStatuses } from "./order-statuses.ts";

/**
 * The admin's order list query as both sides read it: the server parses it
 * (server/orders/admin-orders.schema.ts), the tab's GET form offers exactly these choices.
 */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** Longer than any name or e-mail address a customer can give (field-limits.ts). */
export const ADMIN_ORDER_SEARCH_MAX = 254;
/** Far beyond any real order book, low enough that an offset never leaves safe integers. */
export const ADMIN_ORDERS_PAGE_MAX = 100_000;
/** "all" (the default) or one status. */
export const adminOrderStatusFilters = ["all", ...orderStatuses] as const;
export type AdminOrderStatusFilter = (typeof adminOrderStatusFilters)[number];
/** The query's parameters; others (utm_*) are no filter of ours. */
export const adminOrdersParameters = ["q", "status", "page"] as const;
