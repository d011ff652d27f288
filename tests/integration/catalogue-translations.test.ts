import { testAdmin } from "#tests/support/audit.ts";
import { beforeEach, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { translationState } from "#server/catalogue/catalogue-language.ts";
import { findTranslations } from "#server/catalogue/catalogue-translations.queries.ts";
import { createAdminProductsService } from "#server/catalogue/admin-products.service.ts";
import { createCartService } from "#server/cart/cart.service.ts";
import { clearCatalogue, insertProduct } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";

const root = await mediaRoot("translations");

describeEachDatabase("the catalogue in three languages", (use) => {
  let ring = "";
  let untranslated = "";

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    ring = await insertProduct(db, {
      name: "Aurora Round Solitaire",
      description: "A single round brilliant in four claws.",
      minutes: 2,
      variants: [[50, 100_000]],
      translations: {
        // Dutch in full; French has a name only, its description falls back to English.
        nl: {
          name: "Aurora ronde verlovingsring",
          description: "Eén ronde briljant in vier griffen.",
        },
        fr: { name: "Aurora solitaire rond" },
      },
    });
    untranslated = await insertProduct(db, {
      name: "Quadra Princess Solitaire",
      description: "A princess cut.",
      minutes: 1,
    });
  });

  const catalogue = () => createCatalogueService({ db: use().db });
  const item = async (slugOrId: string, locale: "en" | "nl" | "fr") => {
    const result = await catalogue().get(slugOrId, locale);
    if (!result.ok) throw new Error(`no item ${slugOrId}`);
    return result;
  };

  it("shows each field in the asked language, English where a field has none", async () => {
    expect(await item(ring, "nl")).toMatchObject({
      name: "Aurora ronde verlovingsring",
      description: "Eén ronde briljant in vier griffen.",
      slug: `aurora-ronde-verlovingsring-${ring}`,
    });
    expect(await item(ring, "fr")).toMatchObject({
      name: "Aurora solitaire rond",
      description: "A single round brilliant in four claws.",
      slug: `aurora-solitaire-rond-${ring}`,
    });
    expect(await item(untranslated, "fr")).toMatchObject({
      name: "Quadra Princess Solitaire",
      slug: `quadra-princess-solitaire-${untranslated}`,
    });
    const listed = await catalogue().list(new URLSearchParams(), "nl");
    expect(listed.ok && listed.items.map((i) => i.name)).toEqual([
      "Aurora ronde verlovingsring",
      "Quadra Princess Solitaire",
    ]);
  });

  it("gives each language its own address, and finds the piece by any of them", async () => {
    const dutch = await item(ring, "nl");
    expect(dutch.slugs).toEqual({
      en: `aurora-round-solitaire-${ring}`,
      nl: `aurora-ronde-verlovingsring-${ring}`,
      fr: `aurora-solitaire-rond-${ring}`,
    });
    // The English address asked on a Dutch page finds the piece; the page then moves (301)
    // to dutch.slug, since the two differ.
    const byEnglish = await item(dutch.slugs.en, "nl");
    expect(byEnglish.slug).toBe(dutch.slugs.nl);
    // Two pieces with one Dutch name still have an address each.
    const twin = await insertProduct(use().db, {
      name: "Aurora Twin",
      translations: { nl: { name: "Aurora ronde verlovingsring" } },
    });
    expect((await item(twin, "nl")).slug).not.toBe(dutch.slug);
  });

  it("finds a piece by its Dutch, French or English words, whatever the page's language", async () => {
    const names = async (q: string, locale: "en" | "nl" | "fr") => {
      const result = await catalogue().list(new URLSearchParams({ q }), locale);
      return result.ok ? result.items.map((i) => i.name) : [];
    };
    expect(await names("VERLOVINGSRING", "nl")).toEqual(["Aurora ronde verlovingsring"]);
    expect(await names("een ronde", "nl")).toEqual(["Aurora ronde verlovingsring"]);
    expect(await names("solitaire rond", "fr")).toEqual(["Aurora solitaire rond"]);
    expect(await names("princess", "nl")).toEqual(["Quadra Princess Solitaire"]);
  });

  it("reads lang on the API and refuses a language it does not know", async () => {
    const listed = await catalogue().listForApi(new URLSearchParams("lang=fr"));
    expect(listed.ok && listed.items[0]?.name).toBe("Aurora solitaire rond");
    const english = await catalogue().listForApi(new URLSearchParams());
    expect(english.ok && english.items[0]?.name).toBe("Aurora Round Solitaire");
    for (const lang of ["de", "NL", ""]) {
      expect(await catalogue().listForApi(new URLSearchParams({ lang }))).toMatchObject({
        ok: false,
        error: "invalid-query",
        parameterErrors: { lang: "invalid" },
      });
      expect(await catalogue().getForApi(ring, new URLSearchParams({ lang }))).toMatchObject({
        ok: false,
        parameterErrors: { lang: "invalid" },
      });
    }
    expect(await catalogue().getForApi(ring, new URLSearchParams("lang=nl"))).toMatchObject({
      ok: true,
      name: "Aurora ronde verlovingsring",
    });
  });

  /** Where each of the ring's translations stands. */
  const states = async () => {
    const { db } = use();
    const row = await db
      .selectFrom("products")
      .select("text_version")
      .where("id", "=", ring)
      .executeTakeFirstOrThrow();
    const found = (await findTranslations(db, "product", [ring])).get(ring) ?? [];
    return (["nl", "fr"] as const).map((locale) =>
      translationState(
        row.text_version,
        found.find((t) => t.locale === locale),
      ),
    );
  };
  const admin = async () =>
    createAdminProductsService({
      db: use().db,
      media: (await testMedia(use().db, root)).media,
      changed: () => undefined,
    });
  /** The admin's form as the tab sends it, with the ring's translations as they stand. */
  const form = (extra: Record<string, string> = {}) => ({
    productId: ring,
    name: "Aurora Round Solitaire",
    description: "A single round brilliant in four claws.",
    name_nl: "Aurora ronde verlovingsring",
    description_nl: "Eén ronde briljant in vier griffen.",
    name_fr: "Aurora solitaire rond",
    diamondShape: "round-brilliant",
    ringDesign: "classic-solitaire",
    ringMetal: "yellow-gold",
    discount: "0",
    carat50: "on",
    price50: "1.000",
    images: "",
    ...extra,
  });

  it("marks Dutch and French outdated when the English changes, until each is saved again", async () => {
    const products = await admin();
    expect(await states()).toEqual(["current", "current"]);
    // A change of price alone leaves the translations current.
    expect(await products.save(form({ price50: "1.200" }), testAdmin)).toMatchObject({ ok: true });
    expect(await states()).toEqual(["current", "current"]);
    expect(
      await products.save(form({ name: "Aurora Round Solitaire Ring" }), testAdmin),
    ).toMatchObject({
      ok: true,
    });
    expect(await states()).toEqual(["outdated", "outdated"]);
    // The Dutch words are still found after the English edit.
    const found = await catalogue().list(new URLSearchParams({ q: "verlovingsring" }), "nl");
    expect(found.ok && found.total).toBe(1);
    // Saved again: Dutch with new words, French confirmed as it is.
    const again = form({
      name: "Aurora Round Solitaire Ring",
      name_nl: "Aurora ronde verlovingsring met vier griffen",
      current_fr: "on",
    });
    expect(await products.save(again, testAdmin)).toMatchObject({ ok: true });
    expect(await states()).toEqual(["current", "current"]);
    expect(await item(ring, "nl")).toMatchObject({
      name: "Aurora ronde verlovingsring met vier griffen",
    });
  });

  it("writes typed address words, drops an emptied language and refuses words that say nothing", async () => {
    const products = await admin();
    expect(
      await products.save(
        form({ slug: "Aurora Ring", slug_nl: "Verlovingsring Aurora", name_fr: "" }),
        testAdmin,
      ),
    ).toMatchObject({ ok: true });
    expect((await item(ring, "nl")).slugs).toEqual({
      en: `aurora-ring-${ring}`,
      nl: `verlovingsring-aurora-${ring}`,
      fr: `aurora-ring-${ring}`,
    });
    expect(await states()).toEqual(["current", "missing"]);
    expect(await products.save(form({ slug_nl: "!!!" }), testAdmin)).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { slug_nl: "invalidChoice" },
    });
    // Refused: nothing changed.
    expect((await item(ring, "nl")).slug).toBe(`verlovingsring-aurora-${ring}`);
  });

  it("lists and counts the pieces that need a translation", async () => {
    const products = await admin();
    const listed = async (query: string) => {
      const page = await products.list(new URLSearchParams(query));
      return page.ok ? page.products.map((p) => [p.name, p.languages]) : [];
    };
    expect(await listed("")).toEqual([
      ["Aurora Round Solitaire", {}],
      ["Quadra Princess Solitaire", { nl: "missing", fr: "missing" }],
    ]);
    expect(await listed("translate=1")).toEqual([
      ["Quadra Princess Solitaire", { nl: "missing", fr: "missing" }],
    ]);
    expect(await catalogue().countNeedingTranslation()).toEqual({
      products: 1,
      specialEditions: 0,
    });
    await products.save(form({ description: "Four claws and a knife-edge band." }), testAdmin);
    expect(await listed("translate=1")).toHaveLength(2);
    expect(await catalogue().countNeedingTranslation()).toEqual({
      products: 2,
      specialEditions: 0,
    });
  });

  it("names a cart's pieces in the language the quote asks", async () => {
    const cart = createCartService({ db: use().db });
    const line = { id: ring, carat: 50, metal: "yellow-gold", ringSize: 54, quantity: 1 };
    const quote = await cart.quote({ lines: [line], lang: "nl" });
    expect(quote.ok && quote.lines[0]).toMatchObject({
      name: "Aurora ronde verlovingsring",
      englishName: "Aurora Round Solitaire",
      slug: `aurora-ronde-verlovingsring-${ring}`,
    });
    expect(await cart.quote({ lines: [], lang: "de" })).toMatchObject({
      ok: false,
      error: "invalid",
    });
  });
});
