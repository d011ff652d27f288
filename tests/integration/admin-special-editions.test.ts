import { testAdmin } from "#tests/support/audit.ts";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import {
  createCatalogueService,
  SPECIAL_EDITION_LIMIT,
} from "#server/catalogue/catalogue.service.ts";
import type { MediaService } from "#server/media/media.service.ts";
import {
  createAdminSpecialEditionsService,
  type AdminSpecialEditionsService,
} from "#server/special-editions/admin-special-editions.service.ts";
import { clearCatalogue, insertSpecialEdition } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { storedPicture, testMedia } from "#tests/support/media.ts";

const root = await mkdtemp(join(tmpdir(), "storefront-editions-"));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const form = (overrides: Record<string, string> = {}) => ({
  name: "Art Deco sapphire brooch",
  description: "Platinum, 1925, one of a kind.",
  price: "€ 12.500,00",
  discountPercent: "10",
  pictures: "",
  ...overrides,
});

/** The admin tab's listing for an address's query, as the tab's loader unwraps it. */
async function listing(service: AdminSpecialEditionsService, query = "") {
  const result = await service.list(new URLSearchParams(query));
  if (!result.ok) throw new Error(result.error);
  return result;
}
const editionsOf = async (service: AdminSpecialEditionsService) =>
  (await listing(service)).editions;

describeEachDatabase("special editions in the admin panel", (testDb) => {
  let media: MediaService;
  let editions: AdminSpecialEditionsService;
  let dir: string;
  let changes: number;
  const catalogue = () => createCatalogueService({ db: testDb().db });

  beforeEach(async () => {
    await clearCatalogue(testDb().db);
    ({ media, dir } = await testMedia(testDb().db, root));
    changes = 0;
    editions = createAdminSpecialEditionsService({
      db: testDb().db,
      media,
      changed: () => {
        changes++;
      },
    });
  });

  const picture = () => storedPicture(media);

  it("keeps its Dutch and French, flags them when the English moves on and filters on them", async () => {
    const created = await editions.create(
      form({ name_nl: "Art-decobroche met saffier", name_fr: "Broche Art déco au saphir" }),
      testAdmin,
    );
    if (!created.ok) throw new Error("not created");
    const languages = async (query = "") =>
      (await listing(editions, query)).editions.map((edition) => edition.languages);
    expect(await languages()).toEqual([{}]);
    expect(await languages("translate=1")).toEqual([]);
    const dutch = await catalogue().get(created.id, "nl");
    expect(dutch.ok && dutch.name).toBe("Art-decobroche met saffier");
    // The English description changes; the translations, sent as they were, are outdated.
    const edited = form({
      id: created.id,
      description: "Platinum and a Ceylon sapphire, 1925.",
      name_nl: "Art-decobroche met saffier",
      name_fr: "Broche Art déco au saphir",
    });
    expect(await editions.update(created.id, edited, testAdmin)).toMatchObject({ ok: true });
    expect(await languages("translate=1")).toEqual([{ nl: "outdated", fr: "outdated" }]);
    expect(await catalogue().countNeedingTranslation()).toEqual({
      products: 0,
      specialEditions: 1,
    });
  });

  it("creates one with its price typed the Belgian way, listed with its sale price", async () => {
    const [first, second] = [await picture(), await picture()];
    const created = await editions.create(form({ pictures: `${first} ${second}` }), testAdmin);
    if (!created.ok) throw new Error(created.error);
    expect(changes).toBe(1);
    const listed = await catalogue().list(new URLSearchParams("special=1"), "en");
    if (!listed.ok) throw new Error(listed.error);
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: created.id,
        kind: "special",
        minPriceCents: 1_125_000,
        discountPercent: 10,
        imageUrl: first,
      }),
    ]);
    expect((await editionsOf(editions))[0]?.pictures).toEqual([first, second]);
    // `?edit=<id>` opens it in the form with the price as the admin types it; another id, none.
    expect((await listing(editions, `edit=${created.id}`)).editing).toEqual({
      id: created.id,
      name: "Art Deco sapphire brooch",
      description: "Platinum, 1925, one of a kind.",
      priceText: "12.500,00",
      discountPercent: 10,
      pictures: [first, second],
      // Nothing translated yet: Dutch and French show in English.
      text: {
        slug: "",
        translations: {
          nl: { name: "", description: "", slug: "", state: "missing" },
          fr: { name: "", description: "", slug: "", state: "missing" },
        },
      },
      gradingReport: {
        reportLab: "",
        reportNumber: "",
        reportCarat: "",
        reportColour: "",
        reportClarity: "",
        reportCut: "",
      },
    });
    expect((await listing(editions, "edit=unknown")).editing).toBeNull();
  });

  it("refuses what the form must not take, field by field, and writes nothing", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { name: " ", description: "" },
        { name: "required", description: "required" },
      ],
      [{ price: "0" }, { price: "required" }],
      [{ price: "-5" }, { price: "negativeAmount" }],
      [{ price: "1.2.3" }, { price: "ambiguousAmount" }],
      [{ discountPercent: "91" }, { discountPercent: "outOfRange" }],
      [{ discountPercent: "-1" }, { discountPercent: "outOfRange" }],
      [{ pictures: "/media/AAAAAAAAAAAAAAAAAAAA.webp" }, { pictures: "required" }],
      [{ pictures: "https://elsewhere.example/a.jpg" }, { pictures: "required" }],
    ];
    for (const [overrides, fieldErrors] of cases) {
      expect(await editions.create(form(overrides), testAdmin), JSON.stringify(overrides)).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors,
      });
    }
    expect(await editionsOf(editions)).toEqual([]);
    expect(changes).toBe(0);
  });

  it("ends at exactly 50 when 20 are created at once at 45", async () => {
    for (let n = 0; n < SPECIAL_EDITION_LIMIT - 5; n++) {
      await insertSpecialEdition(testDb().db, { name: `Existing ${n}` });
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        editions.create(form({ name: `Parallel ${n}` }), testAdmin),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.error === "limit-reached")).toHaveLength(15);
    expect(await catalogue().countSpecialEditions()).toBe(SPECIAL_EDITION_LIMIT);
  });

  it("updates price, discount and pictures; a picture taken out goes with its file", async () => {
    const [kept, dropped] = [await picture(), await picture()];
    const created = await editions.create(form({ pictures: `${dropped} ${kept}` }), testAdmin);
    if (!created.ok) throw new Error(created.error);
    const updated = await editions.update(
      created.id,
      form({ price: "1 000", discountPercent: "0", pictures: kept }),
      testAdmin,
    );
    expect(updated).toEqual({ ok: true, id: created.id });
    const item = await catalogue().get(created.id, "en");
    expect(item).toMatchObject({ ok: true, minPriceCents: 100_000, imageUrl: kept });
    const files = (await readdir(dir)).filter((f) => f.endsWith(".webp"));
    expect(files).toEqual([mediaName(kept)]);
    expect(await editions.update("no-such-edition", form(), testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
  });

  it("deletes one with its pictures; an unknown id changes nothing", async () => {
    const url = await picture();
    const created = await editions.create(form({ pictures: url }), testAdmin);
    if (!created.ok) throw new Error(created.error);
    expect(await editions.remove({ id: "nope" }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await editions.remove({ id: created.id }, testAdmin)).toEqual({
      ok: true,
      id: created.id,
    });
    expect(await editionsOf(editions)).toEqual([]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".webp"))).toEqual([]);
  });
});
