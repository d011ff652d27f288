import type { AccountFailure } from "#common/account-failures.ts";
import { parseInput } from "#common/field-schemas.ts";
import { ok, type Failure, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import type { RequestOrigin } from "./accounts.service.ts";
import { confirmSecondFactorSchema, currentPasswordSchema } from "./account.schema.ts";
import { recordSecondFactor } from "./account-audit.ts";
import { failure, settle } from "./account-errors.ts";
import { guardPasswordCheck } from "./attempt-limits.ts";
import type { Auth } from "./auth.ts";
import { hasPassword } from "./profile.queries.ts";
import {
  adminAccess,
  mayChangeFactors,
  type AdminAccess,
  type AdminCandidate,
} from "./admin-access.ts";
import { userHasPasskey } from "./passkey.queries.ts";
import { readSecondFactorCode } from "./second-factor-code.ts";
import { setupView, type TwoFactorSetup } from "./two-factor-setup.ts";
import {
  completeSignIn,
  confirmSession,
  pendingAccount,
  type SessionHolder,
  type SignInStepContext,
} from "./two-factor-sign-in.ts";
import { secondFactorOf } from "./two-factor.queries.ts";

export type { AdminAccess, TwoFactorSetup };

/**
 * What /login/second-factor asks of whom: the second step of a password sign-in that waits
 * ("sign-in"), or a signed-in session that has not shown the account's factor, to confirm it
 * before the admin panel opens or the factors change ("confirm"); a code field when the
 * account has the app's code, a passkey button when it has a passkey.
 */
export interface SecondStep {
  purpose: "sign-in" | "confirm";
  code: boolean;
  passkey: boolean;
}

/** The account's second factor as /profile shows it. */
export interface SecondFactorStatus {
  enabled: boolean;
  /** It guards signing in with a password: an account without one cannot set it up. */
  hasPassword: boolean;
  /** Backup codes not used yet; null while it is off. */
  backupCodesLeft: number | null;
}

/** A wrong first code keeps the set-up on the page (also without JavaScript): the same one. */
export type ConfirmFailure = Failure<AccountFailure> & { setup?: TwoFactorSetup };

/** The signed-in person changing their own second factor, and how their session signed in. */
interface Owner extends AdminCandidate {
  email: string;
}

type Outcome<T extends object> = Promise<Result<T, AccountFailure>>;

export interface TwoFactorServiceDependencies {
  db: Database;
  auth: Auth;
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** ADMIN_REQUIRE_2FA: the admin panel asks every admin for a second factor. */
  adminRequiresSecondFactor: boolean;
}

/**
 * The second factor (better-auth's two-factor plugin, TOTP with ten backup codes;
 * docs/decisions/0026-second-factor.md): set up, confirmed, turned off and new backup codes on
 * /profile, each behind the current password or a code; the second step of a password sign-in;
 * and whether the admin panel may open. Each change is recorded in the audit trail once
 * better-auth made it: the plugin writes through its own adapter, outside any transaction of
 * ours (on SQLite, joining one would wait for itself).
 */
export function createTwoFactorService(deps: TwoFactorServiceDependencies) {
  const { db, auth } = deps;
  const ctx = (origin: Pick<RequestOrigin, "clientAddress">): SignInStepContext => ({
    db,
    auth,
    limiter: deps.limiter,
    rateLimit: deps.rateLimit,
    clientAddress: origin.clientAddress,
  });

  /**
   * The current password, parsed, then checked by better-auth in `run` under the limits of every
   * current-password check (a wrong one counts).
   */
  async function withPassword<T extends object>(
    owner: Owner,
    input: unknown,
    origin: Pick<RequestOrigin, "clientAddress">,
    run: (password: string) => Outcome<T>,
  ): Outcome<T> {
    const parsed = parseInput(currentPasswordSchema, input);
    if (!parsed.ok) return parsed;
    if (!(await mayChange(owner))) return failure("not-authorized");
    if (!(await hasPassword(db, owner.id))) return failure("no-password");
    const { password } = parsed.data;
    return guardPasswordCheck(ctx(origin), "password-change", owner.id, "wrong-password", () =>
      settle(() => run(password)),
    );
  }

  const hasPasskey = (userId: string) => userHasPasskey(db, userId);
  const access = (user: AdminCandidate): Promise<AdminAccess> =>
    adminAccess(deps.adminRequiresSecondFactor, user, hasPasskey);
  const mayChange = (user: AdminCandidate) =>
    mayChangeFactors(deps.adminRequiresSecondFactor, user, hasPasskey);

  return {
    async status(userId: string): Promise<SecondFactorStatus> {
      const [factor, password] = await Promise.all([
        secondFactorOf(db, userId),
        hasPassword(db, userId),
      ]);
      if (!factor.enabled) return { enabled: false, hasPassword: password, backupCodesLeft: null };
      const codes = await auth.api.viewBackupCodes({ body: { userId } });
      return { enabled: true, hasPassword: password, backupCodesLeft: codes.backupCodes.length };
    },

    /**
     * Starts setting up (or starts again): a new secret and ten backup codes, kept unconfirmed
     * until `confirm`; signing in does not ask for them yet.
     */
    start: (requestHeaders: Headers, owner: Owner, input: unknown, origin: RequestOrigin) =>
      withPassword(owner, input, origin, async (password) => {
        const answer = await auth.api.enableTwoFactor({
          body: { password },
          headers: requestHeaders,
        });
        if (answer.method !== "totp")
          throw new Error("better-auth set up a factor other than TOTP");
        return ok({ setup: await setupView(answer.totpURI, answer.backupCodes) });
      }),

    /**
     * Turns the factor on with the first code from the app, which proves the app holds the
     * secret. better-auth replaces this device's session (the new cookie is in `headers`).
     */
    async confirm(
      requestHeaders: Headers,
      owner: Owner,
      input: unknown,
      origin: RequestOrigin,
    ): Promise<Result<{ headers: Headers }, AccountFailure> | ConfirmFailure> {
      const parsed = parseInput(confirmSecondFactorSchema, input);
      if (!parsed.ok) return parsed;
      const { totpURI, backupCodes } = parsed.data;
      if (!(await mayChange(owner))) return failure("not-authorized");
      if ((await secondFactorOf(db, owner.id)).enabled) return failure("second-factor-on");
      const typed = readSecondFactorCode(parsed.data.code);
      const outcome =
        typed?.kind !== "totp"
          ? failure("invalid-code")
          : await guardPasswordCheck(ctx(origin), "second-factor", owner.id, "invalid-code", () =>
              settle(async () => {
                const { headers } = await auth.api.verifyTOTP({
                  body: { code: typed.code },
                  headers: requestHeaders,
                  returnHeaders: true,
                });
                await recordSecondFactor(db, owner, "enable", { backupCodes: backupCodes.length });
                return ok({ headers });
              }),
            );
      if (outcome.ok || outcome.error !== "invalid-code") return outcome;
      return { ...outcome, setup: await setupView(totpURI, backupCodes) };
    },

    /** Turns the factor off; better-auth replaces this device's session (`headers`). */
    async disable(requestHeaders: Headers, owner: Owner, input: unknown, origin: RequestOrigin) {
      if (!(await secondFactorOf(db, owner.id)).enabled) return failure("second-factor-off");
      return withPassword(owner, input, origin, async (password) => {
        const { headers } = await auth.api.disableTwoFactor({
          body: { password },
          headers: requestHeaders,
          returnHeaders: true,
        });
        await recordSecondFactor(db, owner, "disable");
        return ok({ headers });
      });
    },

    /** Ten new backup codes, shown once; the old ones stop working. */
    newBackupCodes: (
      requestHeaders: Headers,
      owner: Owner,
      input: unknown,
      origin: RequestOrigin,
    ) =>
      withPassword(owner, input, origin, async (password) => {
        const answer = await auth.api.generateBackupCodes({
          body: { password },
          headers: requestHeaders,
        });
        await recordSecondFactor(db, owner, "new-backup-codes", {
          backupCodes: answer.backupCodes.length,
        });
        return ok({ backupCodes: answer.backupCodes });
      }),

    /** Whether a password sign-in of this browser waits for its second factor. */
    pendingSignIn: async (requestHeaders: Headers) =>
      (await pendingAccount(auth, requestHeaders)) !== null,

    /**
     * What the second step asks of this browser: a password sign-in waiting for its code, or a
     * signed-in session to confirm (the admin panel, or a change of second factors, asks for
     * one that showed a factor); null when neither applies.
     */
    async secondStep(
      requestHeaders: Headers,
      user: AdminCandidate | null,
    ): Promise<SecondStep | null> {
      if (user) {
        if (await mayChange(user)) return null;
        return {
          purpose: "confirm",
          code: user.twoFactorEnabled,
          passkey: await userHasPasskey(db, user.id),
        };
      }
      const pending = await pendingAccount(auth, requestHeaders);
      if (pending === null) return null;
      return { purpose: "sign-in", code: true, passkey: await userHasPasskey(db, pending) };
    },

    /** The second step of a password sign-in (two-factor-sign-in.ts). */
    completeSignIn: (requestHeaders: Headers, input: unknown, origin: RequestOrigin) =>
      completeSignIn(ctx(origin), requestHeaders, input, origin.locale),

    /** A signed-in session confirmed with a code (two-factor-sign-in.ts). */
    confirmSession: (
      requestHeaders: Headers,
      holder: SessionHolder,
      input: unknown,
      origin: RequestOrigin,
    ) => confirmSession(ctx(origin), requestHeaders, holder, input),

    /** What the admin panel asks of this person before it opens (admin-access.ts). */
    adminAccess: access,

    /** Whether this session may change the account's second factors (admin-access.ts). */
    mayChangeFactors: mayChange,
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
