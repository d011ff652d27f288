import { fail, ok, type Result } from "#common/result.ts";
import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { apiAdmin, apiAnswer, methodNotAllowed, type ApiMessages } from "#app/lib/api.server.ts";
import type { Route } from "./+types/media";

// The media service's refusals (empty, not-an-image, …) have their English in common/failures.ts.
const messages = {
  "unsupported-media-type": "Send the picture as multipart/form-data, in a field named file.",
  invalid: "Send one picture, in a field named file.",
  failed: "The picture could not be stored. Please try again.",
} satisfies ApiMessages;

export function loader() {
  return methodNotAllowed("POST", "Use POST with one picture in a multipart field named file.");
}

/**
 * POST /api/media (admins), multipart/form-data with one picture as `file`: 201 {url, width,
 * height}, the picture proven and re-encoded by the media service · 400 · 401 · 403 · 413 ·
 * 415 not a JPEG, PNG or WebP · 422 a decompression bomb or a file with more than a picture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const ctx = context.get(requestContext);
  const admin = await apiAdmin(ctx);
  if (!admin.ok) return apiAnswer(admin, { messages });
  const upload = await readUpload(request);
  if (!upload.ok) return apiAnswer(upload, { messages });
  const result = await orFailed(ctx, () => ctx.services.media.store(upload.bytes));
  return apiAnswer(result, { status: 201, messages });
}

async function readUpload(
  request: Request,
): Promise<Result<{ bytes: Uint8Array }, "unsupported-media-type" | "invalid">> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    return fail("unsupported-media-type");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("unsupported-media-type");
  }
  const files = form.getAll("file");
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File)) return fail("invalid");
  return ok({ bytes: new Uint8Array(await file.arrayBuffer()) });
}
