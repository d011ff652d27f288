import { fail, type Result } from "#common/result.ts";
import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed, readJson } from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import type { Route } from "./+types/appointment-change";

const verbs = ["view", "cancel", "move"] as const;
const isVerb = (verb: string): verb is (typeof verbs)[number] =>
  (verbs as readonly string[]).includes(verb);

const notAllowed = () =>
  methodNotAllowed("POST", "Use POST with {token} (and {start} to move) in a JSON body.");

export function loader() {
  return notAllowed();
}

/**
 * What an appointment's link does, the token in the body (never in the address, which logs
 * keep): POST /api/appointments/view {token} → 200 {id, topic, start, end, status, locale};
 * /cancel {token} → 200 {id}; /move {token, start} → 200 {id, start, end}. 400 · 404 no
 * appointment has this token · 409 the slot is not free, or the appointment is over.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  if (!isVerb(params.verb)) return apiAnswer(fail("not-found"));
  const ctx = context.get(requestContext);
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read);
  const service = ctx.services.appointments;
  const body = read.body;
  const run: Record<(typeof verbs)[number], () => Promise<Result>> = {
    view: () => service.view(body),
    cancel: () => service.cancel(body),
    move: () => service.move(body),
  };
  return apiAnswer(await orFailed(ctx, run[params.verb]));
}
