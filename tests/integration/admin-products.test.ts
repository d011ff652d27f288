import { testAdmin } from "#tests/support/audit.ts";
import { beforeEach, expect, it } from "vitest";
import { ADMIN_PRODUCTS_PAGE_SIZE } from "#common/admin-products.ts";
import { mediaName } from "#common/media.ts";
import {
  createAdminProductsService,
  type AdminProductsService,
} from "#server/catalogue/admin-products.service.ts";
import {
  createCatalogueService,
  type CatalogueService,
} from "#server/catalogue/catalogue.service.ts";
import { clearCatalogue, insertProduct } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { productForm } from "#tests/support/product-form.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";

const root = await mediaRoot("products");
const form = productForm;

describeEachDatabase("admin products", (use) => {
  let catalogue: CatalogueService;
  let products: AdminProductsService;
  let uploaded: (count: number) => Promise<string[]>;
  let storedFiles: () => Promise<string[]>;
  let changes: number;

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    const stored = await testMedia(db, root);
    ({ uploaded, storedFiles } = stored);
    catalogue = createCatalogueService({ db });
    changes = 0;
    products = createAdminProductsService({
      db,
      media: stored.media,
      changed: () => {
        changes++;
      },
    });
  });

  const shop = async (query = "") => {
    const result = await catalogue.list(new URLSearchParams(query), "en");
    if (!result.ok) throw new Error("shop refused the query");
    return result.items.map((item) => [item.name, item.minPriceCents, item.maxPriceCents]);
  };
  const created = async (values: Record<string, string>) => {
    const result = await products.save(values, testAdmin);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    return result.productId;
  };
  const countRows = async () => {
    const { db } = use();
    const [p, v, i] = await Promise.all(
      (["products", "product_variants", "product_images"] as const).map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
    );
    return [Number(p?.n), Number(v?.n), Number(i?.n)];
  };

  it("creates a product from amounts as people type them, listed in the shop at its prices", async () => {
    await insertProduct(use().db, { name: "Older ring", variants: [[50, 200_000]] });
    expect(await shop()).toEqual([["Older ring", 200_000, 200_000]]);
    const [first, second] = await uploaded(2);
    const id = await created(form({ images: `${second} ${first}`, discount: "10" }));
    expect(changes).toBe(1);

    // The kept list was forgotten: the new ring shows at once, with the discount applied.
    expect(await shop()).toEqual([
      ["Aurora Halo in Platinum", 112_500, 445_500],
      ["Older ring", 200_000, 200_000],
    ]);
    expect((await shop("sort=price-asc")).map(([name]) => name)).toEqual([
      "Aurora Halo in Platinum",
      "Older ring",
    ]);
    expect((await shop("q=aurora"))[0]?.[0]).toBe("Aurora Halo in Platinum");
    const detail = await catalogue.get(id, "en");
    if (!detail.ok) throw new Error("not found");
    expect(detail).toMatchObject({
      diamondShape: "round-brilliant",
      ringDesign: "halo",
      metal: "platinum",
      regularPriceCents: 125_000,
      variants: [
        { caratHundredths: 50, regularPriceCents: 125_000 },
        { caratHundredths: 100, regularPriceCents: 495_000 },
      ],
      // The first picture is the main one.
      imageUrl: second,
      images: [{ url: second }, { url: first }],
    });
  });

  it("reads every way of typing an amount, and refuses what is ambiguous or negative", async () => {
    const typed = ["1.250", "1 250,00", "€ 1,250.00", "1250"];
    for (const [index, price] of typed.entries()) {
      const id = await created(form({ name: `Ring ${String(index)}`, price50: price }));
      const detail = await catalogue.get(id, "en");
      expect(detail.ok && detail.variants[0]?.regularPriceCents).toBe(125_000);
    }
    const refused = [
      ["1.250.5", "ambiguousAmount"],
      ["1,25,0", "ambiguousAmount"],
      ["-1250", "negativeAmount"],
      ["twelve", "invalidAmount"],
    ];
    for (const [price, code] of refused) {
      expect(await products.save(form({ price50: price ?? "" }), testAdmin)).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { price50: code },
      });
    }
  });

  it("refuses a form missing what a product needs, and changes nothing", async () => {
    const before = await countRows();
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [
        { name: " ", diamondShape: "square", ringDesign: "", ringMetal: "silver" },
        {
          name: "required",
          diamondShape: "required",
          ringDesign: "required",
          ringMetal: "required",
        },
      ],
      // A ticked carat needs its price; no carat at all is no price.
      [{ price100: "" }, { price100: "required" }],
      [{ carat50: "", carat100: "" }, { carats: "required" }],
      [{ discount: "101" }, { discount: "outOfRange" }],
      [{ discount: "-1" }, { discount: "outOfRange" }],
      [{ discount: "5.5" }, { discount: "outOfRange" }],
      [{ discount: "" }, { discount: "required" }],
      [{ images: "/media/evil.svg" }, { images: "required" }],
    ];
    for (const [changed, fieldErrors] of refusals) {
      expect(await products.save(form(changed), testAdmin)).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors,
      });
    }
    // An address shaped like a stored picture that was never stored.
    expect(
      await products.save(form({ images: `/media/${"x".repeat(20)}.webp` }), testAdmin),
    ).toEqual({
      ok: false,
      error: "unknown-image",
    });
    expect(await products.save(null, testAdmin)).toMatchObject({ ok: false, error: "invalid" });
    expect(await products.save(form({ productId: "A".repeat(20) }), testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await countRows()).toEqual(before);
    expect(changes).toBe(0);
  });

  it("offers 'contact us for the price' instead of prices: no carats, last in price sorts", async () => {
    await insertProduct(use().db, { name: "Priced", variants: [[50, 100_000]] });
    const id = await created(
      form({ name: "On request", contactForPrice: "on", price50: "", price100: "" }),
    );
    expect(await shop("sort=price-asc")).toEqual([
      ["Priced", 100_000, 100_000],
      ["On request", null, null],
    ]);
    const detail = await catalogue.get(id, "en");
    expect(detail.ok && [detail.regularPriceCents, detail.variants]).toEqual([null, []]);
  });

  it("edits prices, discount and carats, keeping the shop's columns right and releasing pictures", async () => {
    const [a, b, c] = await uploaded(3);
    const id = await created(form({ images: `${a} ${b}` }));
    await insertProduct(use().db, { name: "Middle", variants: [[50, 300_000]] });
    expect((await shop("sort=price-desc")).map(([name]) => name)).toEqual([
      "Aurora Halo in Platinum",
      "Middle",
    ]);
    const edited = await products.save(
      form({
        productId: id,
        name: "Aurora Halo renamed",
        carat100: "",
        price100: "9.999",
        carat150: "on",
        price150: "2.000,50",
        discount: "50",
        images: `${c} ${a}`,
      }),
      testAdmin,
    );
    expect(edited).toEqual({ ok: true, productId: id, created: false });
    expect(changes).toBe(2);
    // 0.5 ct 1,250 € and 1.5 ct 2,000.50 € at half price; the unticked carat's price is gone.
    expect(await shop("sort=price-desc")).toEqual([
      ["Middle", 300_000, 300_000],
      ["Aurora Halo renamed", 62_500, 100_000],
    ]);
    expect(await shop("q=renamed")).toHaveLength(1);
    const detail = await catalogue.get(id, "en");
    expect(
      detail.ok && detail.variants.map((v) => [v.caratHundredths, v.regularPriceCents]),
    ).toEqual([
      [50, 125_000],
      [150, 200_050],
    ]);
    expect(detail.ok && [detail.imageUrl, detail.images]).toEqual([c, [{ url: c }, { url: a }]]);
    // b is shown by nothing any more: its file went; a and c stay.
    expect((await storedFiles()).sort()).toEqual([a, c].map((url) => mediaName(url ?? "")).sort());
  });

  it("deletes a product: gone from the shop, its own pictures released, shared ones kept", async () => {
    const [own, shared] = await uploaded(2);
    const id = await created(form({ images: `${own} ${shared}` }));
    await insertProduct(use().db, { name: "Sharing", images: [shared ?? ""] });
    expect(await products.remove({ productId: "short" }, testAdmin)).toMatchObject({
      error: "invalid",
    });
    expect(await products.remove({ productId: id }, testAdmin)).toEqual({
      ok: true,
      productId: id,
    });
    expect(changes).toBe(2);
    expect((await shop()).map(([name]) => name)).toEqual(["Sharing"]);
    expect(await storedFiles()).toEqual([mediaName(shared ?? "")]);
    expect(await products.remove({ productId: id }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(changes).toBe(2);
    expect(await countRows()).toEqual([1, 0, 1]);
  });

  it("lists a page searched by name, and opens the form on a product or a missing combination", async () => {
    const { db } = use();
    for (let i = 0; i < ADMIN_PRODUCTS_PAGE_SIZE + 1; i++) {
      await insertProduct(db, { name: `Filler ${String(i)}`, minutes: i, metal: "rose-gold" });
    }
    const aurora = await insertProduct(db, {
      name: "Aurora Émeraude",
      shape: "emerald",
      design: "vintage",
      metal: "white-gold",
      variants: [
        [50, 125_000],
        [200, 1_000_000],
      ],
      discountPercent: 15,
      minutes: 100,
    });
    const list = async (query: string) => {
      const result = await products.list(new URLSearchParams(query));
      if (!result.ok) throw new Error("refused");
      return result;
    };
    const first = await list("");
    expect(first).toMatchObject({ total: 22, page: 1, pages: 2, form: null, editMissing: false });
    expect(first.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);
    expect(first.products[0]).toMatchObject({
      id: aurora,
      name: "Aurora Émeraude",
      ringMetal: "white-gold",
      priceCents: 125_000,
      minSalePriceCents: 106_300,
      maxSalePriceCents: 850_000,
      discountPercent: 15,
      variants: [
        { caratHundredths: 50, priceCents: 125_000 },
        { caratHundredths: 200, priceCents: 1_000_000 },
      ],
    });
    expect((await list("page=2")).products).toHaveLength(2);
    expect((await list("q=AURORA")).products.map((p) => p.name)).toEqual(["Aurora Émeraude"]);
    expect((await list("q=100%")).total).toBe(0);

    const edit = await list(`edit=${aurora}`);
    expect(edit.form).toMatchObject({
      productId: aurora,
      name: "Aurora Émeraude",
      discount: "15",
      contactForPrice: false,
      prices: { "50": "1.250,00", "200": "10.000,00" },
    });
    expect((await list(`edit=${"Z".repeat(20)}`)).editMissing).toBe(true);

    // 4 shapes × 4 designs × 4 metals; the missing platinum sibling copies the family's details.
    expect(edit.combinations).toHaveLength(64);
    expect(edit.combinations.filter((c) => c.product !== null)).toHaveLength(2);
    const sibling = await list("new=emerald.vintage.platinum");
    expect(sibling.form).toMatchObject({
      productId: null,
      name: "",
      diamondShape: "emerald",
      ringDesign: "vintage",
      ringMetal: "platinum",
      discount: "15",
      prices: { "50": "1.250,00", "200": "10.000,00" },
      images: [],
      copiedFrom: "Aurora Émeraude",
    });
    expect((await list("new=1")).form).toMatchObject({ productId: null, prices: {} });
    for (const bad of ["page=0", "new=oval.halo.silver", "edit=x", `q=${"q".repeat(200)}`]) {
      expect(await products.list(new URLSearchParams(bad))).toMatchObject({ error: "invalid" });
    }
  });
});
