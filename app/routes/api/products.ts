import { parameterFields } from "#server/catalogue/catalogue.schema.ts";
import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { apiAnswer, type ApiMessages } from "#app/lib/api.server.ts";
import type { Route } from "./+types/products";

// "Some query parameters are unknown or invalid." comes from common/failures.ts.
const messages = {
  failed: "The catalogue is not available right now. Please try again.",
} satisfies ApiMessages;

/**
 * GET /api/products?sale=1&special=1&q=…&sort=recent|oldest|price-asc|price-desc|name-asc|name-desc&page=N&lang=en|nl|fr
 * (the pieces' text in that language, English unless asked and where a field has none)
 * 200 {items, total, page, pageSize} · 400 {error, fields} naming each bad parameter · 500.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const result = await orFailed(ctx, () => ctx.services.catalogue.listForApi(params));
  // The same list for everyone: a signed-out visitor's answer is kept (decision 8).
  ctx.sharing.allowed = result.ok;
  return apiAnswer(result, {
    messages,
    fields: !result.ok && "parameterErrors" in result ? parameterFields(result) : undefined,
  });
}
