import { describe, expect, it } from "vitest";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { openServerDatabase } from "./support/database.ts";
import { baseUrl } from "./support/pages.ts";

/**
 * GET /api/products and GET /api/products/:id against the built server and the demo catalogue
 * it seeded at start (five ring designs in four metals, four special editions).
 */
const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, init);

async function list(query = ""): Promise<CataloguePage> {
  const response = await get(`/api/products${query}`);
  expect(response.status, query).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as CataloguePage;
}

async function detail(slugOrId: string): Promise<CatalogueItemDetail> {
  const response = await get(`/api/products/${slugOrId}`);
  expect(response.status, slugOrId).toBe(200);
  return (await response.json()) as CatalogueItemDetail;
}

/** Non-decreasing, with nulls (no price) only at the end. */
function ascending(values: (number | null)[]) {
  const priced = values.filter((v): v is number => v !== null);
  expect(values.slice(0, priced.length)).toEqual(priced);
  expect(priced).toEqual([...priced].sort((a, b) => a - b));
}

describe("GET /api/products", () => {
  it("lists products and special editions together, newest first, one page of 24", async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, pageSize: 24 });
    expect(body.total).toBeGreaterThanOrEqual(24);
    expect(body.items).toHaveLength(Math.min(body.total, 24));
    const kinds = new Set(body.items.map((item) => item.kind));
    expect(kinds).toEqual(new Set(["product", "special"]));
    const created = body.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const item of body.items) {
      expect(item.slug.endsWith(item.id)).toBe(true);
      expect(item.imageUrl).toMatch(/^\/media\//);
      expect(item.minPriceCents).toBeLessThanOrEqual(item.maxPriceCents ?? 0);
      expect(Number.isInteger(item.minPriceCents)).toBe(true);
    }
  });

  it("filters, searches and sorts as the query asks", async () => {
    const sale = await list("?sale=1");
    expect(sale.items.length).toBeGreaterThan(0);
    for (const item of sale.items) expect(item.discountPercent).toBeGreaterThan(0);

    const special = await list("?special=1");
    expect(special.items.map((item) => item.kind)).toEqual(special.items.map(() => "special"));
    expect(special.total).toBe(special.items.length);

    const epoque = await list("?q=%C3%A9POQUE");
    expect(epoque.total).toBe(4);
    for (const item of epoque.items) expect(item.name).toContain("Belle Époque");
    expect((await list("?q=belle+epoque")).items).toEqual(epoque.items);

    ascending((await list("?sort=price-asc")).items.map((item) => item.minPriceCents));
    const high = (await list("?sort=price-desc")).items.map((item) => item.maxPriceCents);
    ascending([...high].reverse());
    const oldest = await list("?sort=oldest");
    expect(oldest.items[0]?.createdAt).toBe([...oldest.items.map((i) => i.createdAt)].sort()[0]);
  });

  it("answers a page past the end with no items and the total", async () => {
    const { total } = await list();
    const past = await list(`?page=${Math.ceil(total / 24) + 1}`);
    expect(past).toEqual({ items: [], total, page: Math.ceil(total / 24) + 1, pageSize: 24 });
  });

  it("refuses unknown, repeated or malformed parameters with 400 and a message for each", async () => {
    const response = await get("/api/products?colour=red&sort=cheap&page=0&sale=1&sale=1");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Some query parameters are unknown or invalid.",
      fields: {
        colour: "Unknown parameter. Use sale, special, q, sort, page, lang.",
        sort: "Use one of: recent, oldest, price-asc, price-desc, name-asc, name-desc.",
        page: "Use a whole page number from 1 to 100000.",
        sale: "Give this parameter once.",
      },
    });
    for (const query of ["special=yes", "page=two", `q=${"x".repeat(101)}`, "Sort=recent"]) {
      const bad = await get(`/api/products?${query}`);
      expect(bad.status, query).toBe(400);
      const body = (await bad.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), query).toEqual([query.split("=")[0]]);
    }
  });

  it("changes nothing, whatever it is sent", async () => {
    const snapshot = () => {
      const db = openServerDatabase();
      try {
        return ["products", "product_variants", "special_editions"].map((table) =>
          db.prepare(`select * from ${table} order by 1, 2`).all(),
        );
      } finally {
        db.close();
      }
    };
    const before = snapshot();
    const attempts = [
      get("/api/products?q=%27%3B+drop+table+products%3B+--"),
      get("/api/products?sale=1%27+or+1%3D1"),
      get("/api/products", { method: "POST", body: "{}", headers: { origin: baseUrl() } }),
      get("/api/products/x%27%20or%201=1", { method: "DELETE", headers: { origin: baseUrl() } }),
      get("/api/products?page=99999999999999999999"),
    ];
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses).toEqual([200, 400, 405, 405, 400]);
    expect(snapshot()).toEqual(before);
  });
});

describe("GET /api/products/:id", () => {
  it("gives a product with its carats, its metal siblings and its images, by slug or id", async () => {
    const [ring] = (await list("?q=aurora+white+gold")).items;
    if (!ring) throw new Error("the demo catalogue has no Aurora in white gold");
    const piece = await detail(ring.slug);
    expect(piece).toMatchObject({ id: ring.id, kind: "product", metal: "white-gold" });
    expect(await detail(ring.id)).toEqual(piece);
    expect(piece.variants.map((v) => v.caratHundredths)).toEqual([50, 100, 150, 200, 250]);
    expect(piece.variants[0]?.priceCents).toBe(piece.minPriceCents);
    expect(piece.variants.at(-1)?.priceCents).toBe(piece.maxPriceCents);
    expect(piece.images.length).toBeGreaterThanOrEqual(2);
    expect(piece.images[0]?.url).toBe(piece.imageUrl);
    expect(piece.siblings.map((s) => s.metal)).toEqual(["yellow-gold", "rose-gold", "platinum"]);

    // A swatch leads to its sibling, whose siblings lead back.
    const [sibling] = piece.siblings;
    if (!sibling) throw new Error("no sibling");
    const other = await detail(sibling.slug);
    expect(other.name).toContain("Aurora");
    expect(other.siblings.find((s) => s.metal === "white-gold")?.id).toBe(ring.id);
  });

  it("gives a special edition without carats or siblings", async () => {
    const [edition] = (await list("?special=1")).items;
    if (!edition) throw new Error("the demo catalogue has no special edition");
    expect(await detail(edition.slug)).toMatchObject({
      id: edition.id,
      kind: "special",
      metal: null,
      variants: [],
      siblings: [],
    });
  });

  it("answers 404 for an id or slug that names nothing", async () => {
    for (const path of ["AAAAAAAAAAAAAAAAAAAA", "no-such-ring-AAAAAAAAAAAAAAAAAAAA", "x", "%27"]) {
      const response = await get(`/api/products/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: "There is no product or special edition with this id.",
      });
    }
  });
});
