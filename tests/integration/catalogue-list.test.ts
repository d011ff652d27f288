import { beforeEach, expect, it } from "vitest";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

/** Ids whose alphabetical order is unrelated to when the pieces arrived. */
const id = (letter: string) => letter.repeat(20);

describeEachDatabase("catalogue list", (use) => {
  const list = async (query = "") => {
    const result = await createCatalogueService({ db: use().db }).list(
      new URLSearchParams(query),
      "en",
    );
    if (!result.ok) throw new Error(`unexpected failure: ${JSON.stringify(result)}`);
    return result;
  };
  const names = async (query = "") => (await list(query)).items.map((item) => item.name);

  beforeEach(async () => {
    await clearCatalogue(use().db);
  });

  /** Four products and two special editions whose orders differ by every sort. */
  async function insertShowcase() {
    const { db } = use();
    await insertProduct(db, {
      id: id("a"),
      name: "Aurora",
      variants: [
        [50, 145_000],
        [100, 450_000],
      ],
      minutes: 10,
    });
    // Dearer than Aurora before its discount, cheaper after it.
    await insertProduct(db, {
      id: id("b"),
      name: "Belle Époque",
      variants: [
        [50, 160_000],
        [100, 300_000],
      ],
      discountPercent: 20,
      minutes: 20,
    });
    await insertProduct(db, {
      id: id("c"),
      name: "Quadra",
      variants: [[50, 139_000]],
      minutes: 30,
    });
    await insertProduct(db, {
      id: id("d"),
      name: "Trinity",
      priceCents: null,
      discountPercent: 10,
      minutes: 40,
    });
    await insertSpecialEdition(db, {
      id: id("e"),
      name: "Meir Pendant",
      priceCents: 685_000,
      minutes: 25,
    });
    // 540,000 before its discount (dearer than Aurora's top carat), 432,000 after it.
    await insertSpecialEdition(db, {
      id: id("f"),
      name: "Art Deco Earrings",
      priceCents: 540_000,
      discountPercent: 20,
      minutes: 5,
    });
  }

  it("answers an empty page for an empty catalogue", async () => {
    expect(await list()).toEqual({ ok: true, items: [], total: 0, page: 1, pageSize: 24 });
  });

  it("lists products and special editions together, newest first by creation time", async () => {
    await insertShowcase();
    expect(await names()).toEqual([
      "Trinity",
      "Quadra",
      "Meir Pendant",
      "Belle Époque",
      "Aurora",
      "Art Deco Earrings",
    ]);
    expect(await names("sort=recent")).toEqual(await names());
    expect(await names("sort=oldest")).toEqual((await names()).reverse());
  });

  it("sorts by the lowest price the customer pays, pieces without a price last", async () => {
    await insertShowcase();
    expect(await names("sort=price-asc")).toEqual([
      "Belle Époque",
      "Quadra",
      "Aurora",
      "Art Deco Earrings",
      "Meir Pendant",
      "Trinity",
    ]);
  });

  it("sorts by the highest price the customer pays, pieces without a price last", async () => {
    await insertShowcase();
    expect(await names("sort=price-desc")).toEqual([
      "Meir Pendant",
      "Aurora",
      "Art Deco Earrings",
      "Belle Époque",
      "Quadra",
      "Trinity",
    ]);
  });

  it("orders equal prices newest first, then by id, on every price sort", async () => {
    const { db } = use();
    await insertProduct(db, { id: id("p"), name: "Older", priceCents: 100_000, minutes: 1 });
    // 125,000 less 20% is the same 100,000.
    await insertProduct(db, {
      id: id("q"),
      name: "Newer, discounted",
      priceCents: 125_000,
      discountPercent: 20,
      minutes: 2,
    });
    await insertProduct(db, { id: id("r"), name: "Newer", priceCents: 100_000, minutes: 2 });
    await insertSpecialEdition(db, {
      id: id("s"),
      name: "Special",
      priceCents: 100_000,
      minutes: 2,
    });
    const expected = ["Special", "Newer", "Newer, discounted", "Older"];
    expect(await names("sort=price-asc")).toEqual(expected);
    expect(await names("sort=price-desc")).toEqual(expected);
    expect(await names("sort=recent")).toEqual(expected);
    expect(await names("sort=oldest")).toEqual([...expected].reverse());
  });

  it("answers each piece's prices, discount, address and picture", async () => {
    const { db } = use();
    await insertProduct(db, {
      id: id("a"),
      name: "Aurora Round Solitaire",
      description: "Four claws.",
      variants: [
        [100, 423_456],
        [50, 123_456],
      ],
      discountPercent: 15,
      images: ["/media/first.webp", "/media/second.webp"],
      mainImage: "/media/main.webp",
    });
    await insertSpecialEdition(db, {
      id: id("e"),
      name: "Pendant",
      mainImage: "/media/p.webp",
      minutes: -1,
    });
    await insertProduct(db, { id: id("c"), name: "Bare", priceCents: null, minutes: -2 });
    const { items } = await list();
    expect(items[0]).toEqual({
      id: id("a"),
      slug: `aurora-round-solitaire-${id("a")}`,
      kind: "product",
      name: "Aurora Round Solitaire",
      description: "Four claws.",
      // 123,456 × 85% = 104,937.6 cents, rounded to whole euros (docs/product.md §9).
      minPriceCents: 104_900,
      maxPriceCents: 359_900,
      regularPriceCents: 123_456,
      discountPercent: 15,
      imageUrl: "/media/first.webp",
      createdAt: "2026-01-01T09:00:00.000Z",
      availability: "available",
    });
    expect(items[1]).toMatchObject({
      kind: "special",
      availability: "available",
      minPriceCents: 500_000,
      maxPriceCents: 500_000,
      regularPriceCents: 500_000,
      discountPercent: 0,
      imageUrl: "/media/p.webp",
    });
    expect(items[2]).toMatchObject({
      name: "Bare",
      minPriceCents: null,
      maxPriceCents: null,
      regularPriceCents: null,
      imageUrl: null,
    });
  });

  it("filters discounted pieces, special editions, or both", async () => {
    await insertShowcase();
    expect(await names("sale=1")).toEqual(["Trinity", "Belle Époque", "Art Deco Earrings"]);
    expect(await names("special=1")).toEqual(["Meir Pendant", "Art Deco Earrings"]);
    expect(await names("special=1&sale=1&sort=oldest")).toEqual(["Art Deco Earrings"]);
    expect(await names("sale=0&special=0")).toHaveLength(6);
    expect((await list("sale=1")).total).toBe(3);
  });

  it("searches name and description without regard to case or accents", async () => {
    const { db } = use();
    await insertProduct(db, {
      name: "Belle Époque Oval",
      description: "Milgrain edges.",
      minutes: 3,
    });
    await insertProduct(db, { name: "Quadra", description: "A CRISP princess cut.", minutes: 2 });
    await insertSpecialEdition(db, {
      name: "Scheldt Watch",
      description: "Kleine Straße, crème dial, 100% Swiss_made.",
      minutes: 1,
    });
    expect(await names("q=epoque")).toEqual(["Belle Époque Oval"]);
    expect(await names("q=%C3%89POQUE")).toEqual(["Belle Époque Oval"]);
    expect(await names("q=BELLE+ÉPOQUE")).toEqual(["Belle Époque Oval"]);
    expect(await names("q=crisp+PRINCESS")).toEqual(["Quadra"]);
    expect(await names("q=princess+milgrain")).toEqual([]);
    expect(await names("q=strasse+creme")).toEqual(["Scheldt Watch"]);
    expect(await names("q=Crème")).toEqual(["Scheldt Watch"]);
    // LIKE's wildcards are searched for as they are.
    expect(await names("q=100%25")).toEqual(["Scheldt Watch"]);
    expect(await names("q=%25")).toEqual(["Scheldt Watch"]);
    expect(await names("q=a_e")).toEqual([]);
    expect(await names("q=swiss_")).toEqual(["Scheldt Watch"]);
    expect(await names("q=+++")).toHaveLength(3);
    expect((await list("q=nothing+like+this")).total).toBe(0);
    expect(await names("q=e&special=1")).toEqual(["Scheldt Watch"]);
    // A search counts in the same pass as its page; past the last page, on its own.
    expect(await list("q=e&sort=price-desc")).toMatchObject({ total: 3 });
    expect(await list("q=e&page=2")).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it("pages 24 at a time without losing or repeating a piece, even when all arrived at once", async () => {
    const { db } = use();
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) {
      ids.push(await insertProduct(db, { name: `Ring ${n}`, priceCents: 100_000 + (n % 3) }));
    }
    for (let n = 0; n < 10; n++) {
      ids.push(await insertSpecialEdition(db, { name: `Special ${n}`, priceCents: 100_001 }));
    }
    for (const sort of ["recent", "oldest", "price-asc", "price-desc"]) {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => list(`sort=${sort}&page=${page}`)),
      );
      expect(pages.map((p) => p.items.length)).toEqual([24, 24, 2, 0]);
      expect(pages.map((p) => p.total)).toEqual([50, 50, 50, 50]);
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
      const seen = pages.flatMap((p) => p.items.map((item) => item.id));
      expect([...seen].sort()).toEqual([...ids].sort());
    }
  });

  it("names every unknown, repeated or malformed parameter, and lists nothing", async () => {
    const problems = async (query: string) => {
      const result = await createCatalogueService({ db: use().db }).list(
        new URLSearchParams(query),
        "en",
      );
      return result.ok ? result : { error: result.error, parameterErrors: result.parameterErrors };
    };
    expect(await problems("colour=red&sort=cheap&page=0")).toEqual({
      error: "invalid-query",
      parameterErrors: { colour: "unknown", sort: "invalid", page: "invalid" },
    });
    expect(await problems("sale=1&sale=1")).toEqual({
      error: "invalid-query",
      parameterErrors: { sale: "repeated" },
    });
    for (const bad of [
      "page=",
      "page=abc",
      "page=1.5",
      "page=-1",
      "page=100001",
      "page=1e3",
      "sale=yes",
      "special=",
      "sort=",
      "sort=RECENT",
      `q=${"x".repeat(101)}`,
    ]) {
      const result = await problems(bad);
      expect(result, bad).toMatchObject({ error: "invalid-query" });
      expect(Object.keys((result as { parameterErrors: object }).parameterErrors), bad).toEqual([
        bad.split("=")[0],
      ]);
    }
    expect((await list("q=&page=100000")).items).toEqual([]);
  });
});
