import { sharedServer } from "./shared-server.ts";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { grantAdmin } from "#tests/e2e/support/accounts.ts";
import { outboxOf, type Mailbox } from "#tests/e2e/support/outbox.ts";
import { createPostgresSchema, startServer } from "#tests/e2e/support/server.ts";
import type { DatabaseKind } from "#tests/support/databases.ts";

/** A built server, its database opened beside it, and the admin CLI pointed at that database. */
export interface DatabaseServer {
  kind: DatabaseKind;
  url: string;
  /** The server's own database, through the project's dialects: the same code for both. */
  db: Database;
  /** Where the server's mails land (its outbox: no SMTP in these suites). */
  mailbox: Mailbox;
  /** What the server printed (its log), where the suite started it; null for the shared one. */
  output: (() => string) | null;
  /** `npm run admin -- grant EMAIL` against the server's database; returns what it printed. */
  grantAdmin(email: string): Promise<string>;
  /** Closes what the suite opened: for PostgreSQL also its server and its schema. */
  stop(): Promise<void>;
}

export interface DatabaseServerOptions {
  /**
   * A server of the suite's own on SQLite too (a fresh data folder), for a suite that reads
   * the server's log (`output`) or must not share its rows; PostgreSQL always gets its own.
   */
  ownServer?: boolean;
  /** Settings beside startServer's test defaults. */
  env?: Record<string, string>;
}

/**
 * SQLite: the shared browser-test server (global-setup.ts), not a second one on two cores,
 * unless `ownServer`. PostgreSQL: a built server of the suite's own on a fresh schema of
 * TEST_DATABASE_URL, with the same test settings as the shared one (startServer's); the admin
 * CLI gets the same URL.
 */
export async function startDatabaseServer(
  kind: DatabaseKind,
  options: DatabaseServerOptions = {},
): Promise<DatabaseServer> {
  if (kind === "sqlite" && !options.ownServer) {
    const sqlitePath = sharedServer().sqlitePath;
    const db = openDatabase({ kind: "sqlite", path: sqlitePath });
    return {
      kind,
      url: sharedServer().url,
      db,
      mailbox: outboxOf({ sqlitePath }),
      output: null,
      grantAdmin: (email) => grantAdmin(sqlitePath, email),
      stop: () => db.destroy(),
    };
  }
  if (kind === "sqlite") {
    const server = await startServer(options.env);
    const db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    return {
      kind,
      url: server.url,
      db,
      mailbox: outboxOf(server),
      output: server.output,
      grantAdmin: (email) => grantAdmin(server.sqlitePath, email),
      async stop() {
        await db.destroy();
        await server.stop();
      },
    };
  }
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = await createPostgresSchema(testDatabaseUrl);
  const server = await startServer({ ...options.env, DATABASE_URL: schema.databaseUrl }).catch(
    async (error: unknown) => {
      await schema.drop();
      throw error;
    },
  );
  // The very URL the server was given, so the test reads and writes the server's schema.
  const db = openDatabase({ kind: "postgres", url: schema.databaseUrl });
  return {
    kind,
    url: server.url,
    db,
    mailbox: outboxOf(server),
    output: server.output,
    grantAdmin: (email) => grantAdmin({ DATABASE_URL: schema.databaseUrl }, email),
    async stop() {
      await db.destroy();
      await server.stop();
      await schema.drop();
    },
  };
}
