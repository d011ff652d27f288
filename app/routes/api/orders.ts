import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed, readJson, type ApiMessages } from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { fail } from "#common/result.ts";
import type { Route } from "./+types/orders";

export function loader() {
  return methodNotAllowed("POST", "Use POST to place an order; your orders are at /orders.");
}

// docs/product.md §8 keeps the wording of the unavailable message.
const messages = {
  "not-signed-in": "Please log in to place an order.",
  unavailable: "Order system is not available. Please contact support.",
} satisfies ApiMessages;

/**
 * POST /api/orders with {idempotencyKey, lines, name, phone, delivery: "pickup"|"delivery",
 * street?, postalCode?, city?, country?, locale?}: 201 {id, reference, subtotalCents,
 * deliveryFeeCents, totalCents, payment} · 400 · 401 signed out · 403 "email-unconfirmed" (the
 * account has not confirmed its e-mail address) · 429 too many new orders (Retry-After) · 503
 * orders off or the database unreachable. The same key again answers the same order (201).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const ctx = context.get(requestContext);
  const user = await ctx.session();
  if (!user) return apiAnswer(fail("not-signed-in"), { messages });
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read, { messages });
  const result = await orFailed(ctx, () =>
    ctx.services.checkout.place(user, read.body, { clientAddress: ctx.clientAddress }),
  );
  // A database that does not answer is the order system being unavailable to the customer.
  const answer = !result.ok && result.error === "failed" ? fail("unavailable") : result;
  return apiAnswer(answer, { status: 201, messages });
}
