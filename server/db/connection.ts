import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema.ts";

export type Database = Kysely<DB>;

export type DatabaseTarget =
  { kind: "sqlite"; path: string } | { kind: "postgres"; url: string; schema?: string };

const { builtins } = pg.types;
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];

/**
 * Both dialects must hand the code the same shapes: timestamps as ISO text and
 * counts/bigints as numbers (all ours fit in 2^53), as better-sqlite3 already does.
 */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: TypeId, format?: "text" | "binary") => {
    if (oid === builtins.TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    if (oid === builtins.TIMESTAMP) return (value: string) => new Date(`${value}Z`).toISOString();
    if (oid === builtins.INT8) return (value: string) => Number(value);
    // pg's own parser table is typed `any`; it returns a parser function for this oid.
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

/** Each PostgreSQL database's pool, for GET /metrics; Kysely does not hand it back. */
const pools = new WeakMap<Database, pg.Pool>();

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      types: pgTypes,
      max: 10,
      // A test suite gets a schema of its own; production uses the role's default path.
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (target.path !== ":memory:") mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SQLite(target.path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** The connection pool under a PostgreSQL database; null on SQLite (one connection). */
export function connectionPool(db: Database): pg.Pool | null {
  return pools.get(db) ?? null;
}

export function isPostgres(db: Pick<Kysely<never>, "getExecutor">): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
