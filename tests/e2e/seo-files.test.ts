import { describe, expect, it } from "vitest";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { getJson } from "./support/catalogue.ts";
import { baseUrl } from "./support/pages.ts";

describe("sitemap.xml and robots.txt", () => {
  it("serves the sitemap with the demo catalogue in three languages", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    // Each language at its own address: the piece's name in that language.
    for (const [prefix, lang] of [
      ["", "en"],
      ["/nl", "nl"],
      ["/fr", "fr"],
    ] as const) {
      const { items } = await getJson<CataloguePage>(`/api/products?lang=${lang}`);
      for (const item of items.slice(0, 3)) {
        expect(xml).toContain(`<loc>${baseUrl()}${prefix}/shop/${item.slug}</loc>`);
      }
    }
  });

  it("serves robots.txt pointing at it", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin\n");
  });

  it("gives the home page the shop's JewelryStore JSON-LD, with the page's own address", async () => {
    for (const path of ["/", "/nl", "/fr"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
      const data = JSON.parse(json) as { "@type"?: string; url?: string; telephone?: string };
      expect(data["@type"], path).toBe("JewelryStore");
      expect(data.url).toBe(`${baseUrl()}${path}`);
      expect(data.telephone).toMatch(/^\+32/);
    }
  });
});
