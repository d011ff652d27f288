import type { Database } from "#server/db/connection.ts";

/** The user's sessions that have not expired, the most recently seen first. */
export function listSessionsOf(db: Database, userId: string, now: string) {
  return db
    .selectFrom("sessions")
    .select(["id", "user_agent", "ip_address", "signed_in_with", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
}

/**
 * Ends one of the user's sessions (another user's id matches nothing); answers whether there
 * was one. Its cookie names no one from its next request on: sessions are read from the
 * database on every request.
 */
export async function deleteSessionOf(db: Database, userId: string, sessionId: string) {
  const result = await db
    .deleteFrom("sessions")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user but `keep`; answers how many. */
export async function deleteOtherSessionsOf(db: Database, userId: string, keep: string) {
  const result = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "!=", keep)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Notes that this session was confirmed with a second factor since it was signed in. */
export async function markSessionProven(db: Database, sessionId: string, method: string) {
  await db
    .updateTable("sessions")
    .set({ signed_in_with: method })
    .where("id", "=", sessionId)
    .execute();
}

/**
 * Sessions and one-time values (confirmation and reset tokens, passkey challenges, federated
 * sign-ins' state, waiting second steps) past their end: better-auth refuses them, but deletes
 * one only when it is presented again. Answers how many rows went.
 */
export async function deleteExpiredAuthRows(db: Database, now: string): Promise<number> {
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<", now).executeTakeFirst();
  const values = await db
    .deleteFrom("verifications")
    .where("expires_at", "<", now)
    .executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(values.numDeletedRows);
}
