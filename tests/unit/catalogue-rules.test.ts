import { describe, expect, it } from "vitest";
import { salePriceCents } from "#common/sale-price.ts";
import { foldForSearch, idFromSlug, slugOf } from "#server/catalogue/catalogue-text.ts";
import {
  catalogueQuerySchema,
  parameterMessage,
  parseCatalogueQuery,
} from "#server/catalogue/catalogue.schema.ts";
import { catalogueParameters } from "#common/catalogue-query.ts";
import { listingColumns } from "#server/catalogue/listing-columns.ts";

const id = "3q9XbT0v2Lk_aWm1rS-e";

describe("sale prices (docs/product.md §9)", () => {
  it("applies the discount and rounds to whole euros, halves up", () => {
    expect(salePriceCents(145_000, 10)).toBe(130_500);
    expect(salePriceCents(123_456, 15)).toBe(104_900);
    // 1,001 € less 50% is 500.50 €: rounded up to 501 €.
    expect(salePriceCents(100_100, 50)).toBe(50_100);
    expect(salePriceCents(100_099, 50)).toBe(50_000);
    expect(salePriceCents(999_999, 100)).toBe(0);
    expect(salePriceCents(0, 30)).toBe(0);
  });

  it("leaves a price without a discount as it is tagged, cents and all", () => {
    expect(salePriceCents(123_456, 0)).toBe(123_456);
  });

  it("stays exact for the dearest pieces", () => {
    // 99,999,999.99 € less 1% is 98,999,999.9901 €: 99,000,000 € in whole euros.
    expect(salePriceCents(9_999_999_999, 1)).toBe(9_900_000_000);
  });
});

describe("listing columns", () => {
  const base = { name: "Ring", description: "Gold", discountPercent: 20 };

  it("take the cheapest and dearest carat, with the discount, and the cheapest as 'from'", () => {
    expect(listingColumns({ ...base, pricesCents: [300_000, 125_000, 200_000] })).toEqual({
      price_cents: 125_000,
      search_text: "ring gold",
      min_sale_price_cents: 100_000,
      max_sale_price_cents: 240_000,
      name_sort_en: "ring",
      name_sort_nl: "ring",
      name_sort_fr: "ring",
    });
  });

  it("sort each language by the name it shows, folded, English where it has none", () => {
    const translations = { nl: { name: "Verlovingsring", description: null }, fr: { name: null } };
    expect(
      listingColumns({ ...base, name: "Étoile Ring", translations, pricesCents: null }),
    ).toMatchObject({
      name_sort_en: "etoile ring",
      name_sort_nl: "verlovingsring",
      name_sort_fr: "etoile ring",
      search_text: "etoile ring gold verlovingsring",
    });
  });

  it("leave every price empty for 'contact us for the price'", () => {
    for (const pricesCents of [null, []]) {
      expect(listingColumns({ ...base, pricesCents })).toMatchObject({
        price_cents: null,
        min_sale_price_cents: null,
        max_sale_price_cents: null,
      });
    }
  });
});

describe("search text", () => {
  it("folds case, accents and letters without a decomposition", () => {
    expect(foldForSearch("Belle ÉPOQUE")).toBe("belle epoque");
    expect(foldForSearch("Straße Œuvre Ærø Łódź")).toBe("strasse oeuvre aero lodz");
    expect(foldForSearch("Crème brûlée, naïve façade")).toBe("creme brulee, naive facade");
    expect(foldForSearch("Antwerp’s  three–stone\n ring")).toBe("antwerp's three-stone ring");
  });
});

describe("slugs", () => {
  it("make a readable address ending in the id", () => {
    expect(slugOf("Belle Époque Oval Vintage in Rose Gold", id)).toBe(
      `belle-epoque-oval-vintage-in-rose-gold-${id}`,
    );
    expect(slugOf("Art Deco — 2 × 0.7 ct!", id)).toBe(`art-deco-2-0-7-ct-${id}`);
    expect(slugOf("★★★", id)).toBe(id);
  });

  it("cut a long name at a whole word", () => {
    const slug = slugOf(`${"diamond ".repeat(12)}ring`, id);
    expect(slug).toBe(`${"diamond-".repeat(6)}diamond-${id}`);
    expect(slugOf("x".repeat(80), id)).toBe(`${"x".repeat(60)}-${id}`);
  });

  it("lead back to the id, and only to a well-formed one", () => {
    expect(idFromSlug(slugOf("Aurora", id))).toBe(id);
    expect(idFromSlug(id)).toBe(id);
    expect(idFromSlug(`any-old-name-${id}`)).toBe(id);
    for (const wrong of ["", "aurora", `Aurora-${id}`, `aurora_${id}`, `-${id}`, `${id}1`, "a/b"]) {
      expect(idFromSlug(wrong), wrong).toBeNull();
    }
  });
});

describe("the list's query string", () => {
  it("names in common/ exactly the parameters the schema reads", () => {
    expect(Object.keys(catalogueQuerySchema.shape).sort()).toEqual([...catalogueParameters].sort());
  });

  const parse = (query: string) => parseCatalogueQuery(new URLSearchParams(query));

  it("has defaults for everything left out", () => {
    expect(parse("")).toEqual({
      ok: true,
      query: { sale: false, special: false, q: "", sort: "recent", page: 1 },
    });
    expect(parse("sale=1&special=0&q=+gold+&sort=price-desc&page=3")).toEqual({
      ok: true,
      query: { sale: true, special: false, q: "gold", sort: "price-desc", page: 3 },
    });
  });

  it("names each bad parameter once, with a message that says what to send", () => {
    expect(parse("page=0&page=2&colour=red&sort=cheap")).toEqual({
      ok: false,
      error: "invalid-query",
      parameterErrors: { page: "repeated", colour: "unknown", sort: "invalid" },
    });
    expect(parameterMessage("colour", "unknown")).toBe(
      "Unknown parameter. Use sale, special, q, sort, page, lang.",
    );
    expect(parameterMessage("sort", "invalid")).toBe(
      "Use one of: recent, oldest, price-asc, price-desc, name-asc, name-desc.",
    );
    expect(parameterMessage("page", "repeated")).toBe("Give this parameter once.");
  });
});
