import type { Database } from "#server/db/connection.ts";

/** The user's passkeys, the newest first. */
export function listPasskeysOf(db: Database, userId: string) {
  return db
    .selectFrom("passkeys")
    .select(["id", "name", "backed_up", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

/** One of the user's passkeys; another user's id matches nothing. */
export function findPasskeyOf(db: Database, userId: string, passkeyId: string) {
  return db
    .selectFrom("passkeys")
    .select(["id", "name"])
    .where("id", "=", passkeyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Whether the user has at least one passkey: the admin rule of issue 24 counts a passkey as a
 * second factor.
 */
export async function userHasPasskey(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("passkeys")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Renames one of the user's passkeys; answers whether there was one. */
export async function renamePasskeyOf(
  db: Database,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", passkeyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes one of the user's passkeys; answers whether there was one. */
export async function deletePasskeyOf(
  db: Database,
  userId: string,
  passkeyId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("passkeys")
    .where("id", "=", passkeyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Notes that the user signed in with this credential just now (`at`, ISO text). */
export async function markPasskeyUsed(
  db: Database,
  userId: string,
  credentialId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable("passkeys")
    .set({ last_used_at: at })
    .where("credential_id", "=", credentialId)
    .where("user_id", "=", userId)
    .execute();
}
