import { failureStatus } from "#common/failures.ts";
import type { Failure } from "#common/result.ts";
import { apiMessage, type ApiMessages } from "./api.server.ts";

/*
 * The answers of the passkey endpoints (/api/auth/passkey/…), read only by the shop's own
 * pages (app/lib/passkey-client.ts): JSON, never stored, a failure with its English `error`
 * and its `code`, which the page turns into its own words in the visitor's language.
 */

const noStore = { "cache-control": "no-store" };

/** What the codes mean here (passkeys.service.ts), where the table's words would mislead. */
const messages = {
  "invalid-credentials":
    "The passkey could not be verified, or the shop does not know it (it may have been removed).",
  "not-authorized": "Log in again (within the last day) before adding a passkey.",
} satisfies ApiMessages;

/** Success: `body` as JSON, with the cookies better-auth set (the challenge, the session). */
export function passkeySuccess(body: object, cookies?: Headers): Response {
  const headers = new Headers(noStore);
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return Response.json(body, { headers });
}

/**
 * Failure: `{ error, code, fieldErrors? }` with the code's status (and Retry-After when
 * rate-limited); `fieldErrors` holds field codes (common/field-limits.ts) the page translates.
 */
export function passkeyFailure(failure: Failure): Response {
  const headers = new Headers(noStore);
  if (failure.retryAfterSeconds) headers.set("retry-after", String(failure.retryAfterSeconds));
  const fields = failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {};
  return Response.json(
    { error: apiMessage(failure, messages), code: failure.error, ...fields },
    { status: failureStatus(failure.error), headers },
  );
}
