import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createBackup } from "#server/backup/backup.ts";
import { openDatabase } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

describe("npm run backup's folder", () => {
  let dir = "";
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the newest BACKUP_KEEP archives and deletes only its own older ones", async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-rotation-"));
    const path = join(dir, "store.db");
    const db = openDatabase({ kind: "sqlite", path });
    await migrateToLatest(db);
    await db.destroy();
    const out = join(dir, "archives");
    const settings = {
      database: { kind: "sqlite", path } as const,
      media: {
        kind: "local",
        dir: join(dir, "media"),
        cacheDir: join(dir, "media", "sizes"),
      } as const,
      keep: 2,
    };
    const days = ["2026-11-24", "2026-11-25", "2026-11-26"];
    for (const day of days) await createBackup(settings, out, new Date(`${day}T03:00:00Z`));
    await writeFile(join(out, "notes.txt"), "not an archive");
    const { removed } = await createBackup(settings, out, new Date("2026-11-27T03:00:00Z"));
    expect(removed).toEqual(["storefront-20261125T030000Z.tar.gz"]);
    expect((await readdir(out)).sort()).toEqual([
      "notes.txt",
      "storefront-20261126T030000Z.tar.gz",
      "storefront-20261127T030000Z.tar.gz",
    ]);
  });
});
