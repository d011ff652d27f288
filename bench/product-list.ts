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
 * written by the bench (never by the product's seed) once the server has migrated it.
 */
export async function measureProductList(
  env: Record<string, string>,
  load: { connections: number; warmupSeconds: number; seconds: number },
): Promise<LoadResult & { total: number }> {
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
    const result = await measureThroughput(`${server.url}/api/products`, {
      ...load,
      paths: productListPaths,
    });
    return { ...result, total };
  } finally {
    await server.stop();
  }
}
