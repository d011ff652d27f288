import { isAPIError } from "better-auth/api";
import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type Failure, type Result } from "#common/result.ts";
import type { AuditActor, AuditEntry } from "#server/audit/audit-trail.ts";
import { updateEntry } from "#server/audit/audit-trail.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { Database } from "#server/db/connection.ts";
import type { Role } from "#server/db/schema.ts";
import { currentTransaction } from "#server/db/tracked-transactions.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { mayChangeFactors, type AdminCandidate } from "./admin-access.ts";
import { withinLimits, type AttemptLimits } from "./attempt-limits.ts";
import { inAuthTransaction, USER_NOT_VERIFIED, type Auth } from "./auth.ts";
import {
  passkeyChoiceSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
} from "./passkey.schema.ts";
import {
  deletePasskeyOf,
  findPasskeyOf,
  listPasskeysOf,
  markPasskeyUsed,
  renamePasskeyOf,
  userHasPasskey,
} from "./passkey.queries.ts";
import { setUserLocale } from "./profile.queries.ts";
import { deleteSessionOf } from "./session.queries.ts";

/** One passkey of the account, as /profile lists it. */
export interface PasskeyView {
  id: string;
  /** What the customer called it; empty for one added without a name. */
  name: string;
  /** Kept by a password manager or platform that copies it to the person's other devices. */
  synced: boolean;
  createdAt: string;
  /** When it last signed in; null: never yet. */
  lastUsedAt: string | null;
}

/**
 * Who adds, renames or removes a passkey: the signed-in user (an admin's changes are audited),
 * and how their session signed in (adding or removing one may need a factor shown).
 */
export interface PasskeyOwner extends AdminCandidate {
  email: string;
  role: Role;
}

/**
 * What a passkey ceremony can end in besides success: "invalid-credentials" is a passkey the
 * shop cannot accept (unknown to it, removed, or an answer that does not verify: a forged,
 * replayed, expired or touch-only one), "not-authorized" a session too old to add one.
 */
export type CeremonyFailure =
  "invalid" | "rate-limited" | "not-signed-in" | "not-authorized" | "invalid-credentials";

/** WebAuthn's options for the browser, and the challenge cookie better-auth set with them. */
export type CeremonyOptions = Result<{ options: object; headers: Headers }, CeremonyFailure>;

/** better-auth's refusals of a ceremony; everything else is a fault of ours and is thrown. */
function ceremonyFailure(error: unknown): Failure<CeremonyFailure> {
  if (!isAPIError(error)) throw error;
  const code = typeof error.body?.code === "string" ? error.body.code : "";
  switch (code) {
    case "SESSION_NOT_FRESH":
      return fail("not-authorized");
    case "UNAUTHORIZED":
    case "SESSION_REQUIRED":
      return fail("not-signed-in");
    // The plugin answers a registration it cannot verify with 500 (and logs it), though the
    // browser's answer is what failed.
    case "PASSKEY_NOT_FOUND":
    case "FAILED_TO_VERIFY_REGISTRATION":
    case "CHALLENGE_NOT_FOUND":
    case "AUTHENTICATION_FAILED":
    case "YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY":
    case USER_NOT_VERIFIED:
      return fail("invalid-credentials");
    default:
      if (error.statusCode < 500) return fail("invalid-credentials");
      throw error;
  }
}

async function ceremony<T extends object>(
  run: () => Promise<Result<T, CeremonyFailure>>,
): Promise<Result<T, CeremonyFailure>> {
  try {
    return await run();
  } catch (error) {
    return ceremonyFailure(error);
  }
}

const actorOf = (owner: PasskeyOwner): AuditActor | null =>
  owner.role === "admin" ? { kind: "admin", userId: owner.id, email: owner.email } : null;

/** An admin's passkey changes are second-factor changes: the audit trail records them. */
async function audited(db: Database, owner: PasskeyOwner, entry: AuditEntry | null, at: Date) {
  const actor = actorOf(owner);
  if (actor && entry) await recordAudit(db, actor, entry, at);
}

export interface PasskeysServiceDependencies {
  db: Database;
  auth: Auth;
  /** Counts the attempts (rate-limit.service.ts), as for the password sign-in. */
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** ADMIN_REQUIRE_2FA: an admin's passkey is their second factor (admin-access.ts). */
  adminRequiresSecondFactor: boolean;
  now?: () => Date;
}

/**
 * Passkeys: better-auth's plugin runs the WebAuthn ceremonies (options with a challenge kept in
 * a signed cookie and a verification row, then the browser's answer checked against them);
 * this service counts the attempts, checks the input, names the failures, audits an admin's
 * changes and lists, renames and removes a user's own passkeys.
 */
