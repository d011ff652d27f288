import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { startDatabaseServer, type DatabaseServer } from "./support/database-servers.ts";
import { signedUpSession } from "./support/http-session.ts";
import { baseUrl } from "./support/pages.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { sample, samples } from "#tests/support/prometheus.ts";

const TOKEN = "e2e-metrics-token-0123456789";
const json = { "content-type": "application/json" };

describe("GET /metrics without METRICS_TOKEN", () => {
  it("is not there, whatever is sent", async () => {
    // The shared test server has no METRICS_TOKEN.
    for (const authorization of ["", `Bearer ${TOKEN}`]) {
      const response = await fetch(`${baseUrl()}/metrics`, { headers: { authorization } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("storefront_");
    }
  });
});

describe.each(availableDatabases())("GET /metrics with METRICS_TOKEN [%s]", (kind) => {
  let server: DatabaseServer;
  beforeAll(async () => {
    server = await startDatabaseServer(kind, { ownServer: true, env: { METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  async function scrape(): Promise<string> {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  }

  it("refuses a missing or wrong token with 401 and WWW-Authenticate: Bearer", async () => {
    for (const authorization of ["", `Bearer ${TOKEN}-wrong`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      expect(await response.text()).not.toContain("storefront_");
    }
  });

  it("shows requests by route pattern, page-cache hits, orders and mails moving", async () => {
    const before = await scrape();
    const ring = await findRing(undefined, server.url);
    // The list again, now kept: a hit.
    const again = await fetch(`${server.url}/api/products`);
    expect(again.headers.get("x-cache")).toBe("hit");
    const customer = await signedUpSession(
      server.url,
      `metrics-${kind}-${Date.now()}@example.be`,
      undefined,
      {
        mailbox: server.mailbox,
      },
    );
    const beforeOrder = await scrape();
    const body = JSON.stringify(apiOrder(ring, `metrics-${Date.now()}`));
    const placed = await customer.request("POST", "/api/orders", body, json);
    expect(placed.status).toBe(201);
    // The same key again is the same order, not a second one.
    expect((await customer.request("POST", "/api/orders", body, json)).status).toBe(201);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}, from = before) =>
      sample(after, name, labels) - sample(from, name, labels);
    const requests = "storefront_http_request_duration_seconds_count";
    expect(moved(requests, { method: "GET", route: "/api/products/:id", status: "200" })).toBe(1);
    expect(moved(requests, { method: "POST", route: "/api/orders", status: "201" })).toBe(2);
    // Labelled by pattern only: no series names the piece asked for.
    expect(after).not.toContain(ring.id);
    expect(moved("storefront_page_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(moved("storefront_page_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(moved("storefront_orders_placed_total", {}, beforeOrder)).toBe(1);
    // The customer's confirmation and the shop's notice, sent from the queue just after.
    const sent = (text: string) => sample(text, "storefront_mails_total", { result: "sent" });
    await expect.poll(async () => sent(await scrape()) - sent(beforeOrder)).toBe(2);
    expect(sample(after, "storefront_mails_total", { result: "failed" })).toBe(0);
    expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(samples(after).some((s) => s.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);
    const pool = samples(after).filter((s) => s.name === "storefront_db_pool_connections");
    if (kind === "postgres") expect(pool[0]?.value).toBeGreaterThanOrEqual(1);
    else expect(pool).toEqual([]);
  });
});
