import type { CatalogueItem, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { openDatabase } from "#server/db/connection.ts";
import { startServer } from "#tests/e2e/support/server.ts";
import { measureThroughput, type LoadResult } from "./load.ts";
import { seedLargeCatalogue } from "./seed-catalogue.ts";

export const BENCH_PRODUCTS = 5000;

/**
 * What the shop's list asks for while people browse: first pages of every sort and filter,
 * and a next page. Searches and deep pages are left out: they read many more rows by nature
 * (docs/decisions/0009-catalogue.md gives their cost).
 */
export const productListPaths = [
  "/api/products",
  "/api/products?page=2",
  "/api/products?sort=price-asc",
  "/api/products?sort=price-desc",
  "/api/products?sort=oldest",
  "/api/products?sort=name-asc",
  "/api/products?sale=1",
  "/api/products?special=1",
  "/api/products?sale=1&sort=price-asc",
];

/** The same list asked in Dutch: each page's pieces read with their Dutch translation rows. */
export const dutchProductListPaths = productListPaths.map(
  (path) => `${path}${path.includes("?") ? "&" : "?"}lang=nl`,
);

/** The figures of one language's list: as signed-out visitors get it, then signed-in ones. */
export interface ListLoad extends LoadResult {
  uncached: LoadResult;
}

/**
 * GET /api/products under load on a server of its own whose database holds 5,000 products,
 * written by the bench (never by the product's seed) once the server has migrated it: as
 * signed-out visitors get it (kept answers, decision 8), then as signed-in ones do; in English,
 * then the same in Dutch.
 */
export async function measureProductList(
  env: Record<string, string>,
  load: { connections: number; warmupSeconds: number; seconds: number },
): Promise<ListLoad & { total: number; shop: ShopPageFigures; dutch: ListLoad }> {
  const server = await startServer({ ...env, SEED_DEMO_DATA: "false" });
  try {
    const db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    try {
      await seedLargeCatalogue(db, { products: BENCH_PRODUCTS });
    } finally {
      await db.destroy();
    }
    const first = await fetch(`${server.url}/api/products`);
    if (!first.ok) throw new Error(`GET /api/products answered ${first.status}`);
    const { total, items } = (await first.json()) as CataloguePage;
    await expectDutch(server.url, items);
    const shop = await measureShopPages(server.url);
    const english = await measureList(server.url, productListPaths, load);
    const dutch = await measureList(server.url, dutchProductListPaths, load);
    return { ...english, total, shop, dutch };
  } finally {
    await server.stop();
  }
}

/**
 * The list's paths in turn, as signed-out visitors get them; then with a session cookie, which
 * is never answered from the page cache (decision 8): what a signed-in visitor's list costs.
 */
async function measureList(
  url: string,
  paths: string[],
  load: { connections: number; warmupSeconds: number; seconds: number },
): Promise<ListLoad> {
  const options = { ...load, paths };
  const result = await measureThroughput(`${url}/api/products`, options);
  const uncached = await measureThroughput(`${url}/api/products`, {
    ...options,
    headers: { cookie: "storefront.session_token=bench" },
  });
  return { ...result, uncached };
}

/** The Dutch figure means nothing unless the Dutch list reads Dutch: checked before the load. */
async function expectDutch(url: string, english: CatalogueItem[]) {
  const response = await fetch(`${url}${dutchProductListPaths[0] ?? ""}`);
  if (!response.ok) throw new Error(`GET /api/products?lang=nl answered ${response.status}`);
  const { items } = (await response.json()) as CataloguePage;
  const untranslated = items.filter((item, i) => item.name === english[i]?.name);
  if (items.length !== english.length || untranslated.length > 0) {
    throw new Error(`the Dutch list shows English: ${untranslated.map((i) => i.name).join(", ")}`);
  }
}

export interface ShopPageFigures {
  /** The largest page of the grid, in bytes of HTML. */
  htmlBytes: number;
  /** The slowest of the rendered pages, request to last byte, in milliseconds. */
  slowestMs: number;
  pages: number;
}

/**
 * /shop rendered afresh: every address is asked once (the page cache keeps pages per
 * address, so none of these is served from it), after a few to warm the server up.
 */
async function measureShopPages(url: string): Promise<ShopPageFigures> {
  const render = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/shop?${query}`);
    const html = await response.text();
    if (!response.ok) throw new Error(`GET /shop?${query} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(html) };
  };
  for (let page = 1; page <= 5; page++) await render(`sort=oldest&page=${page}`);
  const queries = [
    ...Array.from({ length: 10 }, (_, i) => `page=${i + 1}`),
    ...["price-asc", "price-desc"].flatMap((sort) =>
      Array.from({ length: 5 }, (_, i) => `sort=${sort}&page=${i * 40 + 1}`),
    ),
  ];
  const figures = [];
  for (const query of queries) figures.push(await render(query));
  return {
    htmlBytes: Math.max(...figures.map((f) => f.bytes)),
    slowestMs: Math.max(...figures.map((f) => f.ms)),
    pages: figures.length,
  };
}
