import type { OrderStatus } from "./order-statuses.ts";

/**
 * Whether a piece can be bought. A ring is made to order and always "available"; a special
 * edition is one piece, held by at most one order (migration 0008): "reserved" while that
 * order is pending (placed, not yet paid), "sold" once the shop works on it (processing) or
 * has sent it (shipped). Cancelling the order, or deleting it, makes the piece available again.
 */
export const pieceAvailabilities = ["available", "reserved", "sold"] as const;
export type PieceAvailability = (typeof pieceAvailabilities)[number];

/** What the status of the order holding a special edition (null: none holds it) makes of it. */
export function availabilityUnder(status: OrderStatus | null): PieceAvailability {
  switch (status) {
    case "pending":
      return "reserved";
    case "processing":
    case "shipped":
      return "sold";
    case "cancelled":
    case null:
      return "available";
  }
}
