import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrateTo } from "#tests/support/migrations.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

/** The schema as it was before grading reports (migration 0007). */
const migrateBeforeReports = migrateTo("0006-catalogue-translations");

const at = "2026-01-01T09:00:00.000Z";
const productId = "product-before-0007A";
const editionId = "edition-before-0007A";

const reportColumns = [
  "report_lab",
  "report_number",
  "report_carat_hundredths",
  "report_colour",
  "report_clarity",
  "report_cut",
] as const;

for (const kind of availableDatabases()) {
  describe(`migration 0007 on a shop at 0006 [${kind}]`, () => {
    let test: TestDatabase | undefined;
    const database = () => {
      if (!test) throw new Error("test database not ready");
      return test.db;
    };
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateBeforeReports);
      // Raw SQL: the typed schema already has the columns this database lacks.
      const db = test.db;
      await sql`insert into products (id, name, description, diamond_shape, ring_design,
                  ring_metal, price_cents, discount_percent, main_image, created_at, updated_at,
                  search_text)
                values (${productId}, 'Aurora Round Solitaire', 'Four claws.',
                  'round-brilliant', 'classic-solitaire', 'white-gold', 145000, 0, null,
                  ${at}, ${at}, 'aurora round solitaire four claws.')`.execute(db);
      await sql`insert into special_editions (id, name, description, price_cents,
                  discount_percent, main_image, created_at, updated_at, search_text)
                values (${editionId}, 'Meir Halo Pendant', 'On a fine chain.', 685000,
                  0, null, ${at}, ${at}, 'meir halo pendant on a fine chain.')`.execute(db);
      await sql`insert into product_translations (product_id, locale, name, description, slug,
                  source_version, updated_at)
                values (${productId}, 'nl', 'Aurora', null, null, 1, ${at})`.execute(db);
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("leaves every piece without a report, its text and translations as they were", async () => {
      const db = database();
      expect(
        await db
          .selectFrom("products")
          .select(["name", "text_version", ...reportColumns])
          .execute(),
      ).toEqual([
        {
          name: "Aurora Round Solitaire",
          text_version: 1,
          report_lab: null,
          report_number: null,
          report_carat_hundredths: null,
          report_colour: null,
          report_clarity: null,
          report_cut: null,
        },
      ]);
      expect(
        await db
          .selectFrom("special_editions")
          .select(["name", ...reportColumns])
          .execute(),
      ).toEqual([
        expect.objectContaining({ name: "Meir Halo Pendant", report_lab: null, report_cut: null }),
      ]);
      const catalogue = createCatalogueService({ db });
      const ring = await catalogue.get(productId, "nl");
      expect(ring.ok && [ring.name, ring.gradingReport]).toEqual(["Aurora", null]);
      const pendant = await catalogue.get(editionId, "en");
      expect(pendant.ok && pendant.gradingReport).toBeNull();
    });

    it("takes a whole report on either kind of piece, and refuses half a one", async () => {
      const db = database();
      for (const [table, id] of [
        ["products", productId],
        ["special_editions", editionId],
      ] as const) {
        await expect(
          sql`update ${sql.table(table)} set report_lab = 'hrd', report_number = '230000117836'
              where id = ${id}`.execute(db),
        ).rejects.toThrow();
        await sql`update ${sql.table(table)} set report_lab = 'hrd',
                    report_number = '230000117836', report_carat_hundredths = 101,
                    report_colour = 'G', report_clarity = 'VS2', report_cut = 'very-good'
                  where id = ${id}`.execute(db);
      }
      const catalogue = createCatalogueService({ db });
      const pendant = await catalogue.get(editionId, "fr");
      expect(pendant.ok && pendant.gradingReport).toEqual({
        lab: "hrd",
        number: "230000117836",
        caratHundredths: 101,
        colour: "G",
        clarity: "VS2",
        cut: "very-good",
      });
    });

    it("goes down and up again, reports and all gone with its columns", async () => {
      const db = database();
      // Down to the schema before 0007, whichever migrations came after it.
      await migrateBeforeReports(db);
      // Each report column is gone: naming it is an error (a query, so no other schema's
      // tables on the same server can answer for this one's).
      for (const table of ["products", "special_editions"]) {
        for (const column of reportColumns) {
          await expect(
            sql`select ${sql.ref(column)} from ${sql.table(table)}`.execute(db),
          ).rejects.toThrow();
        }
      }
      await migrateToLatest(db);
      expect(
        await db.selectFrom("products").select(["id", "report_lab", "report_cut"]).execute(),
      ).toEqual([{ id: productId, report_lab: null, report_cut: null }]);
    });
  });
}
