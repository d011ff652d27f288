import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed, readJson, type ApiMessages } from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import type { Route } from "./+types/cart-quote";

const notAllowed = () => methodNotAllowed("POST", "Use POST with the cart's lines to price them.");

export function loader() {
  return notAllowed();
}

const messages = {
  invalid: "Send {lines: [...]}, each line with id, carat, metal, ringSize and quantity (1–10).",
  failed: "The cart could not be priced. Please try again.",
} satisfies ApiMessages;

/**
 * POST /api/cart/quote with {lines: [{id, carat, metal, ringSize, quantity,
 * seenUnitPriceCents?}]}: 200 {lines, totalCents}, each line priced from the database
 * (status "ok") or "unavailable" with a reason · 400 · 405 · 415 · 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const ctx = context.get(requestContext);
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read, { messages });
  const result = await orFailed(ctx, () => ctx.services.cart.quote(read.body));
  return apiAnswer(result, { messages });
}
