import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe } from "vitest";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

export type DatabaseKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export function availableDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A migrated, empty database: in-memory SQLite, or a fresh schema on the PostgreSQL server.
 * `migrate` replaces running every migration (to test one on rows written before it).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  migrate: (db: Database) => Promise<unknown> = migrateToLatest,
): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const db = openDatabase({ kind: "sqlite", path: ":memory:" });
    await migrate(db);
    return { db, kind, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(url, (client) => client.query(`create schema ${schema}`));
  const db = openDatabase({ kind: "postgres", url, schema });
  await migrate(db);
  return {
    db,
    kind,
    close: async () => {
      await db.destroy();
      await withAdminClient(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a suite once per available database, each on a fresh database.
 * `use()` returns the suite's database inside tests and hooks.
 */
export function describeEachDatabase(title: string, suite: (use: () => TestDatabase) => void) {
  for (const kind of availableDatabases()) {
    describe(`${title} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error("test database not ready");
        return current;
      });
    });
  }
}
