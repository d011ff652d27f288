import { catalogueMessage } from "#server/catalogue/catalogue.schema.ts";
import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { apiAnswer } from "#app/lib/api.server.ts";
import type { Route } from "./+types/product-detail";

/**
 * GET /api/products/:id, where :id is an item's slug or bare id: the product or special
 * edition with its carats, its metal siblings and its images · 404 {error} · 500 {error}.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await orFailed(ctx, () => ctx.services.catalogue.get(params.id));
  // The same piece for everyone: a signed-out visitor's answer is kept (decision 8).
  ctx.sharing.allowed = result.ok;
  return apiAnswer(result, { message: catalogueMessage });
}
