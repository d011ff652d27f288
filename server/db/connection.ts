import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DB } from "./schema.ts";

export type Database = Kysely<DB>;

export type DatabaseTarget =
  | { kind: "sqlite"; path: string }
  | { kind: "postgres"; url: string; schema?: string };

const PG_INT8 = 20;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/**
 * Both dialects must hand the code the same shapes: timestamps as ISO text and
 * counts/bigints as numbers (all ours fit in 2^53), as better-sqlite3 already does.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      return (value: string) => new Date(oid === PG_TIMESTAMP ? `${value}Z` : value).toISOString();
    }
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format ?? "text");
  }) as typeof pg.types.getTypeParser,
};

export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      types: pgTypes,
      max: 10,
      // A test suite gets a schema of its own; production uses the role's default path.
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.path !== ":memory:") mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SQLite(target.path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
