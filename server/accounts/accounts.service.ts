import type { AdminCandidate } from "./admin-access.ts";
import { isAPIError } from "better-auth/api";
import type { z } from "zod";
import type { AccountFailure } from "#common/account-failures.ts";
import { parseInput } from "#common/field-schemas.ts";
import type { Locale } from "#common/locales.ts";
import { ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { loginPathFor } from "#common/login-path.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import {
  guardPasswordCheck,
  withinLimits,
  type AttemptLimits,
  type CountedAction,
} from "./attempt-limits.ts";
import {
  changePasswordSchema,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "./account.schema.ts";
import { failure, settle } from "./account-errors.ts";
import { inAuthTransaction, type Auth } from "./auth.ts";
import { setUserLocale } from "./profile.queries.ts";
import { deleteExpiredAuthRows } from "./session.queries.ts";

interface AccountContext extends AttemptLimits {
  db: Database;
  auth: Auth;
}

export type { AccountFailure };

/** Success carries the Set-Cookie headers better-auth wants on the response. */
export type AccountOutcome = Result<{ headers: Headers }, AccountFailure>;

/**
 * Every account action the same way: parse the input (a typo costs no attempt), count the
 * attempt (per client and, when the input names one, per e-mail), then ask better-auth,
 * whose refusals become our codes. Password checks count their own way (guardPasswordCheck).
 */
async function attempt<S extends z.ZodType<object>, T extends object>(
  ctx: AccountContext,
  limit: CountedAction | null,
  schema: S,
  input: unknown,
  run: (data: z.output<S>) => Promise<Result<T, AccountFailure>>,
): Promise<Result<T, AccountFailure>> {
  const parsed = parseInput(schema, input);
  if (!parsed.ok) return parsed;
  const data: object = parsed.data;
  const email = "email" in data && typeof data.email === "string" ? data.email : undefined;
  if (limit && !(await withinLimits(ctx, limit, email))) return failure("rate-limited");
  return settle(() => run(parsed.data));
}

/**
 * A new address and a known one get the same answer (no session; "check your inbox"), in
 * about the same time: better-auth mails the new one its confirmation link and the known one
 * a note that someone tried (auth.ts). The link lands on `returnTo` through the login page.
 */
function signUp(ctx: AccountContext, input: unknown, locale: Locale, returnTo: string) {
  return attempt(ctx, "sign-up", signUpSchema, input, async ({ email, password }) => {
    const { headers } = await ctx.auth.api.signUpEmail({
      body: { email, password, name: "", locale, callbackURL: loginPathFor(locale, returnTo) },
      returnHeaders: true,
    });
    return ok({ headers, email });
  });
}

/**
 * Signing in needs no confirmed address (only an order does); see guardPasswordCheck. The
 * browser's User-Agent goes with it, alone, so /profile can name the device of the session.
 * An account with a second factor gets no session yet: better-auth answers `twoFactorRedirect`
 * and sets a cookie naming the sign-in that waits for the code (`secondFactor`; the code is
 * taken by two-factor.service.ts). A sign-in to an admin account is recorded
 * (sign-in-origin.ts).
 */
function signIn(ctx: AccountContext, input: unknown, locale: Locale, requestHeaders?: Headers) {
  const userAgent = requestHeaders?.get("user-agent");
  return attempt(ctx, null, signInSchema, input, ({ email, password }) =>
    guardPasswordCheck(ctx, "sign-in", email, "invalid-credentials", () =>
      settle(async () => {
        const { headers, response } = await ctx.auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: new Headers(userAgent ? { "user-agent": userAgent } : {}),
          returnHeaders: true,
        });
        // The plugin's answer replaces the sign-in's, which the types do not know of.
        if ("twoFactorRedirect" in response) {
          return ok({ headers, secondFactor: true, user: null as AdminCandidate | null });
        }
        // Mails follow the language the customer last used the shop in.
        await setUserLocale(ctx.db, response.user.id, locale);
        const { id, role, twoFactorEnabled } = response.user;
        const user: AdminCandidate = {
          id,
          role: role ?? "customer",
          twoFactorEnabled: twoFactorEnabled === true,
          signedInWith: "password",
        };
        return ok({ headers, secondFactor: false, user });
      }),
    ),
  );
}

async function signOut(ctx: AccountContext, requestHeaders: Headers) {
  const { headers } = await ctx.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers;
}

