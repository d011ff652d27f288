import { testAdmin } from "#tests/support/audit.ts";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdminProductsService } from "#server/catalogue/admin-products.service.ts";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import {
  availableDatabases,
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";
import { migrateBefore, migrateTo } from "#tests/support/migrations.ts";

const root = await mediaRoot("name-sort");

describeEachDatabase("sorting the shop by name in the page's language", (use) => {
  let aurora = "";

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    // English order: Aurora, Meir, Zenith. Dutch and French name them otherwise, with an
    // accented first letter that must sort among the plain ones.
    aurora = await insertProduct(db, {
      name: "Aurora Solitaire",
      minutes: 1,
      translations: { nl: { name: "Verlovingsring Aurora" }, fr: { name: "Élan Aurora" } },
    });
    await insertProduct(db, {
      name: "Zenith Halo",
      minutes: 2,
      translations: { nl: { name: "Halo Zenith" }, fr: { name: "Zénith halo" } },
    });
    // Untranslated: sorted by its English name on every page.
    await insertSpecialEdition(db, { name: "Meir Pendant", minutes: 3 });
  });

  const catalogue = () => createCatalogueService({ db: use().db });
  const names = async (sort: string, locale: "en" | "nl" | "fr", q = "") => {
    const result = await catalogue().list(new URLSearchParams({ sort, q }), locale);
    if (!result.ok) throw new Error(`sort=${sort} refused`);
    return result.items.map((item) => item.name);
  };

  it("sorts by the name each language shows, accents among their letters", async () => {
    expect(await names("name-asc", "en")).toEqual([
      "Aurora Solitaire",
      "Meir Pendant",
      "Zenith Halo",
    ]);
    expect(await names("name-asc", "nl")).toEqual([
      "Halo Zenith",
      "Meir Pendant",
      "Verlovingsring Aurora",
    ]);
    expect(await names("name-asc", "fr")).toEqual(["Élan Aurora", "Meir Pendant", "Zénith halo"]);
    expect(await names("name-desc", "fr")).toEqual(["Zénith halo", "Meir Pendant", "Élan Aurora"]);
    // A search keeps the order of the page's language.
    expect(await names("name-desc", "nl", "aurora")).toEqual(["Verlovingsring Aurora"]);
  });

  it("sorts the API's list in the language it is asked for", async () => {
    const result = await catalogue().listForApi(
      new URLSearchParams({ sort: "name-asc", lang: "nl" }),
    );
    expect(result.ok && result.items.map((item) => item.name)).toEqual([
      "Halo Zenith",
      "Meir Pendant",
      "Verlovingsring Aurora",
    ]);
  });

  it("moves a piece in a language's order when the admin renames it there", async () => {
    const products = createAdminProductsService({
      db: use().db,
      media: (await testMedia(use().db, root)).media,
      changed: () => undefined,
    });
    /** The ring's edit form as the admin's tab sends it, with these Dutch and French names. */
    const renamed = (names: Record<string, string>) =>
      products.save(
        {
          productId: aurora,
          name: "Aurora Solitaire",
          description: "",
          ...names,
          diamondShape: "round-brilliant",
          ringDesign: "classic-solitaire",
          ringMetal: "yellow-gold",
          discount: "0",
          carat50: "on",
          price50: "1.000",
          images: "",
        },
        testAdmin,
      );
    expect(
      await renamed({ name_nl: "Aurora verlovingsring", name_fr: "Élan Aurora" }),
    ).toMatchObject({ ok: true });
    expect(await names("name-asc", "nl")).toEqual([
      "Aurora verlovingsring",
      "Halo Zenith",
      "Meir Pendant",
    ]);
    // Emptying the French name sorts the piece by its English one there.
    expect(await renamed({ name_nl: "Aurora verlovingsring" })).toMatchObject({ ok: true });
    expect(await names("name-asc", "fr")).toEqual([
      "Aurora Solitaire",
      "Meir Pendant",
      "Zénith halo",
    ]);
  });
});

const at = "2026-01-01T09:00:00.000Z";

for (const kind of availableDatabases()) {
  describe(`migration 0011 on a catalogue translated before it [${kind}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateTo("0007-grading-reports"));
      // Raw SQL: the typed schema already has the columns this database lacks.
      const db = test.db;
      await sql`insert into products (id, name, description, diamond_shape, ring_design,
                  ring_metal, price_cents, discount_percent, main_image, created_at, updated_at,
                  search_text)
                values ('product-before-0011', 'Aurora Solitaire', '', 'round-brilliant',
                  'classic-solitaire', 'white-gold', 145000, 0, null, ${at}, ${at}, '')`.execute(
        db,
      );
      await sql`insert into product_translations (product_id, locale, name, description, slug,
                  source_version, updated_at)
                values ('product-before-0011', 'fr', 'Élan Aurora', null, null, 1, ${at}),
                       ('product-before-0011', 'nl', null, 'Alleen een beschrijving.', null, 1, ${at})`.execute(
        db,
      );
      await sql`insert into special_editions (id, name, description, price_cents,
                  discount_percent, main_image, created_at, updated_at, search_text)
                values ('edition-before-0011', 'Meir Pendant', '', 685000, 0, null, ${at}, ${at},
                  '')`.execute(db);
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("gives every piece its name per language, English where a language has none", async () => {
      if (!test) throw new Error("test database not ready");
      const { db } = test;
      const columns = ["name_sort_en", "name_sort_nl", "name_sort_fr"] as const;
      expect(await db.selectFrom("products").select(columns).execute()).toEqual([
        {
          name_sort_en: "aurora solitaire",
          name_sort_nl: "aurora solitaire",
          name_sort_fr: "elan aurora",
        },
      ]);
      expect(await db.selectFrom("special_editions").select(columns).execute()).toEqual([
        {
          name_sort_en: "meir pendant",
          name_sort_nl: "meir pendant",
          name_sort_fr: "meir pendant",
        },
      ]);
    });

    it("goes down and up again", async () => {
      if (!test) throw new Error("test database not ready");
      await migrateBefore(test.db, "0011-name-sort");
      await migrateToLatest(test.db);
      const row = await test.db
        .selectFrom("products")
        .select("name_sort_fr")
        .executeTakeFirstOrThrow();
      expect(row.name_sort_fr).toBe("elan aurora");
    });
  });
}
