import { runWithTransaction } from "@better-auth/core/context";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Logger } from "pino";
import { fieldLimits } from "#common/field-limits.ts";
import type { Config } from "#server/config.ts";
import { isPostgres, type Database } from "#server/db/connection.ts";
import { DateValuesPlugin } from "#server/db/date-values-plugin.ts";
import { trackTransactions } from "#server/db/tracked-transactions.ts";
import { newId } from "#server/lib/ids.ts";
import { authMails, type AccountMailQueue } from "./auth-mails.ts";
import { OIDC_PROVIDER_ID } from "./providers.ts";
import { signInOrigin } from "./sign-in-origin.ts";
import { twoFactorChallenge } from "./two-factor-challenge.ts";

export interface AuthDependencies {
  db: Database;
  config: Pick<Config, "publicUrl" | "auth">;
  secret: string;
  /** The mail queue: account mails are written in better-auth's transaction (auth-mails.ts). */
  mails: AccountMailQueue;
  /** Without SMTP the links are logged too, so a shop on a fresh clone can follow them. */
  logLinks: boolean;
  log: Logger;
}

const DAY = 24 * 60 * 60;

/**
 * What better-auth logs as an error when a federated sign-in's callback comes back without a
 * state it issued (a forged, replayed or stale request): the visitor is sent to /login with the
 * error, and the log says so at info, since nothing on our side failed. The same for a
 * passkey's answer that does not verify (a forged signature, another site's challenge): the
 * passkey service answers "invalid-credentials".
 */
const CLIENT_FAULTS = new Set([
  "INVALID_CALLBACK_REQUEST",
  "State not found",
  "Failed to parse state",
  "Failed to verify registration",
  "Failed to verify authentication",
]);
/** Our cookies' names start with this (storefront.session_token, …). */
export const cookiePrefix = "storefront";

/** better-auth names fields in camelCase; our columns are snake_case ("userId" → "user_id"). */
function columns<F extends string>(...fields: F[]): Record<F, string> {
  const entries = fields.map((field) => [
    field,
    field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  ]);
  return Object.fromEntries(entries) as Record<F, string>;
}

/** What better-auth answers when a passkey ceremony was done without verifying the person. */
export const USER_NOT_VERIFIED = "PASSKEY_USER_NOT_VERIFIED";

/** A passkey ceremony must have verified the person (PIN, fingerprint, face), not only touch. */
function requireUserVerified(verified: boolean): void {
  if (!verified) {
    throw APIError.from("UNAUTHORIZED", {
      code: USER_NOT_VERIFIED,
      message: "The passkey did not verify the person",
    });
  }
}

/**
 * Passkeys (WebAuthn) through better-auth's plugin, on our `passkeys` table. The relying
 * party is PUBLIC_URL's host, and every ceremony must come from PUBLIC_URL's origin (the
 * plugin would otherwise believe the request's Origin header). A passkey signs in alone, so
 * it must be discoverable (the browser finds it without an e-mail) and must verify the person:
 * a security key without a PIN, only touched, is refused (docs/security.md).
 */
function passkeys(publicUrl: string) {
  return passkey({
    origin: new URL(publicUrl).origin,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    advanced: { webAuthnChallengeCookie: "passkey-challenge" },
    registration: {
      afterVerification: ({ verification }) => {
        requireUserVerified(verification.registrationInfo?.userVerified ?? false);
        return Promise.resolve();
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        requireUserVerified(verification.authenticationInfo.userVerified);
        return Promise.resolve();
      },
    },
    schema: {
      passkey: {
        modelName: "passkeys",
        fields: {
          ...columns("publicKey", "userId", "deviceType", "backedUp", "createdAt"),
          credentialID: "credential_id",
        },
      },
    },
  });
}

/**
 * better-auth on the shop's own database: password hashing, sessions, reset tokens and the
 * OpenID Connect flows and passkeys are the library's; the names of tables and columns are
 * ours. Only server code calls it (see accounts.service.ts and passkeys.service.ts); its HTTP
 * handler is reached for the federated sign-in callback and the confirmation link alone.
 */
