import { isAPIError } from "better-auth/api";
import type { z } from "zod";
import type { AccountFailure } from "#common/account-failures.ts";
import { parseInput } from "#common/field-schemas.ts";
import type { Locale } from "#common/locales.ts";
import { fail, ok, type FieldErrors, type Failure, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import {
  changePasswordSchema,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "./account.schema.ts";
import type { Auth } from "./auth.ts";
import { setUserLocale } from "./profile.queries.ts";

interface AccountContext {
  db: Database;
  auth: Auth;
  limiter: RateLimitService;
  /** Attempts per e-mail address in a window; a client (address) gets three times as many. */
  rateLimit: Omit<RateLimitRule, "bucket">;
  clientAddress: string;
}

export type { AccountFailure };

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
  const byClient = await ctx.limiter.consume(
    { bucket: `${action}:client`, max: max * 3, windowSeconds },
    ctx.clientAddress,
  );
  if (!byClient.ok) return false;
  if (email === undefined) return true;
  const byEmail = await ctx.limiter.consume(
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

/**
 * Every account action the same way: parse the input (a typo costs no attempt), count the
 * attempt (per client and, when the input names one, per e-mail), then ask better-auth,
 * whose refusals become our codes.
 */
async function attempt<S extends z.ZodType<object>, T extends object>(
  ctx: AccountContext,
  limit: RateLimitedAction | null,
  schema: S,
  input: unknown,
  run: (data: z.output<S>) => Promise<Result<T, AccountFailure>>,
): Promise<Result<T, AccountFailure>> {
  const parsed = parseInput(schema, input);
  if (!parsed.ok) return parsed;
  const data: object = parsed.data;
  const email = "email" in data && typeof data.email === "string" ? data.email : undefined;
  if (limit && !(await withinLimits(ctx, limit, email))) return failure("rate-limited");
  try {
    return await run(parsed.data);
  } catch (error) {
    return toFailure(error);
  }
}

function signUp(ctx: AccountContext, input: unknown, locale: Locale) {
  return attempt(ctx, "sign-up", signUpSchema, input, async ({ email, password }) => {
    const { headers } = await ctx.auth.api.signUpEmail({
      body: { email, password, name: "", locale },
      returnHeaders: true,
    });
    return ok({ headers });
  });
}

function signIn(ctx: AccountContext, input: unknown, locale: Locale) {
  return attempt(ctx, "sign-in", signInSchema, input, async ({ email, password }) => {
    const { headers, response } = await ctx.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      returnHeaders: true,
    });
    // Mails follow the language the customer last used the shop in.
    await setUserLocale(ctx.db, response.user.id, locale);
    return ok({ headers });
  });
}

async function signOut(ctx: AccountContext, requestHeaders: Headers) {
  const { headers } = await ctx.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers;
}

/**
 * Answers the same whether or not the address has an account, so accounts cannot be
 * discovered; the mail goes out in the background (see auth.ts).
 */
function requestPasswordReset(ctx: AccountContext, input: unknown) {
  return attempt(ctx, "reset", resetRequestSchema, input, async ({ email }) => {
    await ctx.auth.api.requestPasswordReset({ body: { email } });
    return ok();
  });
}

/** Sets a new password with a mailed token; better-auth ends every session of the user. */
async function resetPassword(ctx: AccountContext, input: unknown) {
  const result = await attempt(ctx, "reset", newPasswordSchema, input, async (body) => {
    await ctx.auth.api.resetPassword({
      body: { token: body.token, newPassword: body.password },
    });
    return ok();
  });
  // A link without a usable token is a bad link, not a form to correct.
  return !result.ok && result.fieldErrors?.token ? failure("invalid-token") : result;
}

/** Changes the password of the signed-in user and ends their other sessions. */
function changePassword(ctx: AccountContext, requestHeaders: Headers, input: unknown) {
  return attempt(ctx, null, changePasswordSchema, input, async (body) => {
    const { headers } = await ctx.auth.api.changePassword({
      body: { ...body, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return ok({ headers });
  });
}

/**
 * Starts a federated sign-in: better-auth stores the state and PKCE verifier (cookie plus
 * verification row) and returns the provider's authorization URL to redirect to.
 */
async function startFederatedSignIn(
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

export interface AccountsServiceDependencies {
  db: Database;
  auth: Auth;
  /** Counts the attempts (rate-limit.service.ts). */
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  providers: readonly { id: string; name: string }[];
}

/**
 * The account service as routes get it on the request context: bound once at start-up to
 * the database, better-auth and the configured limits.
 */
export function createAccountsService(deps: AccountsServiceDependencies) {
  const ctx = (origin: Pick<RequestOrigin, "clientAddress">): AccountContext => ({
    db: deps.db,
    auth: deps.auth,
    limiter: deps.limiter,
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
      // A provider the shop does not offer is the client's mistake (no button names it).
      if (!provider) return Promise.resolve(failure("invalid"));
      return startFederatedSignIn(ctx(origin), requestHeaders, provider.id, paths);
    },
    /** The provider's redirect back: better-auth checks state, PKCE and the ID token. */
    handleFederatedCallback: (request: Request) => deps.auth.handler(request),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
