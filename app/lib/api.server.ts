import { failureStatus, type FailureCode } from "#common/failures.ts";
import { fieldMessageValues, isAdminFieldCode, type FieldCode } from "#common/field-limits.ts";
import { fail, ok, type Failure, type Result } from "#common/result.ts";
import type { SessionUser } from "#server/accounts/session.ts";
import type { RequestContext } from "#server/http/request-context.ts";
import { serverI18n } from "#app/i18n/messages.server.ts";
import { apiFailureTexts } from "./api-failure-texts.server.ts";

// The API speaks English; pages speak the visitor's language.
const { t } = serverI18n("en").translation("public");
const adminT = serverI18n("en").translation("admin").t;

/** A field code's English, from the admin messages for the codes only admin forms meet. */
function fieldMessage(code: FieldCode, field: string): string {
  const values = fieldMessageValues(field);
  return isAdminFieldCode(code)
    ? adminT(`adminValidation.${code}`, values)
    : t(`validation.${code}`, values);
}

/**
 * An endpoint's own English for some codes, where its wording says more than the one of
 * api-failure-texts.server.ts (how to send a picture, a product that is not there). Typed by
 * code, so a misspelt code does not compile; a function gets the failure (e.g. the minutes to wait).
 */
export type ApiMessages = {
  readonly [C in FailureCode]?: string | ((failure: Failure) => string);
};

/** The English `error` of a failure: the endpoint's own text, else the table's. */
export function apiMessage(failure: Failure, messages: ApiMessages = {}): string {
  const own = messages[failure.error];
  if (own === undefined) return apiFailureTexts[failure.error];
  return typeof own === "function" ? own(failure) : own;
}

/**
 * A JSON endpoint's answer from the one Result: success as its data (without `ok`),
 * failure as `{ error, fields? }` in English with the status of common/failures.ts. The wire
 * format is the API's published contract (docs/api.md), so it stays stable while the Result
 * grows.
 */
export function apiAnswer<T extends object>(
  result: Result<T>,
  options: {
    status?: number;
    messages?: ApiMessages;
    /** English messages per field where the failure's details are not field codes. */
    fields?: Record<string, string>;
  } = {},
): Response {
  if (result.ok) {
    // The wire format has no `ok`: the status says it.
    const body: Partial<typeof result> = { ...result };
    delete body.ok;
    return Response.json(body, { status: options.status ?? 200 });
  }
  const headers = new Headers();
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  const fields =
    options.fields ??
    (result.fieldErrors
      ? Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, code]) => [
            field,
            code ? fieldMessage(code, field) : "",
          ]),
        )
      : undefined);
  return Response.json(
    {
      error: apiMessage(result, options.messages),
      ...(fields ? { fields } : {}),
    },
    { status: failureStatus(result.error), headers },
  );
}

/** A JSON body that is an object, or the failure to answer; nothing else is read. */
export async function readJson(
  request: Request,
): Promise<Result<{ body: unknown }, "unsupported-media-type" | "invalid-json">> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return { ok: false, error: "unsupported-media-type" };
  }
  try {
    return { ok: true, body: (await request.json()) as unknown };
  } catch {
    return { ok: false, error: "invalid-json" };
  }
}

/**
 * The admin asking, for a JSON endpoint of the admin panel: pages have the admin layout's
 * guard (guards.server.ts), endpoints outside it check here. 401 signed out, 403 others, and
 * 403 to an admin without a second factor, or whose session has not shown it, while
 * ADMIN_REQUIRE_2FA holds.
 */
export async function apiAdmin(
  ctx: RequestContext,
): Promise<
  Result<{ user: SessionUser }, "not-signed-in" | "not-authorized" | "second-factor-required">
> {
  const user = await ctx.session();
  if (!user) return fail("not-signed-in");
  if (user.role !== "admin") return fail("not-authorized");
  if ((await ctx.services.twoFactor.adminAccess(user)) !== "open") {
    return fail("second-factor-required");
  }
  return ok({ user });
}

/** 405 with the methods the endpoint takes, and a sentence saying how to use it. */
export function methodNotAllowed(allow: string, error: string): Response {
  return Response.json({ error }, { status: 405, headers: { Allow: allow } });
}
