import { data } from "react-router";
import { fail, type Failure, type FormAnswer, type Result } from "#common/result.ts";
import type { RequestContext } from "#server/http/request-context.ts";
import { failureStatus, type FailureCode } from "#common/failures.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { mediaLimits } from "#common/media.ts";
import { apiFailureTexts } from "./api-failure-texts.server.ts";
import { readMultipartForm, type MultipartForm } from "#server/uploads/multipart-form.ts";

/**
 * The one way a page action reads and answers a form. `readForm` gives the text fields (a
 * body that is not a form is refused with 415 "not-a-form" before anything runs); services
 * parse them with their zod schema; `formAnswer` turns the service's Result into the action's
 * answer with the status that fits (400, 401, 409, 429 …), keeping what the
 * visitor typed (minus passwords) so the form shows it again, also without JavaScript.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  requireFormBody(request);
  const form = await request.formData().catch(() => {
    throw notAForm();
  });
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

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A request the client got wrong, thrown from an action: the error page says why in the
 * visitor's language (root.tsx), a resource route's answer carries the English `message`.
 */
export function refusal(code: FailureCode) {
  return data({ ...fail(code), message: apiFailureTexts[code] }, { status: failureStatus(code) });
}

/** The 415 every action answers a body that is not a form with. */
const notAForm = () => refusal("not-a-form");

/**
 * Refuses, before anything is read, a body that is not a form (JSON, text, none): the
 * client's doing, so a 415 saying what to send, never a 500 and an error in the log.
 */
function requireFormBody(request: Request): void {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw notAForm();
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