/**
 * Answers the same whether or not the address has an account, so accounts cannot be
 * discovered. The token and its mail are written in one transaction (auth-mails.ts): a reset
 * that is answered has its mail queued.
 */
function requestPasswordReset(ctx: AccountContext, input: unknown) {
  return attempt(ctx, "reset", resetRequestSchema, input, async ({ email }) => {
    await inAuthTransaction(ctx.auth, () => ctx.auth.api.requestPasswordReset({ body: { email } }));
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

/**
 * Changes the password of the signed-in user and ends their other sessions. The current
 * password is checked under the same limits as signing in, so a stolen session cannot be
 * used to guess it.
 */
function changePassword(
  ctx: AccountContext,
  requestHeaders: Headers,
  user: { id: string },
  input: unknown,
) {
  return attempt(ctx, null, changePasswordSchema, input, (body) =>
    guardPasswordCheck(ctx, "password-change", user.id, "wrong-password", () =>
      settle(async () => {
        const { headers } = await ctx.auth.api.changePassword({
          body: { ...body, revokeOtherSessions: true },
          headers: requestHeaders,
          returnHeaders: true,
        });
        return ok({ headers });
      }),
    ),
  );
}

/**
 * Mails the signed-in user's confirmation link again (from checkout), counted per account and
 * client like a sign-up. An address already confirmed needs nothing: that is a success too.
 */
async function sendConfirmation(
  ctx: AccountContext,
  requestHeaders: Headers,
  user: { id: string; email: string; emailVerified: boolean },
  locale: Locale,
  returnTo: string,
): Promise<Result<{ email: string }, AccountFailure>> {
  if (user.emailVerified) return ok({ email: user.email });
  if (!(await withinLimits(ctx, "confirmation", user.id))) return failure("rate-limited");
  try {
    await ctx.auth.api.sendVerificationEmail({
      body: { email: user.email, callbackURL: loginPathFor(locale, returnTo) },
      headers: requestHeaders,
    });
  } catch (error) {
    const code = isAPIError(error) ? error.body?.code : undefined;
    if (code !== "EMAIL_ALREADY_VERIFIED") throw error;
  }
  return ok({ email: user.email });
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
    /** Expired sessions and one-time values; the server sweeps them hourly. */
    purgeExpired: (now: Date = new Date()) => deleteExpiredAuthRows(deps.db, now.toISOString()),
    /** The configured federated providers, in the order their buttons appear. */
    providers: () => deps.providers.map(({ id, name }) => ({ id, name })),
    /** `returnTo`: where the confirmation link lands once followed (a safe local path). */
    signUp: (input: unknown, origin: RequestOrigin, returnTo: string) =>
      signUp(ctx(origin), input, origin.locale, returnTo),
    signIn: (input: unknown, origin: RequestOrigin, requestHeaders?: Headers) =>
      signIn(ctx(origin), input, origin.locale, requestHeaders),
    signOut: (requestHeaders: Headers) => signOut(ctx({ clientAddress: "" }), requestHeaders),
    requestPasswordReset: (input: unknown, origin: RequestOrigin) =>
      requestPasswordReset(ctx(origin), input),
    resetPassword: (input: unknown, origin: RequestOrigin) => resetPassword(ctx(origin), input),
    changePassword: (
      requestHeaders: Headers,
      user: { id: string },
      input: unknown,
      origin: Pick<RequestOrigin, "clientAddress">,
    ) => changePassword(ctx(origin), requestHeaders, user, input),
    /** The confirmation mail again, from checkout; its link lands on `returnTo`. */
    sendConfirmation: (
      requestHeaders: Headers,
      user: { id: string; email: string; emailVerified: boolean },
      origin: RequestOrigin,
      returnTo: string,
    ) => sendConfirmation(ctx(origin), requestHeaders, user, origin.locale, returnTo),
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
    /**
     * A followed confirmation link (GET /api/auth/verify-email): better-auth checks its
     * signature and age, marks the address confirmed, signs the account in and redirects to
     * the link's callbackURL (with ?error= when the link is bad). A link without its token
     * or its way back was not sent by the shop (better-auth would answer bare JSON): it goes
     * to the login page, which says the link is not valid.
     */
    handleConfirmationLink: (request: Request) => {
      const query = new URL(request.url).searchParams;
      if (!query.get("token") || !query.get("callbackURL")) {
        return new Response(null, {
          status: 302,
          headers: { Location: "/login?error=INVALID_TOKEN" },
        });
      }
      return deps.auth.handler(request);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
