import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeLabeler } from "#server/http/route-label.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import { createMetricsService } from "#server/metrics/metrics.service.ts";
import { sample, samples } from "#tests/support/prometheus.ts";

const TOKEN = "a-token-of-at-least-sixteen";

/** The shape of app/routes.ts that matters for labels: nesting, params, index, catch-all. */
function build(): ServerBuild {
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: {},
  });
  const routes = [
    route("root", undefined, ""),
    route("routes/api/products", "root", "api/products"),
    route("routes/api/product-detail", "root", "api/products/:id"),
    route("en:home", "root", undefined, true),
    route("en:shop", "root", "shop"),
    route("en:shop-item", "en:shop", ":slug"),
    route("nl:shop", "root", "nl/shop"),
    route("nl:shop-item", "nl:shop", ":slug"),
    route("en:account", "root"),
    route("en:orders", "en:account", "orders/:reference"),
    route("routes/not-found", "root", "*"),
  ];
  // Only `routes` is read; the rest of a build does not matter here.
  return { routes: Object.fromEntries(routes.map((r) => [r.id, r])) } as unknown as ServerBuild;
}

describe("route labels", () => {
  const label = routeLabeler(build());

  it("label a request by its route's pattern, never by the address asked", () => {
    expect(label("/shop/ring-1234")).toBe("/shop/:slug");
    expect(label("/nl/shop/ring-1234")).toBe("/nl/shop/:slug");
    expect(label("/api/products/abc")).toBe("/api/products/:id");
    expect(label("/api/products")).toBe("/api/products");
    expect(label("/orders/ABC123")).toBe("/orders/:reference");
    expect(label("/")).toBe("/");
  });

  it("count a data request with its page", () => {
    expect(label("/shop.data")).toBe("/shop");
    expect(label("/_root.data")).toBe("/");
  });

  it("put every unknown address under one label, files under another", () => {
    const unknown = new Set(Array.from({ length: 50 }, (_, i) => label(`/no/such/${i}`)));
    expect([...unknown]).toEqual(["/*"]);
    expect(label("/wp-login.php")).toBe("(file)");
    expect(label("/assets/entry-abc123.js")).toBe("/assets/*");
    expect(label("/media/1234.webp")).toBe("/media/:name");
    expect(label("/metrics")).toBe("/metrics");
  });
});

describe("the metrics registry", () => {
  it("is this server's own: two apps in one process count apart", async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.orderPlaced();
    expect(sample(await one.registry.metrics(), "storefront_orders_placed_total")).toBe(1);
    expect(sample(await two.registry.metrics(), "storefront_orders_placed_total")).toBe(0);
  });

  it("shows every counter at 0 from the start, and counts requests by pattern", async () => {
    const metrics = createMetrics();
    metrics.request("GET", "/shop/:slug", 200, 0.004);
    metrics.request("GET", "/shop/:slug", 200, 0.03);
    metrics.request("BREW", "/*", 404, 0.001);
    const text = await metrics.registry.metrics();
    const count = "storefront_http_request_duration_seconds_count";
    expect(sample(text, count, { method: "GET", route: "/shop/:slug", status: "200" })).toBe(2);
    expect(sample(text, count, { method: "other", route: "/*", status: "404" })).toBe(1);
    for (const result of ["hit", "miss"]) {
      expect(samples(text)).toContainEqual({
        name: "storefront_page_cache_lookups_total",
        labels: { result },
        value: 0,
      });
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples(text).some((s) => s.name.startsWith("nodejs_eventloop_lag"))).toBe(true);
    // No pool on SQLite: no pool figures.
    expect(samples(text).some((s) => s.name.startsWith("storefront_db_pool"))).toBe(false);
  });

  it("reads the PostgreSQL pool when scraped", async () => {
    const pool = { totalCount: 3, idleCount: 1, waitingCount: 0 };
    const metrics = createMetrics({ pool });
    pool.waitingCount = 4;
    const text = await metrics.registry.metrics();
    expect(sample(text, "storefront_db_pool_connections")).toBe(3);
    expect(sample(text, "storefront_db_pool_idle_connections")).toBe(1);
    expect(sample(text, "storefront_db_pool_waiting_queries")).toBe(4);
  });
});

describe("GET /metrics' rules", () => {
  const metrics = createMetrics();

  it("is not there without METRICS_TOKEN", async () => {
    const service = createMetricsService({ metrics, token: null });
    expect(await service.exposition(`Bearer ${TOKEN}`)).toEqual({ ok: false, error: "not-found" });
  });

  it("answers only the configured bearer token", async () => {
    const service = createMetricsService({ metrics, token: TOKEN });
    const refused = { ok: false, error: "not-signed-in" };
    expect(await service.exposition(undefined)).toEqual(refused);
    expect(await service.exposition(`Bearer ${TOKEN}x`)).toEqual(refused);
    expect(await service.exposition(`Bearer ${TOKEN.slice(0, -1)}`)).toEqual(refused);
    expect(await service.exposition(`Basic ${TOKEN}`)).toEqual(refused);
    expect(await service.exposition(TOKEN)).toEqual(refused);
    const answer = await service.exposition(`Bearer ${TOKEN}`);
    if (!answer.ok) throw new Error(`refused: ${answer.error}`);
    expect(answer.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain("storefront_orders_placed_total 0");
  });
});
