import type { AccountFailure } from "#common/account-failures.ts";
import { parseInput } from "#common/field-schemas.ts";
import type { Locale } from "#common/locales.ts";
import { ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { secondFactorCodeSchema } from "./account.schema.ts";
import { recordAdminSession, recordSecondFactor } from "./account-audit.ts";
import { failure, settle } from "./account-errors.ts";
import { guardPasswordCheck, type AttemptLimits } from "./attempt-limits.ts";
import type { Auth } from "./auth.ts";
import { findProfile, setUserLocale } from "./profile.queries.ts";
import { readSecondFactorCode, type SecondFactorCode } from "./second-factor-code.ts";
import { markSessionProven } from "./session.queries.ts";

export interface SignInStepContext extends AttemptLimits {
  db: Database;
  auth: Auth;
}

/**
 * What better-auth reads of the browser's request: the two-factor cookie (with the sign-in's
 * signed name) and, alone besides it, the User-Agent that names the new session's device.
 */
function authHeaders(requestHeaders: Headers): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent"]) {
    const value = requestHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The account whose password sign-in waits for its second factor; null when none does. */
export async function pendingAccount(auth: Auth, requestHeaders: Headers): Promise<string | null> {
  if (!requestHeaders.get("cookie")) return null;
  const { userId } = await auth.api.pendingSecondFactor({ headers: authHeaders(requestHeaders) });
  return userId;
}

/**
 * The second step of a password sign-in: a code from the app or a backup code (each backup code
 * works once). Wrong codes are counted as wrong passwords are (guardPasswordCheck, per account
 * and client), on top of better-auth's own limits (5 tries per sign-in, a lock after 10 wrong
 * codes in a row); each is recorded in the audit trail. Success sets the session cookie.
 */
export async function completeSignIn(
  ctx: SignInStepContext,
  requestHeaders: Headers,
  input: unknown,
  locale: Locale,
): Promise<Result<{ headers: Headers }, AccountFailure>> {
  const read = typedCode(input);
  if (!read.ok) return read;
  const userId = await pendingAccount(ctx.auth, requestHeaders);
  const account = userId === null ? undefined : await findProfile(ctx.db, userId);
  if (!account) return failure("sign-in-expired");
  const outcome = await checkCode(ctx, account, read.typed, async (typed) => {
    const request = { body: { code: typed.code }, headers: authHeaders(requestHeaders) };
    const { headers } =
      typed.kind === "totp"
        ? await ctx.auth.api.verifyTOTP({ ...request, returnHeaders: true })
        : await ctx.auth.api.verifyBackupCode({ ...request, returnHeaders: true });
    return { headers };
  });
  // The factor was removed since the password was given (reset-2fa): start again.
  if (!outcome.ok)
    return outcome.error === "second-factor-off" ? failure("sign-in-expired") : outcome;
  // Mails follow the language the customer last used the shop in.
  await setUserLocale(ctx.db, account.id, locale);
  return outcome;
}

/** The form's code read as the app's code or a backup code. */
function typedCode(input: unknown): Result<{ typed: SecondFactorCode }, AccountFailure> {
  const parsed = parseInput(secondFactorCodeSchema, input);
  if (!parsed.ok) return parsed;
  const typed = readSecondFactorCode(parsed.data.code);
  // Neither a code nor a backup code: nothing to check, so nothing to count.
  return typed ? ok({ typed }) : failure("invalid-code");
}

/**
 * A typed code checked by better-auth (`verify`) under the second step's limits, counted like
 * a password (guardPasswordCheck, per account and client); a wrong one is on the record.
 */
function checkCode<T extends object>(
  ctx: SignInStepContext,
  account: { id: string; email: string },
  typed: SecondFactorCode,
  verify: (typed: SecondFactorCode) => Promise<T>,
): Promise<Result<T, AccountFailure>> {
  return guardPasswordCheck(ctx, "second-factor", account.id, "invalid-code", async () => {
    const outcome = await settle(async () => ok(await verify(typed)));
    if (!outcome.ok && outcome.error === "invalid-code") {
      await recordSecondFactor(ctx.db, account, "wrong-code", { code: typed.kind });
    }
    return outcome;
  });
}

/** The signed-in person confirming their session, and the session. */
export interface SessionHolder {
  id: string;
  email: string;
  role: string;
  sessionId: string;
}

/**
 * Confirms a session signed in without a second factor (a federated provider asks for no code;
 * a password sign-in of an account with only a passkey neither) with a code or a backup code,
 * under the same limits as the second step: the admin panel opens to it then, and it may change
 * the account's factors (admin-access.ts).
 * better-auth checks the code against the session's account and, for a backup code, uses it up.
 */
export async function confirmSession(
  ctx: SignInStepContext,
  requestHeaders: Headers,
  holder: SessionHolder,
  input: unknown,
): Promise<Result<{ headers: Headers }, AccountFailure>> {
  const read = typedCode(input);
  if (!read.ok) return read;
  return checkCode(ctx, holder, read.typed, async (typed) => {
    const request = { body: { code: typed.code }, headers: requestHeaders };
    if (typed.kind === "totp") await ctx.auth.api.verifyTOTP(request);
    else await ctx.auth.api.verifyBackupCode(request);
    await markSessionProven(ctx.db, holder.sessionId, typed.kind);
    await recordAdminSession(ctx.db, holder, "confirm", typed.kind);
    // The session stays the same: no cookie changes.
    return { headers: new Headers() };
  });
}
