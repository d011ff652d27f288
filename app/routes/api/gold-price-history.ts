import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed } from "#app/lib/api.server.ts";
import type { Route } from "./+types/gold-price-history";

const usage = "Use ?days= with a whole number of days from 1 to 3660, nothing else.";

/**
 * GET /api/gold-price/history?days=N: 200 { metal: "gold", closes: [{ date, eurPerGram }] },
 * the daily closes of the last N days ending today in Brussels, oldest first · 400 {error, fields}.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await ctx.services.goldPriceHistory.closes(url.searchParams);
  return apiAnswer(result, {
    messages: { invalid: usage },
    fields: result.ok ? undefined : { days: usage },
  });
}

export function action() {
  return methodNotAllowed("GET", "Use GET with ?days= to read the daily closes.");
}
