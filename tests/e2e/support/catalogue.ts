import type { BrowserContext } from "playwright-core";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { baseUrl } from "./pages.ts";

/** A JSON answer of the shared test server, or of the server at `url`. */
export async function getJson<T>(path: string, url = baseUrl()): Promise<T> {
  return (await (await fetch(`${url}${path}`)).json()) as T;
}

/**
 * The first priced ring of the demo catalogue (newest first) that `wanted` accepts, with
 * its carats and siblings. The demo data is random per run: tests ask for what they need.
 */
export async function findRing(
  wanted: (ring: CatalogueItemDetail) => boolean = () => true,
  url = baseUrl(),
): Promise<CatalogueItemDetail> {
  const list = await getJson<CataloguePage>("/api/products", url);
  for (const item of list.items) {
    if (item.kind !== "product" || item.minPriceCents === null) continue;
    const ring = await getJson<CatalogueItemDetail>(`/api/products/${item.id}`, url);
    if (wanted(ring)) return ring;
  }
  throw new Error("the demo catalogue has no ring the test can use");
}

/** A cart already in the visitor's local storage when their first page loads. */
export async function storeCart(context: BrowserContext, lines: unknown[]): Promise<void> {
  await context.addInitScript((cart) => {
    window.localStorage.setItem("cart", cart);
  }, JSON.stringify(lines));
}

/** What POST /api/orders takes for one of `ring`, as checkout sends it (`extra` overrides). */
export function apiOrder(
  ring: CatalogueItemDetail,
  key: string,
  extra: Record<string, unknown> = {},
) {
  const line = {
    id: ring.id,
    carat: ring.variants[0]?.caratHundredths,
    metal: ring.metal,
    ringSize: "unknown",
    quantity: 1,
    unitPriceCents: 1,
  };
  return apiOrderOf([line], key, extra);
}

/** What POST /api/orders takes for these cart lines, picked up in the shop by An Peeters. */
export function apiOrderOf(lines: unknown[], key: string, extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: key,
    lines,
    name: "An Peeters",
    phone: "+32 470 12 34 56",
    delivery: "pickup",
    ...extra,
  };
}
