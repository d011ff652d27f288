import { requestContext } from "#server/http/request-context.ts";
import { methodNotAllowed } from "#app/lib/api.server.ts";
import type { Route } from "./+types/gold-price-board";

/**
 * GET /api/gold-price/board: 200 { metals: [{ metal, eurPerGram, source, fetchedAt,
 * marginPercent, rows: [{ karat, fineness, centsPerGram }] }] }: what the shop pays per gram
 * of each karat of gold, and of silver and platinum when their sources are configured.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const board = await ctx.services.goldPrice.board();
  return Response.json(board, { headers: { "Cache-Control": "public, max-age=60" } });
}

export function action() {
  return methodNotAllowed("GET", "Use GET to read the price board.");
}
