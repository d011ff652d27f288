import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import * as tar from "tar";
import type { Config, MediaStoreConfig } from "#server/config.ts";
import { openMediaStores } from "#server/media/media-stores.ts";
import {
  ARCHIVE_NAME,
  DATABASE_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  type Manifest,
} from "./archive.ts";

export interface BackupSettings {
  database: Config["database"];
  /** Where the pictures are (local disk or a bucket); their sizes are made again on request. */
  media: MediaStoreConfig;
  /** Archives kept in the folder, newest first; older ones are deleted. */
  keep: number;
}

/**
 * One archive of the database and the pictures, taken while the shop runs (docs/deploy.md):
 * the database first, as one consistent snapshot (SQLite's online backup, which includes what
 * is still in its write-ahead log; pg_dump's snapshot), then the pictures. Pictures are never
 * changed once stored, so every one the snapshot refers to is copied, unless it was deleted
 * in the seconds between. Written under a temporary name and renamed when complete, so a
 * folder never holds half an archive; then only the newest `keep` archives are kept.
 */
export async function createBackup(
  settings: BackupSettings,
  outDir: string,
  now: Date = new Date(),
): Promise<{ file: string; removed: string[] }> {
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(tmpdir(), "storefront-backup-"));
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: settings.database.kind,
      schema: null,
    };
    if (settings.database.kind === "sqlite") {
      await backupSqlite(settings.database.path, join(staging, DATABASE_FILE.sqlite));
    } else {
      manifest.schema = await backupPostgres(
        settings.database.url,
        join(staging, DATABASE_FILE.postgres),
      );
    }
    await copyMedia(settings, join(staging, MEDIA_FOLDER));
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    const file = join(outDir, archiveName(now));
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...(await readdir(staging)).filter((name) => name !== MANIFEST_FILE),
    ]);
    await rename(partial, file);
    return { file, removed: await keepNewest(outDir, settings.keep) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** "storefront-20261127T140501Z.tar.gz": sorts by time as text. */
function archiveName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `storefront-${stamp}.tar.gz`;
}

async function keepNewest(outDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(outDir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(join(outDir, name));
  return old;
}

async function backupSqlite(path: string, to: string) {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    await db.backup(to);
  } finally {
    db.close();
  }
}

/** Dumps the schema the shop uses (the connection's own, `public` unless set) and names it. */
async function backupPostgres(url: string, to: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let schema: string;
  try {
    const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
    schema = rows[0]?.schema ?? "public";
  } finally {
    await client.end();
  }
  await runTool("pg_dump", [
    "--format=custom",
    "--no-owner",
    `--schema=${schema}`,
    `--file=${to}`,
    toolUrl(url),
  ]);
  return schema;
}

/** Every picture, one by one from the store (a folder or a bucket), into `to`. */
async function copyMedia(settings: BackupSettings, to: string) {
  await mkdir(to, { recursive: true });
  const stores = openMediaStores(settings.media);
  try {
    for (const { name } of await stores.pictures.list()) {
      const bytes = await stores.pictures.read(name);
      // Deleted since it was listed: the snapshot no longer shows it either.
      if (bytes) await writeFile(join(to, name), bytes);
    }
  } finally {
    stores.close();
  }
}

/**
 * The URL for pg_dump and pg_restore: without `options` (a search_path for the app's
 * connections, written as node-postgres reads it, which libpq does not), since they name
 * the schema themselves.
 */
export function toolUrl(url: string): string {
  const address = new URL(url);
  address.searchParams.delete("options");
  return address.toString();
}

/**
 * Runs one of PostgreSQL's client tools and answers what it printed; a clear message when it
 * is not installed, and its own words when it fails.
 */
export function runTool(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${command} is not on the PATH. Install PostgreSQL's client tools (on Debian: apt-get install postgresql-client-15) and try again.`,
            )
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Error(`${command} failed (exit code ${String(code)}): ${errors.trim()}`));
    });
  });
}
