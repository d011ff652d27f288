import { minutesToWait } from "#common/format.ts";
import { requestContext } from "#server/http/request-context.ts";
import {
  apiAnswer,
  apiMessages,
  methodNotAllowed,
  englishText,
  readJson,
} from "#app/lib/api.server.ts";
import { orFailed } from "#app/lib/action.server.ts";
import type { Route } from "./+types/valuations";

const notAllowed = () => methodNotAllowed("POST", "Use POST to send a valuation request.");

export function loader() {
  return notAllowed();
}

function message(error: string, retryAfterSeconds = 60): string {
  if (error === "rate-limited") {
    return englishText("contact.rateLimited", { count: minutesToWait(retryAfterSeconds) });
  }
  if (error === "failed") return englishText("contact.failure");
  return error in apiMessages
    ? apiMessages[error as keyof typeof apiMessages]
    : "The request could not be handled.";
}

/**
 * POST /api/valuations with a JSON body {name, email, phone?, message}.
 * 201 {id} · 400 {error, fields} · 415 · 429 {error} with Retry-After · 500 {error}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const ctx = context.get(requestContext);
  const read = await readJson(request);
  if (!read.ok) return apiAnswer(read, { message });
  const result = await orFailed(ctx, () =>
    ctx.services.valuations.submit(read.body, { clientAddress: ctx.clientAddress, locale: "en" }),
  );
  return apiAnswer(result, { status: 201, message });
}
