import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { deviceName, type DeviceName } from "#common/user-agent.ts";
import { profileSchema, sessionChoiceSchema } from "./account.schema.ts";
import { findProfile, hasPassword, updateNameAndPhone } from "./profile.queries.ts";
import { deleteOtherSessionsOf, deleteSessionOf, listSessionsOf } from "./session.queries.ts";
import { asSignInMethod, type SignInMethod } from "./sign-in-method.ts";

export interface Profile {
  id: string;
  email: string;
  name: string;
  phone: string;
  createdAt: string;
}

/**
 * The profile is the user's own row: name and phone start empty (docs/product.md §3's "missing
 * profile is created with empty name and phone" holds from the moment the account exists).
 */
async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const row = await findProfile(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    createdAt: row.created_at,
  };
}

/** Whatever else the form carries (a role, an e-mail) is ignored: only name and phone change. */
async function updateProfile(
  db: Database,
  userId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<Result<{ profile: Profile }, "invalid" | "not-found">> {
  const parsed = parseInput(profileSchema, input);
  if (!parsed.ok) return parsed;
  const updated = await updateNameAndPhone(db, userId, parsed.data, now.toISOString());
  const profile = updated ? await getProfile(db, userId) : null;
  return profile ? ok({ profile }) : fail("not-found");
}

/** One place the account is signed in, as /profile lists it. */
export interface AccountSession {
  id: string;
  device: DeviceName;
  signedInAt: string;
  /** When it was last used (better-auth rolls it forward at most once a day). */
  lastSeenAt: string;
  /** The client's address it was signed in from; null for sessions older than its record. */
  address: string | null;
  /** How it was signed in, or confirmed since. */
  method: SignInMethod;
  /** The session of the request that asks. */
  current: boolean;
}

/** Who asks about their sessions: the user, and the session of their request. */
interface SessionOwner {
  id: string;
  sessionId: string;
}

export interface ProfilesServiceDependencies {
  db: Database;
  now?: () => Date;
}

export function createProfilesService({ db, now = () => new Date() }: ProfilesServiceDependencies) {
  return {
    get: (userId: string) => getProfile(db, userId),
    update: (userId: string, input: unknown) => updateProfile(db, userId, input, now()),
    /** Whether the user can sign in with a password (federated-only accounts cannot). */
    hasPassword: (userId: string) => hasPassword(db, userId),

    /** Where the account is signed in: every session that has not expired, this one marked. */
    async sessions(owner: SessionOwner): Promise<AccountSession[]> {
      const rows = await listSessionsOf(db, owner.id, now().toISOString());
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.user_agent),
        signedInAt: row.created_at,
        lastSeenAt: row.updated_at,
        address: row.ip_address || null,
        method: asSignInMethod(row.signed_in_with),
        current: row.id === owner.sessionId,
      }));
    },

    /**
     * Ends one other session of the account: signed out on its next request. This device's
     * own session is ended by signing out, not here.
     */
    async endSession(
      owner: SessionOwner,
      input: unknown,
    ): Promise<Result<{ ended: number }, "invalid" | "not-found">> {
      const parsed = parseInput(sessionChoiceSchema, input);
      if (!parsed.ok) return parsed;
      if (parsed.data.id === owner.sessionId) return fail("invalid");
      return (await deleteSessionOf(db, owner.id, parsed.data.id))
        ? ok({ ended: 1 })
        : fail("not-found");
    },

    /** Ends every session of the account but this one. */
    async endOtherSessions(owner: SessionOwner): Promise<Result<{ ended: number }, never>> {
      return ok({ ended: await deleteOtherSessionsOf(db, owner.id, owner.sessionId) });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
