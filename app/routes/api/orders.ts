import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, apiMessages, methodNotAllowed, readJson } from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { fail } from "#common/result.ts";
import type { Route } from "./+types/orders";

export function loader() {
  return methodNotAllowed("POST", "Use POST to place an order; your orders are at /orders.");
}

// docs/product.md §8 keeps the wording of the unavailable message.
const messages: Record<string, string> = {
  ...apiMessages,
  "not-signed-in": "Please log in to place an order.",
  unavailable: "Order system is not available. Please contact support.",
  "empty-cart": "The cart is empty.",
  "lines-refused":
    "Some pieces in the cart can no longer be ordered as they are. Please check your cart.",
};

/**
 * POST /api/orders with {idempotencyKey, lines, name, phone, delivery: "pickup"|"delivery",
 * street?, postalCode?, city?, country?, locale?}: 201 {id, reference, subtotalCents,
 * deliveryFeeCents, totalCents, payment} · 400 · 401 signed out · 503 orders off or the
 * database unreachable. The same key again answers the same order (201).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const ctx = context.get(requestContext);
  const message = (error: string) => messages[error] ?? error;
  const user = await ctx.session();
  if (!user) return apiAnswer(fail("not-signed-in"), { message });
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read, { message });
  const result = await orFailed(ctx, () => ctx.services.checkout.place(user, read.body));
  // A database that does not answer is the order system being unavailable to the customer.
  const answer = !result.ok && result.error === "failed" ? fail("unavailable") : result;
  return apiAnswer(answer, { status: 201, message });
}
