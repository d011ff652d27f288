import type { Database } from "#server/db/connection.ts";
import type { Role } from "#server/db/schema.ts";

export function findUserByEmail(db: Database, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "role"])
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function setRole(db: Database, userId: string, role: Role, now: string) {
  await db.updateTable("users").set({ role, updated_at: now }).where("id", "=", userId).execute();
}
