import { appContext } from "#server/app-context.ts";
import {
  retryAfterMinutes,
  submitValuationFromRequest,
} from "#server/valuations/valuation.http.ts";
import { serverI18n } from "../../i18n/catalogs.server.ts";
import type { Route } from "./+types/valuations";

// The API speaks English; pages speak the visitor's language.
const { t } = serverI18n("en");

const json = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers });

export function loader() {
  return json({ error: "Use POST to send a valuation request." }, 405, { Allow: "POST" });
}

/**
 * POST /api/valuations with a JSON body {name, email, phone?, message}.
 * 201 {id} · 400 {error, fields} · 415 · 429 {error} with Retry-After · 500 {error}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return json({ error: "Use POST to send a valuation request." }, 405, { Allow: "POST" });
  }
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return json({ error: "Send the request as application/json." }, 415);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: "The request body is not valid JSON." }, 400);
  }
  const result = await submitValuationFromRequest(context.get(appContext), body, "en");
  if (result.ok) return json({ id: result.id }, 201);
  switch (result.reason) {
    case "invalid": {
      const fields = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([field, code]) => [field, t(`validation.${code}`)]),
      );
      return json({ error: "Some fields are missing or invalid.", fields }, 400);
    }
    case "rate-limited":
      return json(
        {
          error: t("contact.rateLimited", { count: retryAfterMinutes(result.retryAfterSeconds) }),
        },
        429,
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "failed":
      return json({ error: t("contact.failure") }, 500);
  }
}
