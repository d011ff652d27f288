import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { profileSchema } from "./account.schema.ts";
import { findProfile, hasPassword, updateNameAndPhone } from "./profile.queries.ts";

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

export interface ProfilesServiceDependencies {
  db: Database;
  now?: () => Date;
}

export function createProfilesService({ db, now }: ProfilesServiceDependencies) {
  return {
    get: (userId: string) => getProfile(db, userId),
    update: (userId: string, input: unknown) => updateProfile(db, userId, input, now?.()),
    /** Whether the user can sign in with a password (federated-only accounts cannot). */
    hasPassword: (userId: string) => hasPassword(db, userId),
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