export function createPasskeysService(deps: PasskeysServiceDependencies) {
  const { db, auth } = deps;
  const now = deps.now ?? (() => new Date());
  // Adding or removing a passkey of an account the password alone cannot sign in to needs a
  // session that showed a factor (admin-access.ts).
  const mayChange = (owner: PasskeyOwner) =>
    mayChangeFactors(deps.adminRequiresSecondFactor, owner, (userId) => userHasPasskey(db, userId));
  const limits = (clientAddress: string): AttemptLimits => ({
    limiter: deps.limiter,
    rateLimit: deps.rateLimit,
    clientAddress,
  });

  return {
    /** The user's passkeys, the newest first. */
    async list(userId: string): Promise<PasskeyView[]> {
      const rows = await listPasskeysOf(db, userId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name ?? "",
        synced: Boolean(row.backed_up),
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }));
    },

    /** Whether the user has a passkey: for the admin rule, a passkey is a second factor. */
    hasPasskey: (userId: string) => userHasPasskey(db, userId),

    /**
     * Options to add a passkey to the signed-in account (its session at most a day old:
     * better-auth's fresh session), counted per account and client like a sign-up.
     */
    async registrationOptions(
      requestHeaders: Headers,
      owner: PasskeyOwner,
      clientAddress: string,
    ): Promise<CeremonyOptions> {
      if (!(await mayChange(owner))) return fail("not-authorized");
      if (!(await withinLimits(limits(clientAddress), "passkey-add", owner.id))) {
        return fail("rate-limited");
      }
      return ceremony(async () => {
        const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
          headers: requestHeaders,
          returnHeaders: true,
        });
        return ok({ options: response, headers });
      });
    },

    /**
     * Adds the passkey the browser made from those options, named as the customer asked. An
     * admin's is recorded in the audit trail in the same transaction as the passkey's row.
     */
    async register(
      requestHeaders: Headers,
      owner: PasskeyOwner,
      input: unknown,
    ): Promise<Result<{ passkey: { id: string; name: string } }, CeremonyFailure>> {
      const parsed = parseInput(passkeyRegistrationSchema, input);
      if (!parsed.ok) return parsed;
      if (!(await mayChange(owner))) return fail("not-authorized");
      const { passkeyName: name, response } = parsed.data;
      return ceremony(() =>
        inAuthTransaction(auth, async () => {
          const passkey = await auth.api.verifyPasskeyRegistration({
            body: { name, response },
            headers: requestHeaders,
          });
          const entry = { entity: "passkey", entityId: passkey.id, action: "create" } as const;
          await audited(
            currentTransaction() ?? db,
            owner,
            { ...entry, before: null, after: { name } },
            now(),
          );
          return ok({ passkey: { id: passkey.id, name } });
        }),
      );
    },

    /** Options to sign in with a passkey, counted per client like a password sign-in. */
    async signInOptions(requestHeaders: Headers, clientAddress: string): Promise<CeremonyOptions> {
      if (!(await withinLimits(limits(clientAddress), "sign-in"))) return fail("rate-limited");
      return ceremony(async () => {
        const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({
          headers: requestHeaders,
          returnHeaders: true,
        });
        return ok({ options: response, headers });
      });
    },

    /**
     * Signs in with the passkey the browser chose: no e-mail, no password. The session's
     * cookie comes back in `headers`; the passkey's last use and the account's language (the
     * page's, for its mails) are noted, and the browser's previous session (`replacing`) ends.
     * Each answer needs the challenge of its own options, so the options' limit counts the
     * attempts.
     */
    async signIn(
      requestHeaders: Headers,
      input: unknown,
      replacing: { id: string; sessionId: string } | null = null,
    ): Promise<Result<{ headers: Headers }, CeremonyFailure>> {
      const parsed = parseInput(passkeySignInSchema, input);
      if (!parsed.ok) return parsed;
      const { response, locale } = parsed.data;
      return ceremony(async () => {
        const { headers, response: signedIn } = await auth.api.verifyPasskeyAuthentication({
          body: { response },
          headers: requestHeaders,
          returnHeaders: true,
        });
        const userId = signedIn.user.id;
        await markPasskeyUsed(db, userId, response.id, now().toISOString());
        await setUserLocale(db, userId, locale);
        // Signed in already (an admin confirming with the passkey): the new session replaces
        // this browser's old one, which would otherwise linger in the devices list.
        if (replacing) await deleteSessionOf(db, replacing.id, replacing.sessionId);
        return ok({ headers });
      });
    },

    /** Renames one of the owner's own passkeys; another's is not found. */
    async rename(
      owner: PasskeyOwner,
      input: unknown,
    ): Promise<Result<{ id: string; name: string }, "invalid" | "not-found">> {
      const parsed = parseInput(passkeyRenameSchema, input);
      if (!parsed.ok) return parsed;
      const { id, passkeyName: name } = parsed.data;
      return db.transaction().execute(async (trx) => {
        const passkey = await findPasskeyOf(trx, owner.id, id);
        if (!passkey || !(await renamePasskeyOf(trx, owner.id, id, name))) {
          return fail("not-found");
        }
        const entry = updateEntry("passkey", id, { name: passkey.name ?? "" }, { name });
        await audited(trx, owner, entry, now());
        return ok({ id, name });
      });
    },

    /**
     * Removes one of the owner's own passkeys (another's is not found): it no longer signs in.
     * Sessions it started stay, as a password change leaves this device's.
     */
    async remove(
      owner: PasskeyOwner,
      input: unknown,
    ): Promise<Result<{ id: string; name: string }, "invalid" | "not-found" | "not-authorized">> {
      const parsed = parseInput(passkeyChoiceSchema, input);
      if (!parsed.ok) return parsed;
      if (!(await mayChange(owner))) return fail("not-authorized");
      const { id } = parsed.data;
      return db.transaction().execute(async (trx) => {
        const passkey = await findPasskeyOf(trx, owner.id, id);
        if (!passkey || !(await deletePasskeyOf(trx, owner.id, id))) return fail("not-found");
        const name = passkey.name ?? "";
        const entry = { entity: "passkey", entityId: id, action: "delete" } as const;
        await audited(trx, owner, { ...entry, before: { name }, after: null }, now());
        return ok({ id, name });
      });
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
