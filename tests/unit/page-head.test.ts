import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/seo/en.ts";
import { fr } from "#app/i18n/seo/fr.ts";
import { nl as seoNl } from "#app/i18n/seo/nl.ts";
import { ownHead, pageHead, siteHead } from "#app/lib/page-head.server.ts";
import { canonicalCatalogueQuery } from "#common/catalogue-query.ts";
import { business } from "#server/business.ts";
import { webpSize } from "#server/media/image-container.ts";

const at = (path: string) => new URL(`http://shop.test${path}`);

describe("a page's head, made on the server", () => {
  it("takes the page's title and description in the address's language, with the shop's name", () => {
    const head = pageHead(at("/fr/privacy"), "privacy");
    expect(head.title).toBe(`${fr.seo.pages.privacy.title} – ${business.name}`);
    expect(head.description).toBe(
      fr.seo.pages.privacy.description.replace("{{name}}", business.name),
    );
    expect(head.canonical).toBeUndefined();
  });

  it("fills the page's own placeholders and keeps its canonical address", () => {
    const head = pageHead(at("/orders/ABC123"), "order", {
      vars: { reference: "ABC123" },
      canonical: { path: "/orders/ABC123" },
    });
    expect(head.title).toBe(`Order ABC123 – ${business.name}`);
    expect(head.canonical).toEqual({ path: "/orders/ABC123" });
  });

  it("gives the site's head the shop's name first, and the site's picture", () => {
    const head = siteHead(at("/nl"));
    expect(head.title).toBe(`${business.name} – ${seoNl.seo.siteTitle}`);
    expect(head.image).toMatchObject({ url: "/og-image.jpg", width: 1200, height: 630 });
    expect(head.image.alt).toContain(business.name);
  });

  it("lets a page with its own texts fall back to the site's description", () => {
    const head = ownHead(at("/shop/x"), { title: "Ring", description: "" });
    expect(head.title).toBe(`Ring – ${business.name}`);
    expect(head.description).toBe(en.seo.description);
  });
});

describe("the shop's canonical address", () => {
  const canonical = (query: string, page = 1) =>
    canonicalCatalogueQuery(new URLSearchParams(query), page);

  it("is the bare list for its first page, whatever others add", () => {
    expect(canonical("")).toBeUndefined();
    expect(canonical("page=1&utm_source=news")).toBeUndefined();
    expect(canonical("sale=0&special=0&q=&sort=recent")).toBeUndefined();
  });

  it("keeps the page number of the unfiltered list", () => {
    expect(canonical("page=3&utm_campaign=x", 3)).toEqual({ page: "3" });
    expect(canonical("sort=recent&q=%20", 2)).toEqual({ page: "2" });
  });

  it("points a search, a filter or another sort at the bare list", () => {
    for (const query of ["sale=1", "special=1", "q=oval", "sort=price-asc"]) {
      expect(canonical(`${query}&page=2`, 2), query).toBeUndefined();
    }
  });
});

describe("a WebP's size from its header", () => {
  const picture = (options: { alpha?: boolean; lossless?: boolean }) =>
    sharp({
      create: {
        width: 321,
        height: 123,
        channels: options.alpha ? 4 : 3,
        background: options.alpha ? { r: 200, g: 150, b: 50, alpha: 0.5 } : "#c89632",
      },
    })
      .webp({ lossless: options.lossless ?? false })
      .toBuffer();

  it.each([
    ["lossy (VP8)", {}],
    ["lossless (VP8L)", { lossless: true }],
    ["with alpha (VP8X)", { alpha: true }],
  ])("reads %s", async (_label, options) => {
    expect(webpSize(await picture(options))).toEqual({ width: 321, height: 123 });
  });

  it("reads nothing from another format", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    expect(webpSize(png)).toBeNull();
    expect(webpSize(Buffer.from("RIFF"))).toBeNull();
  });
});
