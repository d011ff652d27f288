import { fail, ok, type Result } from "#common/result.ts";
import { mediaLimits } from "#common/media.ts";
import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { apiAdmin, apiAnswer, apiMessages, methodNotAllowed } from "#app/lib/api.server.ts";
import type { Route } from "./+types/media";

const MB = 1024 * 1024;
const messages: Record<string, string> = {
  ...apiMessages,
  "unsupported-media-type": "Send the picture as multipart/form-data, in a field named file.",
  invalid: "Send one picture, in a field named file.",
  empty: "The file is empty.",
  "payload-too-large": `The file is larger than ${mediaLimits.maxBytes / MB} MB.`,
  "not-an-image": "The file is not a JPEG, PNG or WebP picture.",
  "too-many-pixels": `The picture has more than ${mediaLimits.maxPixels / 1_000_000} million pixels.`,
  "more-than-a-picture": "The file holds more than a picture.",
  failed: "The picture could not be stored. Please try again.",
};
const message = (error: string) => messages[error] ?? error;

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
  if (!admin.ok) return apiAnswer(admin, { message });
  const upload = await readUpload(request);
  if (!upload.ok) return apiAnswer(upload, { message });
  const result = await orFailed(ctx, () => ctx.services.media.store(upload.bytes));
  return apiAnswer(result, { status: 201, message });
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
