import { data } from "react-router";
import type { Failure, FormAnswer, Result } from "#common/result.ts";
import type { RequestContext } from "#server/http/request-context.ts";
import { failureStatus, type FailureCode } from "#common/failures.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { mediaLimits } from "#common/media.ts";
import { readMultipartForm, type MultipartForm } from "#server/uploads/multipart-form.ts";

/**
 * The one way a page action reads and answers a form. `readForm` gives the text fields;
 * services parse them with their zod schema; `formAnswer` turns the service's Result into
 * the action's answer with the status that fits (400, 401, 409, 429 …), keeping what the
 * visitor typed (minus passwords) so the form shows it again, also without JavaScript.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * The contact form's text fields, with its photos still on the wire: the valuation service
 * reads them only once the fields and the client's rate limit pass, to temporary files
 * (server/uploads/multipart-form.ts). Null when the body is not a form. The caller disposes
 * the form once answered, which removes those files.
 */
export function readPhotoForm(request: Request): Promise<MultipartForm | null> {
  return readMultipartForm(request, {
    fileField: "photos",
    maxFiles: fieldLimits.photos.max,
    maxFileBytes: mediaLimits.maxBytes,
  });
}

export function formAnswer<T extends object, E extends FailureCode>(
  result: Result<T, E>,
  values: Record<string, string>,
  init: { headers?: HeadersInit } = {},
) {
  if (result.ok) return data<FormAnswer<T, E>>(result, init);
  const headers = new Headers(init.headers);
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => !key.toLowerCase().includes("password")),
  );
  return data<FormAnswer<T, E>>(
    { ...result, values: kept },
    { status: failureStatus(result.error), headers },
  );
}

/**
 * Runs a service call whose failure to reach the database must not become an error page (the
 * contact form says "Failed to send…" instead): the error is logged with the request id.
 */
export async function orFailed<R extends Result>(
  ctx: RequestContext,
  work: () => Promise<R>,
): Promise<R | Failure<"failed">> {
  try {
    return await work();
  } catch (err) {
    ctx.log.error({ err }, "a service call failed");
    const failed: Failure<"failed"> = { ok: false, error: "failed" };
    return failed;
  }
}
