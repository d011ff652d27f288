import { beforeEach, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { newId } from "#server/lib/ids.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

describeEachDatabase("one catalogue item", (use) => {
  const get = async (slugOrId: string) => {
    const result = await createCatalogueService({ db: use().db }).get(slugOrId, "en");
    if (!result.ok) throw new Error(`unexpected failure: ${result.error}`);
    return result;
  };

  beforeEach(async () => {
    await clearCatalogue(use().db);
  });

  /** A family of one shape and design in three metals, two of them twice, and a stranger. */
  async function insertFamily() {
    const { db } = use();
    const family = { shape: "oval", design: "halo" } as const;
    const ring = await insertProduct(db, {
      ...family,
      name: "Éclat Oval Halo in Yellow Gold",
      description: "An oval in a halo.",
      metal: "yellow-gold",
      variants: [
        [150, 990_000],
        [50, 250_050],
        [100, 500_000],
      ],
      discountPercent: 10,
      images: ["/media/one.webp", "/media/two.webp"],
      mainImage: "/media/main.webp",
      minutes: 10,
    });
    const olderPlatinum = await insertProduct(db, {
      ...family,
      name: "Éclat in Platinum (old)",
      metal: "platinum",
      minutes: 1,
    });
    const platinum = await insertProduct(db, {
      ...family,
      name: "Éclat in Platinum",
      metal: "platinum",
      minutes: 5,
    });
    const white = await insertProduct(db, {
      ...family,
      name: "Éclat in White Gold",
      metal: "white-gold",
    });
    const twin = await insertProduct(db, {
      ...family,
      name: "Éclat in Yellow Gold, again",
      metal: "yellow-gold",
    });
    await insertProduct(db, {
      shape: "oval",
      design: "vintage",
      name: "Other design",
      metal: "rose-gold",
    });
    await insertProduct(db, {
      shape: "emerald",
      design: "halo",
      name: "Other shape",
      metal: "rose-gold",
    });
    return { ring, olderPlatinum, platinum, white, twin };
  }

  it("gives a product with its carats, images and one sibling per other metal", async () => {
    const { ring, platinum, white } = await insertFamily();
    const item = await get(ring);
    expect(item).toEqual({
      ok: true,
      id: ring,
      slug: `eclat-oval-halo-in-yellow-gold-${ring}`,
      kind: "product",
      name: "Éclat Oval Halo in Yellow Gold",
      description: "An oval in a halo.",
      minPriceCents: 225_000,
      maxPriceCents: 891_000,
      regularPriceCents: 250_050,
      discountPercent: 10,
      imageUrl: "/media/one.webp",
      createdAt: "2026-01-01T09:10:00.000Z",
      availability: "available",
      diamondShape: "oval",
      ringDesign: "halo",
      metal: "yellow-gold",
      variants: [
        // 250,050 less 10% is 225,045 cents: whole euros, 2,250.
        { caratHundredths: 50, priceCents: 225_000, regularPriceCents: 250_050 },
        { caratHundredths: 100, priceCents: 450_000, regularPriceCents: 500_000 },
        { caratHundredths: 150, priceCents: 891_000, regularPriceCents: 990_000 },
      ],
      // In the metals' order; the newer of two platinum rings; not the other yellow-gold one.
      siblings: [
        {
          id: white,
          slug: `eclat-in-white-gold-${white}`,
          name: "Éclat in White Gold",
          metal: "white-gold",
        },
        {
          id: platinum,
          slug: `eclat-in-platinum-${platinum}`,
          name: "Éclat in Platinum",
          metal: "platinum",
        },
      ],
      images: [{ url: "/media/one.webp" }, { url: "/media/two.webp" }],
      // Without a translation, every language has the English address.
      slugs: {
        en: `eclat-oval-halo-in-yellow-gold-${ring}`,
        nl: `eclat-oval-halo-in-yellow-gold-${ring}`,
        fr: `eclat-oval-halo-in-yellow-gold-${ring}`,
      },
      // The shop names no grading report for it.
      gradingReport: null,
    });
  });

  it("finds a piece by its slug, also when the name in it is out of date", async () => {
    const { ring, white } = await insertFamily();
    expect((await get(`eclat-oval-halo-in-yellow-gold-${ring}`)).id).toBe(ring);
    expect((await get(`an-old-name-${ring}`)).id).toBe(ring);
    const sibling = await get(white);
    expect(sibling.siblings.map((s) => s.metal)).toEqual(["yellow-gold", "platinum"]);
  });

  it("shows images in their order, or the main image alone when there are none", async () => {
    const { db } = use();
    const ring = await insertProduct(db, { name: "Ordered", images: ["/media/b.webp"] });
    await db
      .insertInto("product_images")
      .values({ id: newId(), product_id: ring, url: "/media/a.webp", position: -1 })
      .execute();
    const item = await get(ring);
    expect(item.images).toEqual([{ url: "/media/a.webp" }, { url: "/media/b.webp" }]);
    expect(item.imageUrl).toBe("/media/a.webp");

    const bare = await insertProduct(db, { name: "Main only", mainImage: "/media/m.webp" });
    expect(await get(bare)).toMatchObject({
      images: [{ url: "/media/m.webp" }],
      imageUrl: "/media/m.webp",
    });
    const none = await insertProduct(db, { name: "No picture" });
    expect(await get(none)).toMatchObject({ images: [], imageUrl: null });
  });

  it("gives a special edition without carats or siblings", async () => {
    const { db } = use();
    const pendant = await insertSpecialEdition(db, {
      name: "Meir Halo Pendant",
      description: "On a 45 cm chain.",
      priceCents: 685_000,
      discountPercent: 20,
      images: ["/media/pendant.webp"],
    });
    expect(await get(`meir-halo-pendant-${pendant}`)).toMatchObject({
      id: pendant,
      kind: "special",
      minPriceCents: 548_000,
      maxPriceCents: 548_000,
      regularPriceCents: 685_000,
      diamondShape: null,
      ringDesign: null,
      metal: null,
      variants: [],
      siblings: [],
      images: [{ url: "/media/pendant.webp" }],
    });
  });

  it("hides every carat's price of a piece whose price is on request", async () => {
    const { db } = use();
    const ring = await insertProduct(db, {
      name: "On request",
      priceCents: null,
      variants: [[100, 400_000]],
    });
    expect(await get(ring)).toMatchObject({
      minPriceCents: null,
      maxPriceCents: null,
      regularPriceCents: null,
      variants: [{ caratHundredths: 100, priceCents: null, regularPriceCents: null }],
    });
  });

  it("answers not-found for an unknown or malformed id, and for a slug of neither", async () => {
    const { db } = use();
    const ring = await insertProduct(db, { name: "Known" });
    for (const wrong of [
      newId(),
      `known-${newId()}`,
      "",
      "known",
      ring.slice(1),
      `${ring}x`,
      `Known-${ring}`,
      `known_${ring}`,
      `-${ring}`,
      "' or 1=1 --aaaaaaaaa",
    ]) {
      expect(await createCatalogueService({ db }).get(wrong, "en"), wrong).toEqual({
        ok: false,
        error: "not-found",
      });
    }
  });
});
