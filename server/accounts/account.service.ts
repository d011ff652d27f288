import { isAPIError } from "better-auth/api";
import { parseInput } from "#common/field-schemas.ts";
import type { Locale } from "#common/locales.ts";
import { fail, ok, type FieldErrors, type Failure, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { consumeRateLimit, type RateLimitRule } from "#server/rate-limit/rate-limit.service.ts";
import {
  changePasswordSchema,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
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

export type AccountFailureOutcome = Failure<AccountFailure>;

/** Success carries the Set-Cookie headers better-auth wants on the response. */
export type AccountOutcome = Result<{ headers: Headers }, AccountFailure>;

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
  if (!byClient.ok) return false;
  if (email === undefined) return true;
  const byEmail = await consumeRateLimit(
    ctx.db,
    { bucket: `${action}:email`, max, windowSeconds },
    email,
  );
  return byEmail.ok;
}

const failure = (error: AccountFailure, fieldErrors?: FieldErrors): AccountFailureOutcome =>
  fieldErrors ? fail(error, { fieldErrors }) : fail(error);

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
  const parsed = parseInput(signUpSchema, input);
  if (!parsed.ok) return parsed;
  const { email, password } = parsed.data;
  if (!(await withinLimits(ctx, "sign-up", email))) return failure("rate-limited");
  try {
    const { headers } = await ctx.auth.api.signUpEmail({
      body: { email, password, name: "", locale },
      returnHeaders: true,
    });
    return ok({ headers });
  } catch (error) {
    return toFailure(error);
  }
}

export async function signIn(ctx: AccountContext, input: unknown, locale: Locale) {
  const parsed = parseInput(signInSchema, input);
  if (!parsed.ok) return parsed;
  const { email, password } = parsed.data;
  if (!(await withinLimits(ctx, "sign-in", email))) return failure("rate-limited");
  try {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      returnHeaders: true,
    });
    // Mails follow the language the customer last used the shop in.
    await setUserLocale(ctx.db, response.user.id, locale);
    return ok({ headers });
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
): Promise<Result<object, AccountFailure>> {
  const parsed = parseInput(resetRequestSchema, input);
  if (!parsed.ok) return parsed;
  const { email } = parsed.data;
  if (!(await withinLimits(ctx, "reset", email))) return failure("rate-limited");
  await ctx.auth.api.requestPasswordReset({ body: { email } });
  return ok();
}

/** Sets a new password with a mailed token; better-auth ends every session of the user. */
export async function resetPassword(
  ctx: AccountContext,
  input: unknown,
): Promise<Result<object, AccountFailure>> {
  const parsed = parseInput(newPasswordSchema, input);
  if (!parsed.ok) return parsed.fieldErrors?.token ? failure("invalid-token") : parsed;
  if (!(await withinLimits(ctx, "reset"))) return failure("rate-limited");
  try {
    await ctx.auth.api.resetPassword({
      body: { token: parsed.data.token, newPassword: parsed.data.password },
    });
    return ok();
  } catch (error) {
    return toFailure(error);
  }
}

/** Changes the password of the signed-in user and ends their other sessions. */
export async function changePassword(ctx: AccountContext, requestHeaders: Headers, input: unknown) {
  const parsed = parseInput(changePasswordSchema, input);
  if (!parsed.ok) return parsed;
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { ...parsed.data, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return ok({ headers });
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
): Promise<Result<{ url: string; headers: Headers }, AccountFailure>> {
  if (!(await withinLimits(ctx, "sign-in"))) return failure("rate-limited");
  try {
    const { headers, response } = await ctx.auth.api.signInSocial({
      body: { provider, callbackURL: paths.callback, errorCallbackURL: paths.error },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!response.url) return failure("unavailable");
    return ok({ url: response.url, headers });
  } catch (error) {
    if (isAPIError(error)) return failure("unavailable");
    throw error;
  }
}

/** Who is asking: counted by the rate limits, and the language mails will follow. */
export interface RequestOrigin {
  clientAddress: string;
  locale: Locale;
}

/**
 * The account service as routes get it on the request context: bound once at start-up to
 * the database, better-auth and the configured limits.
 */
export function createAccountService(deps: {
  db: Database;
  auth: Auth;
  rateLimit: Omit<RateLimitRule, "bucket">;
  providers: readonly { id: string; name: string }[];
}) {
  const ctx = (origin: Pick<RequestOrigin, "clientAddress">): AccountContext => ({
    db: deps.db,
    auth: deps.auth,
    rateLimit: deps.rateLimit,
    clientAddress: origin.clientAddress,
  });
  return {
    /** The configured federated providers, in the order their buttons appear. */
    providers: () => deps.providers.map(({ id, name }) => ({ id, name })),
    signUp: (input: unknown, origin: RequestOrigin) => signUp(ctx(origin), input, origin.locale),
    signIn: (input: unknown, origin: RequestOrigin) => signIn(ctx(origin), input, origin.locale),
    signOut: (requestHeaders: Headers) => signOut(ctx({ clientAddress: "" }), requestHeaders),
    requestPasswordReset: (input: unknown, origin: RequestOrigin) =>
      requestPasswordReset(ctx(origin), input),
    resetPassword: (input: unknown, origin: RequestOrigin) => resetPassword(ctx(origin), input),
    changePassword: (requestHeaders: Headers, input: unknown) =>
      changePassword(ctx({ clientAddress: "" }), requestHeaders, input),
    /** An unknown or unconfigured provider is "unavailable", like one that does not answer. */
    startFederatedSignIn: (
      requestHeaders: Headers,
      providerId: unknown,
      paths: { callback: string; error: string },
      origin: RequestOrigin,
    ) => {
      const provider = deps.providers.find((p) => p.id === providerId);
      if (!provider) return Promise.resolve(failure("unavailable"));
      return startFederatedSignIn(ctx(origin), requestHeaders, provider.id, paths);
    },
    /** The provider's redirect back: better-auth checks state, PKCE and the ID token. */
    handleFederatedCallback: (request: Request) => deps.auth.handler(request),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
