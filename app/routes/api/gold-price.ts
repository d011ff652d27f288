import { goldPriceTexts, type ShownGoldPrice } from "#common/gold-price.ts";
import { parameterFields, parseApiLanguage } from "#server/catalogue/catalogue.schema.ts";
import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer } from "#app/lib/api.server.ts";
import type { Route } from "./+types/gold-price";

/**
 * GET /api/gold-price?lang=en|nl|fr: 200 { eurPerGram, source: "exchange-rate"|"spot"|"fallback",
 * fetchedAt, texts: { lang, perGram, fetchedAt } }, the price and its time as the site writes
 * them in `lang` (English unless asked) · 400 {error, fields} for another lang. Always a price:
 * when no source answers plausibly, the product's fallback.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const language = parseApiLanguage(url.searchParams);
  if (!language.ok) return apiAnswer(language, { fields: parameterFields(language) });
  const price = await ctx.services.goldPrice.current();
  const shown: ShownGoldPrice = { ...price, texts: goldPriceTexts(price, language.lang) };
  return Response.json(shown, { headers: { "Cache-Control": "public, max-age=60" } });
}
