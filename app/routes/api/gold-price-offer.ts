import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer } from "#app/lib/api.server.ts";
import type { Route } from "./+types/gold-price-offer";

const usage =
  "Use ?grams= (0.1 to 5000, two decimals at most) and ?karat= (9, 14, 18, 21, 22 or 24), nothing else.";

/**
 * GET /api/gold-price/offer?grams=&karat=: 200 { offerCents, grams, karat, marginPercent,
 * eurPerGram, priceFetchedAt }, an indicative offer at the current price · 400 {error, fields}.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await ctx.services.goldPrice.offer(url.searchParams);
  return apiAnswer(result, {
    messages: { invalid: usage },
    fields: result.ok
      ? undefined
      : Object.fromEntries(Object.keys(result.fieldErrors ?? {}).map((name) => [name, usage])),
  });
}
