import { beforeEach, describe, expect, it } from "vitest";
import { slugOf } from "#server/catalogue/catalogue-text.ts";
import { robotsTxt, sitemapPages, sitemapXml } from "#server/seo/sitemap.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const origin = "https://shop.example";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describeEachDatabase("sitemap.xml", (testDb) => {
  beforeEach(async () => {
    await clearCatalogue(testDb().db);
  });

  it("lists the public pages and every product and special edition in three languages", async () => {
    const pieces = [
      { id: await insertProduct(testDb().db, { name: "Solitaire & Co" }), name: "Solitaire & Co" },
      { id: await insertProduct(testDb().db, { name: "Halo ring" }), name: "Halo ring" },
      { id: await insertSpecialEdition(testDb().db, { name: "Brooch" }), name: "Brooch" },
    ];
    const xml = await sitemapXml(testDb().db, origin);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = locs(xml);
    expect(listed).toHaveLength((sitemapPages.length + pieces.length) * 3);
    for (const path of [
      "",
      "/nl",
      "/fr",
      "/shop",
      "/nl/shop",
      "/fr/shop",
      "/gold-price",
      "/nl/gold-price",
      "/fr/gold-price",
      "/appointment",
      "/nl/appointment",
      "/privacy",
      "/nl/terms",
      "/fr/privacy",
    ]) {
      expect(listed).toContain(`${origin}${path || "/"}`);
    }
    for (const { id, name } of pieces) {
      const slug = slugOf(name, id);
      for (const prefix of ["", "/nl", "/fr"]) {
        expect(listed).toContain(`${origin}${prefix}/shop/${slug}`);
      }
    }
    // Each address names its other languages, and the XML is well escaped.
    expect(xml).toContain(`hreflang="x-default" href="${origin}/shop/`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  it("keeps accounts, checkout, the admin and the API out of robots.txt's reach", () => {
    const robots = robotsTxt(origin);
    for (const path of ["/admin", "/nl/admin", "/fr/checkout", "/orders", "/nl/profile", "/api/"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("sitemap of an empty shop", () => {
  it("is still valid: the pages alone", async () => {
    const { createTestDatabase } = await import("#tests/support/databases.ts");
    const test = await createTestDatabase("sqlite");
    try {
      expect(locs(await sitemapXml(test.db, origin))).toHaveLength(sitemapPages.length * 3);
    } finally {
      await test.close();
    }
  });
});
