import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed } from "#app/lib/api.server.ts";
import type { Route } from "./+types/appointment-slots";

/**
 * GET /api/appointments/slots?from=YYYY-MM-DD&to=YYYY-MM-DD (to optional, at most 31 days):
 * 200 {from, to, minutes, slots: [{start, end, day, time, free}]}, the slots that can be booked
 * now, times in Brussels (day, time) and as UTC instants (start, end) · 400 {error, fields}.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return apiAnswer(await ctx.services.appointments.slots(url.searchParams));
}

export function action() {
  return methodNotAllowed("GET", "Use GET with ?from= (and ?to=) to read the free slots.");
}
