import type { Database } from "#server/db/connection.ts";

export function findProfile(db: Database, userId: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "phone", "role", "locale", "created_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Only name and phone: the one update a user's own request may make to their row. */
export async function updateNameAndPhone(
  db: Database,
  userId: string,
  values: { name: string; phone: string },
  now: string,
) {
  const result = await db
    .updateTable("users")
    .set({ name: values.name, phone: values.phone, updated_at: now })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setUserLocale(db: Database, userId: string, locale: string) {
  await db.updateTable("users").set({ locale }).where("id", "=", userId).execute();
}

/** Whether the user can sign in with a password (federated-only accounts cannot). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("accounts")
    .select("id")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  return row !== undefined;
}
