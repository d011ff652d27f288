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
  "/api/products?sale=1",
  "/api/products?special=1",
  "/api/products?sale=1&sort=price-asc",
];

/**
 * GET /api/products under load on a server of its own whose database holds 5,000 products,
 * written by the bench (never by the product's seed) once the server has migrated it: as
 * signed-out visitors get it (kept answers, decision 8), then as signed-in ones do.
 */
export async function measureProductList(
  env: Record<string, string>,
  load: { connections: number; warmupSeconds: number; seconds: number },
): Promise<LoadResult & { total: number; shop: ShopPageFigures; uncached: LoadResult }> {
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
    const { total } = (await first.json()) as { total: number };
    const shop = await measureShopPages(server.url);
    const options = { ...load, paths: productListPaths };
    const result = await measureThroughput(`${server.url}/api/products`, options);
    // A request with a session cookie is never answered from the page cache (decision 8):
    // what a signed-in visitor's list costs, through the router and the service's list cache.
    const uncached = await measureThroughput(`${server.url}/api/products`, {
      ...options,
      headers: { cookie: "storefront.session_token=bench" },
    });
    return { ...result, total, shop, uncached };
  } finally {
    await server.stop();
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
