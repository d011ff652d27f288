import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

const root = new URL("../..", import.meta.url).pathname;
const password = "backup test pw";

/** Runs `npm run backup|restore -- …` as an operator would, against the given settings. */
function cli(
  command: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "./tools/load-env.ts", `server/cli/${command}.ts`, ...args],
      { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => {
      resolve({ code, output });
    });
  });
}

/** Places orders one after another until told to stop; answers the ids acknowledged, in time. */
function orderStream(session: HttpSession, ring: Awaited<ReturnType<typeof findRing>>) {
  const acknowledged: { id: string; at: number }[] = [];
  const state = { running: true };
  const done = (async () => {
    for (let n = 0; state.running; n++) {
      const response = await session.request(
        "POST",
        "/api/orders",
        JSON.stringify(apiOrder(ring, `backup-${String(Date.now())}-${String(n)}`)),
        { "content-type": "application/json" },
      );
      if (response.status !== 201) throw new Error(`order answered ${String(response.status)}`);
      const { id } = (await response.json()) as { id: string };
      acknowledged.push({ id, at: Date.now() });
    }
  })();
  return {
    acknowledged,
    async stop() {
      state.running = false;
      await done;
    },
  };
}

async function orderIds(db: Database): Promise<Set<string>> {
  return new Set((await db.selectFrom("orders").select("id").execute()).map((row) => row.id));
}

/** The pictures the shop shows: the products' and the home page's carousel's. */
async function pictureUrls(db: Database): Promise<string[]> {
  const products = await db.selectFrom("product_images").select("url").orderBy("url").execute();
  const carousel = await db.selectFrom("attract_images").select("url").orderBy("url").execute();
  return [...products, ...carousel].map((row) => row.url);
}

describeEachDatabase("npm run backup and npm run restore", (use) => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  const folder = async (name: string) => {
    const path = await mkdtemp(join(tmpdir(), `storefront-${name}-`));
    folders.push(path);
    return path;
  };

  it("backs up while orders stream in, and a restore into a fresh place holds every acknowledged order, picture and account", async () => {
    const kind = use().kind;
    const schema =
      kind === "postgres" ? await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "") : null;
    const data = await folder("data");
    const place = (dir: string): Record<string, string> =>
      schema
        ? { DATABASE_URL: schema.databaseUrl, MEDIA_DIR: join(dir, "media") }
        : { SQLITE_PATH: join(dir, "store.db"), MEDIA_DIR: join(dir, "media") };
    const server: RunningServer = await startServer(
      schema ? { DATABASE_URL: schema.databaseUrl } : {},
      { dataDir: data },
    );
    const email = `backup-${kind}-${String(Date.now())}@example.be`;
    const customer = await signedUpSession(server.url, email, password, {
      mailbox: outboxOf(server),
    });
    const ring = await findRing(undefined, server.url);
    const stream = orderStream(customer, ring);
    // A few orders before the backup starts, more while it runs.
    while (stream.acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));
    const archives = await folder("archives");
    const began = Date.now();
    const backup = await cli("backup", ["--out", archives], { ...place(data), BACKUP_KEEP: "2" });
    await stream.stop();
    expect(backup.output).toContain("Wrote ");
    expect(backup.code).toBe(0);
    const [archive] = await readdir(archives);
    expect(archive).toMatch(/^storefront-\d{8}T\d{6}Z\.tar\.gz$/);
    const before = stream.acknowledged.filter((order) => order.at < began).map((o) => o.id);
    expect(before.length).toBeGreaterThanOrEqual(5);

    const source = openDatabase(
      schema
        ? { kind: "postgres", url: schema.databaseUrl }
        : { kind: "sqlite", path: server.sqlitePath },
    );
    const pictures = await pictureUrls(source);
    await source.destroy();
    expect(pictures.length).toBeGreaterThan(0);
    await server.stop();

    // The fresh place: a new folder; on PostgreSQL the shop's schema lost and emptied.
    const fresh = await folder("restored");
    if (schema) await schema.drop();
    const restore = await cli("restore", [join(archives, archive ?? "")], place(fresh));
    expect(restore.output).toContain("Restored the archive");
    expect(restore.code).toBe(0);

    const restored = await startServer(
      { ...(schema ? { DATABASE_URL: schema.databaseUrl } : {}), SEED_DEMO_DATA: "false" },
      { dataDir: fresh },
    );
    try {
      const db = openDatabase(
        schema
          ? { kind: "postgres", url: schema.databaseUrl }
          : { kind: "sqlite", path: restored.sqlitePath },
      );
      try {
        const ids = await orderIds(db);
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(await pictureUrls(db)).toEqual(pictures);
      } finally {
        await db.destroy();
      }
      for (const picture of pictures) {
        expect((await fetch(`${restored.url}${picture}`)).status, picture).toBe(200);
      }
      const login = await fetch(`${restored.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: restored.url },
        body: new URLSearchParams({ email, password }),
      });
      expect(login.status).toBe(302);

      // A second restore over data that is there now is refused and changes nothing.
      const again = await cli("restore", [join(archives, archive ?? "")], place(fresh));
      expect(again.code).toBe(1);
      expect(again.output).toContain("already hold data");
    } finally {
      await restored.stop();
      if (schema) await schema.drop();
    }
  }, 120_000);

  it("refuses what is not one of its archives, and a usage mistake, with a clear message", async () => {
    const empty = await folder("nothing");
    const settings = { SQLITE_PATH: join(empty, "store.db"), MEDIA_DIR: join(empty, "media") };
    const notAnArchive = await cli("restore", [join(root, "package.json")], settings);
    expect(notAnArchive.code).toBe(1);
    expect(notAnArchive.output).toContain("is not an archive written by npm run backup");
    expect((await cli("backup", [], settings)).code).toBe(2);
    expect(await readdir(empty)).toEqual([]);
  });
});
