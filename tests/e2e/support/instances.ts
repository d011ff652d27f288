import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "#server/db/connection.ts";
import type { DatabaseKind } from "#tests/support/databases.ts";
import { grantAdmin, type ServerDatabaseEnv } from "./accounts.ts";
import type { Mailbox } from "./outbox.ts";
import {
  createPostgresSchema,
  startServer,
  type RunningServer,
  type StartServerOptions,
} from "./server.ts";

/** Several built servers on one database, sharing what docs/deploy.md has them share. */
export interface Instances {
  kind: DatabaseKind;
  servers: RunningServer[];
  /** The database every instance was given, as the admin CLI takes it too. */
  databaseEnv: ServerDatabaseEnv;
  /** That database, opened by the test through the project's dialects. */
  db: Database;
  /** The one folder of them all (one server's /var/lib/storefront): media and outbox. */
  shared: string;
  /** Where every instance writes its mails. */
  mailbox: Mailbox;
  /** `npm run admin -- grant EMAIL` against their database. */
  grantAdmin(email: string): Promise<string>;
  /** Stops every instance, then closes and removes the database and the folder. */
  stop(): Promise<void>;
}

export interface InstancesOptions {
  /** How many (default two). */
  count?: number;
  /**
   * PostgreSQL (default): a fresh schema of TEST_DATABASE_URL. SQLite: one file every
   * instance opens (one machine's instances; the shop's promise is about PostgreSQL).
   */
  kind?: DatabaseKind;
  /** Settings beside the shared ones (they win over them). */
  env?: Record<string, string>;
  /** Each instance's port, where it must be known first (an nginx upstream, e.g.). */
  ports?: number[];
  /** One after the other instead of all at once (the first migrates and seeds alone). */
  oneByOne?: boolean;
  readyWithinMs?: StartServerOptions["readyWithinMs"];
}

/** The secret every instance signs sessions with: a session of one is a session of all. */
export const SHARED_AUTH_SECRET = "a-secret-shared-by-every-instance-0123456789";

/**
 * Starts `count` instances of the built server on one fresh database, with one media folder,
 * one outbox and one AUTH_SECRET, as several instances behind a proxy run (issue 23). A start
 * that fails stops the others and removes what was made, then throws every reason.
 */
export async function startInstances(options: InstancesOptions = {}): Promise<Instances> {
  const { count = 2, kind = "postgres", ports = [] } = options;
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const shared = await mkdtemp(join(tmpdir(), "storefront-instances-"));
    cleanups.push(() => rm(shared, { recursive: true, force: true }));
    let databaseEnv: ServerDatabaseEnv;
    if (kind === "postgres") {
      const testDatabaseUrl = process.env.TEST_DATABASE_URL;
      if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
      const schema = await createPostgresSchema(testDatabaseUrl);
      cleanups.push(() => schema.drop());
      databaseEnv = { DATABASE_URL: schema.databaseUrl };
    } else {
      databaseEnv = { SQLITE_PATH: join(shared, "store.db") };
    }
    const env = {
      ...databaseEnv,
      MEDIA_DIR: join(shared, "media"),
      MAIL_OUTBOX_DIR: join(shared, "outbox"),
      AUTH_SECRET: SHARED_AUTH_SECRET,
      ...options.env,
    };
    const start = (n: number) => {
      const port = ports[n];
      return startServer(port === undefined ? env : { ...env, PORT: String(port) }, {
        readyWithinMs: options.readyWithinMs,
      });
    };
    const starts: PromiseSettledResult<RunningServer>[] = [];
    if (options.oneByOne) {
      for (let n = 0; n < count && !starts.some((s) => s.status === "rejected"); n++) {
        starts.push(...(await Promise.allSettled([start(n)])));
      }
    } else {
      starts.push(...(await Promise.allSettled(Array.from({ length: count }, (_, n) => start(n)))));
    }
    const servers = starts.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
    const failures = starts.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
    if (failures.length > 0) {
      throw new Error(
        `${failures.length} of ${count} instances did not start:\n${failures.join("\n")}`,
      );
    }
    const db = openDatabase(
      "DATABASE_URL" in databaseEnv
        ? { kind: "postgres", url: databaseEnv.DATABASE_URL }
        : { kind: "sqlite", path: databaseEnv.SQLITE_PATH },
    );
    cleanups.push(() => db.destroy());
    return {
      kind,
      servers,
      databaseEnv,
      db,
      shared,
      mailbox: { outboxDir: join(shared, "outbox") },
      grantAdmin: (email) => grantAdmin(databaseEnv, email),
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
