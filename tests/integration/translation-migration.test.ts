import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrateBefore, migrateTo } from "#tests/support/migrations.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

/** The schema as it was before the catalogue's translations (migration 0006). */
const migrateBeforeTranslations = migrateTo("0005-valuation-status-and-photos");

const at = "2026-01-01T09:00:00.000Z";

for (const kind of availableDatabases()) {
  describe(`migration 0006 on a shop filled the old way [${kind}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateBeforeTranslations);
      // Raw SQL: the typed schema already has the columns this database lacks.
      const db = test.db;
      await sql`insert into products (id, name, description, diamond_shape, ring_design,
                  ring_metal, price_cents, discount_percent, main_image, created_at, updated_at,
                  search_text)
                values ('product-before-0006', 'Aurora Round Solitaire', 'Four claws.',
                  'round-brilliant', 'classic-solitaire', 'white-gold', 145000, 0, null,
                  ${at}, ${at}, 'aurora round solitaire four claws.')`.execute(db);
      await sql`insert into special_editions (id, name, description, price_cents,
                  discount_percent, main_image, created_at, updated_at, search_text)
                values ('edition-before-0006', 'Meir Halo Pendant', 'On a fine chain.', 685000,
                  0, null, ${at}, ${at}, 'meir halo pendant on a fine chain.')`.execute(db);
      await sql`insert into users (id, email, email_verified, created_at, updated_at)
                values ('user-before-0006', 'an@example.be', ${kind === "postgres" ? sql`false` : sql`0`}, ${at}, ${at})`.execute(
        db,
      );
      await sql`insert into orders (id, user_id, total_cents, created_at, updated_at)
                values ('order-before-0006', 'user-before-0006', 145000, ${at}, ${at})`.execute(db);
      await sql`insert into order_items (id, order_id, product_id, special_edition_id, name,
                  carat_hundredths, metal, ring_size, unit_price_cents, quantity, position)
                values ('line-before-0006', 'order-before-0006', 'product-before-0006', null,
                  'Aurora Round Solitaire', 50, 'white-gold', '54', 145000, 1, 0)`.execute(db);
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("keeps every piece's text as its English, untranslated, at text version 1", async () => {
      if (!test) throw new Error("test database not ready");
      const { db } = test;
      expect(
        await db
          .selectFrom("products")
          .select(["name", "description", "slug", "text_version"])
          .execute(),
      ).toEqual([
        { name: "Aurora Round Solitaire", description: "Four claws.", slug: null, text_version: 1 },
      ]);
      expect(
        await db.selectFrom("special_editions").select(["name", "text_version"]).execute(),
      ).toEqual([{ name: "Meir Halo Pendant", text_version: 1 }]);
      expect(await db.selectFrom("product_translations").selectAll().execute()).toEqual([]);
    });

    it("names the lines sold before it in English for the shop too", async () => {
      if (!test) throw new Error("test database not ready");
      expect(
        await test.db.selectFrom("order_items").select(["name", "english_name"]).execute(),
      ).toEqual([{ name: "Aurora Round Solitaire", english_name: "Aurora Round Solitaire" }]);
    });

    it("takes only Dutch and French as translations, and drops them with their piece", async () => {
      if (!test) throw new Error("test database not ready");
      const { db } = test;
      const translation = (locale: string) =>
        sql`insert into product_translations (product_id, locale, name, description, slug,
              source_version, updated_at)
            values ('product-before-0006', ${locale}, 'Aurora', null, null, 1, ${at})`.execute(db);
      await translation("nl");
      await expect(translation("de")).rejects.toThrow();
      await expect(translation("nl")).rejects.toThrow();
      await db.deleteFrom("order_items").execute();
      await db.deleteFrom("products").execute();
      expect(await db.selectFrom("product_translations").selectAll().execute()).toEqual([]);
    });

    it("goes down and up again", async () => {
      if (!test) throw new Error("test database not ready");
      await migrateBefore(test.db, "0006-catalogue-translations");
      await migrateToLatest(test.db);
      expect(
        await test.db.selectFrom("special_edition_translations").selectAll().execute(),
      ).toEqual([]);
    });
  });
}
