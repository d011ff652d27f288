import { minutesToWait } from "#common/format.ts";
import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed, readJson, type ApiMessages } from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import type { Route } from "./+types/appointments";

const notAllowed = () =>
  methodNotAllowed(
    "POST",
    "Use POST to book an appointment; free slots: GET /api/appointments/slots.",
  );

export function loader() {
  return notAllowed();
}

const messages = {
  "rate-limited": ({ retryAfterSeconds = 60 }) =>
    `Too many bookings from this address. Please try again in ${String(minutesToWait(retryAfterSeconds))} minutes.`,
} satisfies ApiMessages;

/**
 * POST /api/appointments with {topic, start, name, email, phone, note?, locale?}: 201 {id,
 * start, end, token} (the token cancels or moves it: /api/appointments/cancel, /move) · 400
 * {error, fields} · 409 the slot is no longer free · 429 with Retry-After.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const ctx = context.get(requestContext);
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read, { messages });
  const user = await ctx.session();
  const result = await orFailed(ctx, () =>
    ctx.services.appointments.book(read.body, {
      clientAddress: ctx.clientAddress,
      locale: "en",
      userId: user?.id ?? null,
    }),
  );
  return apiAnswer(result, { status: 201, messages });
}
