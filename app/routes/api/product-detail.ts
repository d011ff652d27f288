import { parameterFields } from "#server/catalogue/catalogue.schema.ts";
import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { apiAnswer, type ApiMessages } from "#app/lib/api.server.ts";
import type { Route } from "./+types/product-detail";

const messages = {
  "not-found": "There is no product or special edition with this id.",
  failed: "The catalogue is not available right now. Please try again.",
} satisfies ApiMessages;

/**
 * GET /api/products/:id, where :id is an item's slug or bare id: the product or special
 * edition with its carats, its metal siblings and its images, its text in `lang` (en, nl or fr;
 * English unless asked, English where a field has no translation) · 400 {error, fields} for
 * another lang · 404 {error} · 500 {error}.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await orFailed(ctx, () =>
    ctx.services.catalogue.getForApi(params.id, new URL(request.url).searchParams),
  );
  // The same piece for everyone: a signed-out visitor's answer is kept (decision 8).
  ctx.sharing.allowed = result.ok;
  return apiAnswer(result, {
    messages,
    fields: !result.ok && "parameterErrors" in result ? parameterFields(result) : undefined,
  });
}
