import { describe, expect, it } from "vitest";
import type { CataloguePage } from "#server/catalog/catalog.service.ts";
import { getJson } from "./support/catalogue.ts";
import { baseUrl } from "./support/pages.ts";

describe("sitemap.xml and robots.txt", () => {
  it("serves the sitemap with the demo catalogue in three languages", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const { items } = await getJson<CataloguePage>("/api/products");
    for (const item of items.slice(0, 3)) {
      for (const prefix of ["", "/nl", "/fr"]) {
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
});
