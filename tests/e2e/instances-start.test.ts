import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  demoAttractImages,
  demoProducts,
  demoSpecialEditions,
} from "#server/db/seed/demo-catalogue.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { startInstances, type Instances } from "./support/instances.ts";

/** PostgreSQL only, when TEST_DATABASE_URL is set (CI sets it). */
const postgresOnly = availableDatabases().filter((kind) => kind === "postgres");

/**
 * Several instances started at once on one empty PostgreSQL database (issue 23): the
 * migrations and the demo seed run under one advisory lock, so they run once, and every
 * instance comes up on the same catalogue. SQLite is one instance per file: nothing to race.
 */
describe.each(postgresOnly)("instances started together [%s]", () => {
  let instances: Instances | undefined;
  afterAll(async () => {
    await instances?.stop();
  });

  it("migrate and seed once: one demo catalogue, every picture served, every instance healthy", async () => {
    // One media store shared by all, as several instances need (architecture §1); a start
    // that fails fails the test with every reason.
    instances = await startInstances({ count: 8, readyWithinMs: 45_000 });
    const { db, servers } = instances;
    const count = async (table: "products" | "special_editions" | "attract_images") =>
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count("products")).toBe(demoProducts.length);
    expect(await count("special_editions")).toBe(demoSpecialEditions.length);
    expect(await count("attract_images")).toBe(demoAttractImages.length);
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(new Set(migrations.rows.map((row) => row.name)).size).toBe(migrations.rows.length);

    const pictures = [
      ...(await db.selectFrom("product_images").select("url").execute()),
      ...(await db.selectFrom("special_edition_images").select("url").execute()),
      ...(await db.selectFrom("attract_images").select("url").execute()),
    ].map((row) => row.url);
    expect(pictures.length).toBeGreaterThan(0);
    for (const server of servers) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const statuses = await Promise.all(
        [...new Set(pictures)].map(async (url) => {
          const response = await fetch(`${server.url}${url}`);
          await response.arrayBuffer();
          return `${url} ${response.status}`;
        }),
      );
      expect(statuses.filter((line) => !line.endsWith(" 200"))).toEqual([]);
    }
  }, 60_000);
});
