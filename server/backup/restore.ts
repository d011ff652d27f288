import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import * as tar from "tar";
import type { Config, MediaStoreConfig } from "#server/config.ts";
import { openMediaStores } from "#server/media/media-stores.ts";
import type { MediaStores } from "#server/media/media-storage.ts";
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  manifestSchema,
  type Manifest,
} from "./archive.ts";
import { runTool, toolUrl } from "./backup.ts";

export interface RestoreSettings {
  database: Config["database"];
  media: MediaStoreConfig;
}

/** A restore that would overwrite data, or an archive this shop cannot take: said, nothing done. */
export class RestoreRefused extends Error {}

/**
 * Puts an archive of `npm run backup` back: into an empty database and an empty media folder,
 * or, with `force`, over what is there. Everything is checked before anything is written, so
 * a refused restore changes nothing. A PostgreSQL archive goes back into the schema it was
 * taken from.
 */
export async function restoreBackup(
  settings: RestoreSettings,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  const unpacked = await mkdtemp(join(tmpdir(), "storefront-restore-"));
  const stores = openMediaStores(settings.media);
  try {
    const manifest = await unpack(file, unpacked);
    if (manifest.database !== settings.database.kind) {
      throw new RestoreRefused(
        `The archive holds a ${manifest.database === "sqlite" ? "SQLite" : "PostgreSQL"} database, but this shop is configured for ${settings.database.kind === "sqlite" ? "SQLite (no DATABASE_URL)" : "PostgreSQL (DATABASE_URL)"}.`,
      );
    }
    const stored = await stores.pictures.list();
    const inUse = [
      ...((await databaseHasData(settings.database, manifest)) ? ["the database"] : []),
      ...(stored.length > 0 ? ["the media store"] : []),
    ];
    if (inUse.length > 0 && !force) {
      throw new RestoreRefused(
        `Not restoring: ${inUse.join(" and ")} already hold data. Restore into an empty place, or add --force to replace it.`,
      );
    }
    if (settings.database.kind === "sqlite") {
      await restoreSqlite(join(unpacked, DATABASE_FILE.sqlite), settings.database.path);
    } else {
      await restorePostgres(
        join(unpacked, DATABASE_FILE.postgres),
        settings.database.url,
        manifest,
      );
    }
    await restoreMedia(stores, join(unpacked, MEDIA_FOLDER), stored);
    return manifest;
  } finally {
    stores.close();
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** The archive's pictures into the store, after what it held (with --force) and their sizes. */
async function restoreMedia(stores: MediaStores, from: string, stored: { name: string }[]) {
  await stores.pictures.removeAll(stored.map((file) => file.name));
  await stores.sizes.removeAll((await stores.sizes.list()).map((file) => file.name));
  for (const name of await readdir(from)) {
    await stores.pictures.write(name, await readFile(join(from, name)));
  }
}

async function unpack(file: string, to: string): Promise<Manifest> {
  try {
    await tar.extract({ file, cwd: to, strict: true });
    return manifestSchema.parse(JSON.parse(await readFile(join(to, MANIFEST_FILE), "utf8")));
  } catch {
    throw new RestoreRefused(`${file} is not an archive written by npm run backup.`);
  }
}

async function databaseHasData(database: Config["database"], manifest: Manifest) {
  if (database.kind === "sqlite") {
    const size = await stat(database.path).then(
      (s) => s.size,
      () => 0,
    );
    if (size === 0) return false;
    const db = new SQLite(database.path, { readonly: true });
    try {
      return (
        db.prepare("select 1 from sqlite_master where type = 'table' limit 1").get() !== undefined
      );
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select 1 from information_schema.tables where table_schema = $1 limit 1",
      [manifest.schema],
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function restoreSqlite(from: string, to: string) {
  for (const suffix of ["", "-wal", "-shm"]) await rm(`${to}${suffix}`, { force: true });
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to);
}

/**
 * Empties the schema (dropped and made again: `public` may belong to the database's owner, so
 * it is emptied, not dropped), then restores every entry of the dump but the schema's own.
 */
async function restorePostgres(dump: string, url: string, manifest: Manifest) {
  const schema = manifest.schema ?? "public";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
  const list = await runTool("pg_restore", ["--list", dump]);
  const entries = list.split("\n").filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line));
  const listFile = `${dump}.list`;
  await writeFile(listFile, entries.join("\n"));
  await runTool("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    `--use-list=${listFile}`,
    `--dbname=${toolUrl(url)}`,
    dump,
  ]);
}