export function createAuth({ db, config, secret, mails, logLinks, log }: AuthDependencies) {
  const authLog = log.child({ module: "auth" });
  const postgres = isPostgres(db);
  const { google, oidc } = config.auth;
  const accountMails = authMails({
    db,
    publicUrl: config.publicUrl,
    secret,
    confirmationSeconds: DAY,
    mails,
    logLinks,
    log,
  });

  return betterAuth({
    appName: "Schelde Gold & Diamonds",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: {
      db: trackTransactions(postgres ? db.withPlugin(new DateValuesPlugin()) : db),
      type: postgres ? "postgres" : "sqlite",
      transaction: true,
    },
    telemetry: { enabled: false },
    // A federated sign-in that fails before it knows where to return lands on /login, which
    // explains the failure (the ?error= code) in the visitor's language.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    // Counters live in our rate_limits table, per client and per e-mail (accounts.service.ts);
    // better-auth's own limiter would keep them in process memory.
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args: unknown[]) => {
        // A callback with a made-up or stale state is the client's doing, not a fault.
        const clientFault = level === "error" && CLIENT_FAULTS.has(message);
        authLog[clientFault ? "info" : level === "debug" ? "debug" : level](
          { details: args },
          message,
        );
      },
    },
    advanced: {
      database: { generateId: () => newId() },
      useSecureCookies: config.publicUrl.startsWith("https:"),
      cookiePrefix,
      // Without a trusted proxy the forwarded address is whatever the client says: the
      // sessions' address is ours (sign-in-origin.ts).
      ipAddress: { disableIpTracking: true },
    },
    user: {
      modelName: "users",
      fields: columns("emailVerified", "createdAt", "updatedAt"),
      additionalFields: {
        // input: false — no request can set these through better-auth.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        phone: { type: "string", required: false, defaultValue: "", input: false },
        locale: { type: "string", required: false, defaultValue: "en", input: true },
      },
    },
    session: {
      modelName: "sessions",
      fields: columns("userId", "expiresAt", "ipAddress", "userAgent", "createdAt", "updatedAt"),
      // Set by sign-in-origin.ts on every new session; the admin guard reads it.
      additionalFields: {
        signedInWith: {
          type: "string",
          fieldName: "signed_in_with",
          required: false,
          defaultValue: "password",
          input: false,
        },
      },
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    account: {
      modelName: "accounts",
      fields: columns(
        "userId",
        "providerId",
        "accountId",
        "accessToken",
        "refreshToken",
        "idToken",
        "accessTokenExpiresAt",
        "refreshTokenExpiresAt",
        "createdAt",
        "updatedAt",
      ),
      // A federated sign-in joins an existing account only when the provider vouches for
      // the e-mail and the account's own address is verified (better-auth's default), so a
      // stranger cannot pre-register someone's address with a password and wait.
      accountLinking: { enabled: true },
    },
    verification: {
      modelName: "verifications",
      fields: columns("expiresAt", "createdAt", "updatedAt"),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: fieldLimits.password.min,
      maxPasswordLength: fieldLimits.password.max,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset mail is queued with its token, in one transaction (auth-mails.ts); better-auth
      // offers resets only when this callback is there.
      sendResetPassword: () => Promise.resolve(),
      // No session at sign-up: with autoSignIn off better-auth answers a sign-up with a known
      // address exactly as one with a new address (the password hashed either way, so in about
      // the same time), and tells the owner instead (docs/security.md, issue 22 finding 9).
      autoSignIn: false,
      onExistingUserSignUp: (data) => accountMails.onExistingUserSignUp(data),
    },
    // An address is confirmed by better-auth's signed link (GET /api/auth/verify-email), mailed
    // at sign-up and again on request from checkout; orders wait for it, signing in does not.
    // Following the link signs the account in and lands on `callbackURL`.
    emailVerification: {
      // Sent by our database hook, in the sign-up's transaction (auth-mails.ts).
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: (data) => accountMails.sendVerificationEmail(data),
    },
    databaseHooks: accountMails.databaseHooks,
    socialProviders: google ? { google: { ...google, prompt: "select_account" } } : {},
    plugins: [
      // TOTP with ten backup codes, stored encrypted with the auth secret (the plugin's
      // default); a password sign-in of an account that has it answers `twoFactorRedirect`
      // and waits, behind a signed cookie, for a code (docs/decisions/0026-second-factor.md).
      twoFactor({
        schema: {
          user: { fields: columns("twoFactorEnabled") },
          twoFactor: {
            modelName: "two_factors",
            fields: columns("userId", "backupCodes", "failedVerificationCount", "lockedUntil"),
          },
        },
      }),
      twoFactorChallenge(),
      // After twoFactor: it withdraws a password sign-in's session that still waits for a code.
      signInOrigin(db),
      passkeys(config.publicUrl),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
/**
 * Runs `work` (calls of better-auth's API) in one better-auth transaction, which its own
 * writes join: what better-auth writes in it and the mails our hooks queue commit together.
 */
export async function inAuthTransaction<T>(auth: Auth, work: () => Promise<T>): Promise<T> {
  const { adapter } = await auth.$context;
  return runWithTransaction(adapter, work);
}
