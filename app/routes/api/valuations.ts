import { minutesToWait } from "#common/format.ts";
import { fail, ok, type Result } from "#common/result.ts";
import { requestContext } from "#server/http/request-context.ts";
import {
  apiAnswer,
  methodNotAllowed,
  englishText,
  readJson,
  type ApiMessages,
} from "#app/lib/api.server.ts";
import { orFailed, readFormWithFiles } from "#app/lib/action.server.ts";
import type { Route } from "./+types/valuations";

const notAllowed = () => methodNotAllowed("POST", "Use POST to send a valuation request.");

export function loader() {
  return notAllowed();
}

// The contact form's own words (docs/product.md §8), in English.
const messages = {
  "rate-limited": ({ retryAfterSeconds = 60 }) =>
    englishText("contact.rateLimited", { count: minutesToWait(retryAfterSeconds) }),
  failed: englishText("contact.failure"),
  "unsupported-media-type":
    "Send the request as application/json, or as multipart/form-data with photos.",
} satisfies ApiMessages;

/**
 * The request's fields and photos: a JSON body {name, email, phone?, message}, or a
 * multipart form with the same fields and up to five files named `photos`.
 */
async function readRequest(
  request: Request,
): Promise<
  Result<{ body: unknown; photos: Uint8Array[] }, "unsupported-media-type" | "invalid-json">
> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const read = await readJson(request);
    return read.ok ? ok({ body: read.body, photos: [] }) : read;
  }
  try {
    const { values, files } = await readFormWithFiles(request);
    return ok({ body: values, photos: files.photos ?? [] });
  } catch {
    // A body that does not parse as the multipart it announced.
    return fail("unsupported-media-type");
  }
}

/**
 * POST /api/valuations with a JSON body {name, email, phone?, message}, or the same fields as
 * multipart/form-data with up to five `photos` (JPEG, PNG or WebP, each at most 10 MB).
 * 201 {id} · 400 {error, fields} (a refused photo under `fields.photos`) · 415 · 429 {error}
 * with Retry-After · 500 {error}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const ctx = context.get(requestContext);
  const read = await readRequest(request);
  if (!read.ok) return apiAnswer(read, { messages });
  const result = await orFailed(ctx, () =>
    ctx.services.valuations.submit(read.body, read.photos, {
      clientAddress: ctx.clientAddress,
      locale: "en",
    }),
  );
  return apiAnswer(result, { status: 201, messages });
}
