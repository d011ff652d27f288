import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_NAME, openChangeChannel, type ChangeChannel } from "#server/db/change-channel.ts";
import type { Database } from "#server/db/connection.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

const log = pino({ level: "silent" });

/** A channel of its own (an instance) on this database, counting the changes it heard. */
async function instance(test: TestDatabase) {
  let changes = 0;
  const target =
    test.kind === "sqlite"
      ? ({ kind: "sqlite", path: ":memory:" } as const)
      : ({
          kind: "postgres",
          url: process.env.TEST_DATABASE_URL ?? "",
          schema: await schemaOf(test.db),
        } as const);
  const channel = await openChangeChannel({
    target,
    db: test.db,
    log,
    retryMs: 50,
    onChange: () => {
      changes++;
    },
  });
  return { channel, changes: () => changes };
}

async function schemaOf(db: Database) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("no current schema");
  return schema;
}

describe("change channel [sqlite]", () => {
  it("drops this instance's caches at once: there is no other", async () => {
    const test = await createTestDatabase("sqlite");
    const one = await instance(test);
    one.channel.publish();
    expect(one.changes()).toBe(1);
    await one.channel.close();
    await test.close();
  });
});

describe.each(availableDatabases().filter((kind) => kind === "postgres"))(
  "change channel between instances [%s]",
  (kind) => {
    let shared: TestDatabase;
    let other: TestDatabase;
    const channels: ChangeChannel[] = [];
    let a: Awaited<ReturnType<typeof instance>>;
    let b: Awaited<ReturnType<typeof instance>>;
    let elsewhere: Awaited<ReturnType<typeof instance>>;
    beforeAll(async () => {
      [shared, other] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
      [a, b, elsewhere] = await Promise.all([instance(shared), instance(shared), instance(other)]);
      channels.push(a.channel, b.channel, elsewhere.channel);
    });
    afterAll(async () => {
      await Promise.all(channels.map((channel) => channel.close()));
      await Promise.all([shared.close(), other.close()]);
    });

    it("tells every instance on the schema, each once, and no instance on another schema", async () => {
      a.channel.publish();
      // The publisher's own caches go before the write's answer is sent.
      expect(a.changes()).toBe(1);
      await expect.poll(() => b.changes(), { timeout: 1000, interval: 10 }).toBe(1);
      b.channel.publish();
      await expect.poll(() => a.changes(), { timeout: 1000, interval: 10 }).toBe(2);
      // Each has heard the other's message, sent after its own: its own was not counted again.
      expect(b.changes()).toBe(2);
      // The other schema's listener has heard both messages and ignored them.
      elsewhere.channel.publish();
      await expect.poll(() => elsewhere.changes()).toBe(1);
      expect([a.changes(), b.changes()]).toEqual([2, 2]);
    });

    it("listens again when its connection is cut, and drops what it may have missed", async () => {
      const before = b.changes();
      const { rows } = await sql<{ cut: boolean }>`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(
        shared.db,
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      // Reconnected: it cannot know what it missed meanwhile, so its caches went.
      await expect.poll(() => b.changes(), { timeout: 5000, interval: 20 }).toBe(before + 1);
      await expect.poll(() => a.changes(), { timeout: 5000, interval: 20 }).toBe(before + 1);
      a.channel.publish();
      await expect.poll(() => b.changes(), { timeout: 1000, interval: 10 }).toBe(before + 2);
    });
  },
);
