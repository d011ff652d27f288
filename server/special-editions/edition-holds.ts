import type { Database } from "#server/db/connection.ts";
import { holdEditions } from "./edition-holds.queries.ts";

/**
 * Thrown inside an order's transaction when another order holds one of its special editions,
 * so the transaction rolls back whole (nothing of the order stays); the service answers
 * "piece-unavailable".
 */
export class PieceTaken extends Error {
  constructor() {
    super("a special edition of this order is held by another order");
    this.name = "PieceTaken";
  }
}

/** Lets the order hold every one of these special editions, or throws PieceTaken. */
export async function holdAllOrThrow(
  trx: Database,
  ids: readonly string[],
  orderId: string,
): Promise<void> {
  if ((await holdEditions(trx, ids, orderId)) !== ids.length) throw new PieceTaken();
}
