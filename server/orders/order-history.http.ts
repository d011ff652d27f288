import type { AppContext } from "../app-context.ts";
import { orderHistory, type OrderSummary } from "./order-history.service.ts";

/**
 * The order history for a page: on a database failure the page still renders, says the
 * orders could not be loaded and gives the request id to quote; the details go to the log.
 */
export async function orderHistoryForPage(
  ctx: AppContext,
  userId: string,
): Promise<{ orders: OrderSummary[] | null; failureReference: string }> {
  try {
    return { orders: await orderHistory(ctx.db, userId), failureReference: ctx.requestId };
  } catch (error) {
    ctx.log.error({ err: error, userId }, "loading the order history failed");
    return { orders: null, failureReference: ctx.requestId };
  }
}
