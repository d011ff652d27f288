import { sql } from "kysely";
import { isPostgres, type Database } from "./connection.ts";

/**
 * The work that several instances sharing one PostgreSQL database must do one at a time, each
 * with the first key of `pg_advisory_lock(int, int)`. The second key is the hash of the schema
 * the instance works in, so shops (or parallel test schemas) in other schemas of the same
 * database never wait on each other.
 */
const lockKeys = {
  /** Migrations and the demo seed at start-up ("STAR"). */
  start: 0x53544152,
} as const;

export type AdvisoryLock = keyof typeof lockKeys;

/**
 * Runs `work` while this instance holds the lock; others asking for it wait until it is done.
 * The lock belongs to one pooled connection held for the whole run (a session lock: the
 * migrations commit their own transactions, so a transaction-level lock would not span them);
 * if the process dies, PostgreSQL ends that session and the lock with it. SQLite has one
 * instance per file, and its own file lock for each write: `work` just runs.
 */
export async function withAdvisoryLock<T>(
  db: Database,
  lock: AdvisoryLock,
  work: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return work();
  const key = lockKeys[lock];
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key}, hashtext(current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}, hashtext(current_schema()))`.execute(connection);
    }
  });
}
