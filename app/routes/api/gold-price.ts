import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/gold-price";

/**
 * GET /api/gold-price: 200 { eurPerGram, source: "exchange-rate"|"spot"|"fallback",
 * fetchedAt }. Always a price: when no source answers plausibly, the product's fallback.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const price = await ctx.services.goldPrice.current();
  return Response.json(price, { headers: { "Cache-Control": "public, max-age=60" } });
}
