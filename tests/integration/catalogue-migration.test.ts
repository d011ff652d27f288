import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Migration } from "kysely/migration";
import type { Database } from "#server/db/connection.ts";
import { migrateToLatest, migratorFor } from "#server/db/migrate.ts";
import * as initialSchema from "#server/db/migrations/0001-initial-schema.ts";
import * as authSessions from "#server/db/migrations/0002-auth-sessions.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

/** The schema as it was before the catalogue's listing columns (migration 0003). */
async function migrateBeforeListing(db: Database) {
  const migrations: Record<string, Migration> = {
    "0001-initial-schema": initialSchema,
    "0002-auth-sessions": authSessions,
  };
  const migrator = await migratorFor(db, migrations);
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("migration failed");
}

const stamp = "2026-01-01T09:00:00.000Z";

for (const kind of availableDatabases()) {
  describe(`migration 0003 on a shop with a catalogue [${kind}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateBeforeListing);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("gives rows written before it their search text and prices with the discount", async () => {
      if (!test) throw new Error("test database not ready");
      // Typed as today's schema, written with the columns that existed before 0003.
      const db = test.db;
      const ring = { diamond_shape: "oval", ring_design: "halo", ring_metal: "platinum" } as const;
      await db
        .insertInto("products")
        .values([
          {
            id: "with-carats",
            name: "Belle Époque",
            description: "Ovale",
            price_cents: 1,
            discount_percent: 15,
            ...ring,
            created_at: stamp,
            updated_at: stamp,
          },
          {
            id: "one-price",
            name: "Plain",
            description: "",
            price_cents: 200_000,
            discount_percent: 0,
            ...ring,
            created_at: stamp,
            updated_at: stamp,
          },
          {
            id: "on-request",
            name: "Rare",
            description: "",
            price_cents: null,
            discount_percent: 0,
            ...ring,
            created_at: stamp,
            updated_at: stamp,
          },
        ])
        .execute();
      await db
        .insertInto("product_variants")
        .values([
          { product_id: "with-carats", carat_hundredths: 50, price_cents: 123_456 },
          { product_id: "with-carats", carat_hundredths: 100, price_cents: 300_000 },
          { product_id: "on-request", carat_hundredths: 100, price_cents: 300_000 },
        ])
        .execute();
      await db
        .insertInto("special_editions")
        .values({
          id: "edition",
          name: "CRÈME Watch",
          description: "Straße",
          price_cents: 540_000,
          discount_percent: 20,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();

      await migrateToLatest(db);

      const listing = (table: "products" | "special_editions") =>
        db
          .selectFrom(table)
          .select([
            "id",
            "price_cents",
            "search_text",
            "min_sale_price_cents",
            "max_sale_price_cents",
          ])
          .orderBy("id")
          .execute();
      expect(await listing("products")).toEqual([
        {
          id: "on-request",
          price_cents: null,
          search_text: "rare",
          min_sale_price_cents: null,
          max_sale_price_cents: null,
        },
        {
          id: "one-price",
          price_cents: 200_000,
          search_text: "plain",
          min_sale_price_cents: 200_000,
          max_sale_price_cents: 200_000,
        },
        {
          id: "with-carats",
          price_cents: 123_456,
          search_text: "belle epoque ovale",
          min_sale_price_cents: 104_900,
          max_sale_price_cents: 255_000,
        },
      ]);
      expect(await listing("special_editions")).toEqual([
        {
          id: "edition",
          price_cents: 540_000,
          search_text: "creme watch strasse",
          min_sale_price_cents: 432_000,
          max_sale_price_cents: 432_000,
        },
      ]);
    });
  });
}
