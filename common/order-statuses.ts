/**
 * An order's life in the shop: placed (pending), being made or prepared (processing), sent or
 * collected (shipped), or called off (cancelled). Shared with the browser: the admin's status
 * dropdown and filter offer exactly these; the database's check constraint allows only them.
 */
export const orderStatuses = ["pending", "processing", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
