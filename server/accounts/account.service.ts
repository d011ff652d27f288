import { isAPIError } from "better-auth/api";
import type { Locale } from "#app/i18n/locales.ts";
import type { Database } from "../db/connection.ts";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/rate-limit.service.ts";
import {
  changePasswordSchema,
  fieldErrorsOf,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  type FieldErrors,
} from "./account.schema.ts";
import type { Auth } from "./auth.ts";
import { setUserLocale } from "./profile.queries.ts";

export interface AccountContext {
  db: Database;
  auth: Auth;
  /** Attempts per e-mail address in a window; a client (address) gets three times as many. */
  rateLimit: Omit<RateLimitRule, "bucket">;
  clientAddress: string;
}

export type AccountFailure =
  | "invalid"
  | "invalid-credentials"
  | "email-taken"
  | "invalid-token"
  | "wrong-password"
  | "no-password"
  | "rate-limited"
  | "unavailable";

export interface AccountFailureOutcome {
  ok: false;
  error: AccountFailure;
  fieldErrors?: FieldErrors;
}

export type AccountOutcome = { ok: true; headers: Headers } | AccountFailureOutcome;

type RateLimitedAction = "sign-in" | "sign-up" | "reset";

/**
 * Counts an attempt against the client and, when known, the e-mail address, in the database
 * (so every instance sees the same counters). Every attempt counts, not only failures: a
 * flood of correct guesses at sign-up is as unwelcome as wrong ones at sign-in.
 */
async function withinLimits(ctx: AccountContext, action: RateLimitedAction, email?: string) {
  const { max, windowSeconds } = ctx.rateLimit;
  const byClient = await consumeRateLimit(
    ctx.db,
    { bucket: `${action}:client`, max: max * 3, windowSeconds },
    ctx.clientAddress,
  );
  if (!byClient.allowed) return false;
  if (email === undefined) return true;
  const byEmail = await consumeRateLimit(
    ctx.db,
    { bucket: `${action}:email`, max, windowSeconds },
    email,
  );
  return byEmail.allowed;
}

const failure = (error: AccountFailure, fieldErrors?: FieldErrors): AccountFailureOutcome =>
  fieldErrors ? { ok: false, error, fieldErrors } : { ok: false, error };

/** better-auth reports failures as APIErrors with a code; the page needs one of ours. */
function toFailure(error: unknown): AccountFailureOutcome {
  if (!isAPIError(error)) throw error;
  const code = typeof error.body?.code === "string" ? error.body.code : "";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return failure("invalid-credentials");
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return failure("email-taken");
    case "INVALID_TOKEN":
    case "USER_NOT_FOUND":
      return failure("invalid-token");
    case "INVALID_PASSWORD":
      return failure("wrong-password");
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      return failure("no-password");
    case "PASSWORD_TOO_SHORT":
      return failure("invalid", { password: "passwordTooShort" });
    case "PASSWORD_TOO_LONG":
      return failure("invalid", { password: "passwordTooLong" });
    default:
      throw error;
  }
}

export async function signUp(ctx: AccountContext, input: unknown, locale: Locale) {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return failure("invalid", fieldErrorsOf(parsed.error));
  const { email, password } = parsed.data;
  if (!(await withinLimits(ctx, "sign-up", email))) return failure("rate-limited");
  try {
    const { headers } = await ctx.auth.api.signUpEmail({
      body: { email, password, name: "", locale },
      returnHeaders: true,
    });
    return { ok: true, headers } satisfies AccountOutcome;
  } catch (error) {
    return toFailure(error);
  }
}

export async function signIn(ctx: AccountContext, input: unknown, locale: Locale) {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return failure("invalid", fieldErrorsOf(parsed.error));
  const { email, password } = parsed.data;
  if (!(await withinLimits(ctx, "sign-in", email))) return failure("rate-limited");
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      returnHeaders: true,
    });
    // Mails follow the language the customer last used the shop in.
    await setUserLocale(ctx.db, response.user.id, locale);
    return { ok: true, headers } satisfies AccountOutcome;
  } catch (error) {
    return toFailure(error);
  }
}

export async function signOut(ctx: AccountContext, requestHeaders: Headers) {
  const { headers } = await ctx.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers;
}

/**
 * Answers the same whether or not the address has an account, so accounts cannot be
 * discovered; the mail goes out in the background (see auth.ts).
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  input: unknown,
): Promise<{ ok: true } | AccountFailureOutcome> {
  const parsed = resetRequestSchema.safeParse(input);
  if (!parsed.success) return failure("invalid", fieldErrorsOf(parsed.error));
  const { email } = parsed.data;
  if (!(await withinLimits(ctx, "reset", email))) return failure("rate-limited");
  await ctx.auth.api.requestPasswordReset({ body: { email } });
  return { ok: true };
}

/** Sets a new password with a mailed token; better-auth ends every session of the user. */
export async function resetPassword(
  ctx: AccountContext,
  input: unknown,
): Promise<{ ok: true } | AccountFailureOutcome> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return fieldErrors.token ? failure("invalid-token") : failure("invalid", fieldErrors);
  }
  if (!(await withinLimits(ctx, "reset"))) return failure("rate-limited");
  try {
    await ctx.auth.api.resetPassword({
      body: { token: parsed.data.token, newPassword: parsed.data.password },
    });
    return { ok: true };
  } catch (error) {
    return toFailure(error);
  }
}

/** Changes the password of the signed-in user and ends their other sessions. */
export async function changePassword(ctx: AccountContext, requestHeaders: Headers, input: unknown) {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return failure("invalid", fieldErrorsOf(parsed.error));
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { ...parsed.data, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers } satisfies AccountOutcome;
  } catch (error) {
    return toFailure(error);
  }
}

/**
 * Starts a federated sign-in: better-auth stores the state and PKCE verifier (cookie plus
 * verification row) and returns the provider's authorization URL to redirect to.
 */
export async function startFederatedSignIn(
  ctx: AccountContext,
  requestHeaders: Headers,
  provider: string,
  paths: { callback: string; error: string },
): Promise<{ ok: true; url: string; headers: Headers } | AccountFailureOutcome> {
  if (!(await withinLimits(ctx, "sign-in"))) return failure("rate-limited");
  try {
    const { headers, response } = await ctx.auth.api.signInSocial({
      body: { provider, callbackURL: paths.callback, errorCallbackURL: paths.error },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!response.url) return failure("unavailable");
    return { ok: true, url: response.url, headers };
  } catch (error) {
    if (isAPIError(error)) return failure("unavailable");
    throw error;
  }
}
