import { describe, expect, it } from "vitest";
import { excerpt, formatPrice } from "#common/format.ts";
import { productJsonLd } from "#common/product-json-ld.ts";
import { ringSizes } from "#common/ring-sizes.ts";

const piece = {
  id: "AAAAAAAAAAAAAAAAAAAA",
  name: "Aurora </script><script>alert(1)</script>",
  description: "A ring",
  images: [{ url: "/media/a.webp" }],
  minPriceCents: 145_000,
  maxPriceCents: 1_850_050,
};
const page = {
  origin: "https://shop.example",
  url: "https://shop.example/nl/shop/aurora-AAAA",
  inLanguage: "nl",
};

describe("product JSON-LD", () => {
  it("offers the price range in euros with absolute picture addresses", () => {
    const text = productJsonLd(piece, page);
    const product = JSON.parse(text) as Record<string, unknown>;
    expect(product.image).toEqual(["https://shop.example/media/a.webp"]);
    expect(product.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://shop.example/nl/shop/aurora-AAAA",
      inLanguage: "nl",
    });
    expect(product.offers).toMatchObject({
      priceCurrency: "EUR",
      lowPrice: "1450.00",
      highPrice: "18500.50",
    });
  });

  it("cannot close its script element, and has no offer for contact-for-price", () => {
    const text = productJsonLd({ ...piece, minPriceCents: null, maxPriceCents: null }, page);
    expect(text).not.toContain("<");
    expect((JSON.parse(text) as { name: string }).name).toBe(piece.name);
    expect(text).not.toContain("offers");
  });
});

describe("card texts", () => {
  it("cuts a description at 60 characters with an ellipsis, and leaves a short one", () => {
    const long = "x".repeat(59) + " and more words after it";
    expect(excerpt(long, 60)).toBe(`${"x".repeat(59)}…`);
    expect(excerpt("Short.", 60)).toBe("Short.");
  });

  it("shows whole euros unless the price has cents, per language", () => {
    expect(formatPrice(125_000, "nl")).toBe("€\u00a01.250");
    expect(formatPrice(125_000, "fr")).toBe("1\u202f250\u00a0€");
    expect(formatPrice(125_050, "en")).toMatch(/1,250\.50/);
  });

  it("offers EU ring sizes 44 to 68", () => {
    expect(ringSizes[0]).toBe(44);
    expect(ringSizes.at(-1)).toBe(68);
    expect(ringSizes).toHaveLength(25);
  });
});
