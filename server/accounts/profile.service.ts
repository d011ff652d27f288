import type { Database } from "../db/connection.ts";
import { fieldErrorsOf, profileSchema, type FieldErrors } from "./account.schema.ts";
import { findProfile, updateNameAndPhone } from "./profile.queries.ts";

export interface Profile {
  id: string;
  email: string;
  name: string;
  phone: string;
  createdAt: string;
}

/**
 * The profile is the user's own row: name and phone start empty (SPEC.md §3's "missing
 * profile is created with empty name and phone" holds from the moment the account exists).
 */
export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
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

export type UpdateProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; error: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; error: "not-found" };

/** Whatever else the form carries (a role, an e-mail) is ignored: only name and phone change. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<UpdateProfileResult> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, error: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const updated = await updateNameAndPhone(db, userId, parsed.data, now.toISOString());
  const profile = updated ? await getProfile(db, userId) : null;
  return profile ? { ok: true, profile } : { ok: false, error: "not-found" };
}
