import { minutesToWait } from "#common/format.ts";
import { fail } from "#common/result.ts";
import { filesInMemory } from "#server/uploads/multipart-form.ts";
import { requestContext } from "#server/http/request-context.ts";
import { apiAnswer, methodNotAllowed, readJson, type ApiMessages } from "#app/lib/api.server.ts";
import { orFailed, readPhotoForm } from "#app/lib/action.server.ts";
import { serverI18n } from "#app/i18n/messages.server.ts";
import type { Route } from "./+types/valuations";

const notAllowed = () => methodNotAllowed("POST", "Use POST to send a valuation request.");

export function loader() {
  return notAllowed();
}

// The contact form's own words (docs/product.md §8), in English.
const { t: contactText } = serverI18n("en").translation("home");
const messages = {
  "rate-limited": ({ retryAfterSeconds = 60 }) =>
    contactText("contact.rateLimited", { count: minutesToWait(retryAfterSeconds) }),
  failed: contactText("contact.failure"),
  "unsupported-media-type":
    "Send the request as application/json, or as multipart/form-data with photos.",
} satisfies ApiMessages;

/**
 * POST /api/valuations with a JSON body {name, email, phone?, message}, or the same fields as
 * multipart/form-data followed by up to five `photos` (JPEG, PNG or WebP, each at most
 * 10 MB; fields after the first photo are not read). 201 {id} · 400 {error, fields} (a
 * refused photo under `fields.photos`) · 408 · 413 · 415 · 429 {error} with Retry-After ·
 * 500 {error} · 503 with Retry-After (the server is receiving as many uploads as it takes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const ctx = context.get(requestContext);
  const who = { clientAddress: ctx.clientAddress, locale: "en" };
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const read = await readJson(request);
    if (!read.ok) return apiAnswer(read, { messages });
    const result = await orFailed(ctx, () =>
      ctx.services.valuations.submit(read.body, filesInMemory(), who),
    );
    return apiAnswer(result, { status: 201, messages });
  }
  // A body that does not parse as the multipart it announced.
  const form = await readPhotoForm(request);
  if (!form) return apiAnswer(fail("unsupported-media-type"), { messages });
  try {
    const result = await orFailed(ctx, () =>
      ctx.services.valuations.submit(form.values, form.files, who),
    );
    return apiAnswer(result, { status: 201, messages });
  } finally {
    await form.dispose();
  }
}
