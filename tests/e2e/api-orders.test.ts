import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { baseUrl } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const json = { "content-type": "application/json" };

describe("POST /api/orders", () => {
  let customer: HttpSession;
  let ring: CatalogueItemDetail;
  beforeAll(async () => {
    customer = await signedUpSession(baseUrl(), `orders-api-${Date.now()}@example.be`);
    ring = await findRing();
  });

  const order = (key: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify(apiOrder(ring, key, extra));

  it("asks a visitor to log in first", async () => {
    const response = await fetch(`${baseUrl()}/api/orders`, {
      method: "POST",
      headers: json,
      body: order("visitor-key-1"),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please log in to place an order." });
  });

  it("refuses an order from an account whose address is not confirmed, with a clear code", async () => {
    const email = `orders-api-unconfirmed-${Date.now()}@example.be`;
    const unconfirmed = await signedUpSession(baseUrl(), email, "long enough pw", {
      confirmed: false,
    });
    const response = await unconfirmed.request("POST", "/api/orders", order("unconfirmed-1"), json);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error:
        "Confirm your e-mail address before your first order: follow the link we mailed you, or ask for a new one at checkout.",
    });
    const history = await unconfirmed.request("GET", "/orders");
    expect(history.status).toBe(200);
  });

  it("places an order at the server's price, once per key", async () => {
    const key = `api-key-${Date.now()}`;
    const first = await customer.request("POST", "/api/orders", order(key), json);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { id: string; reference: string; totalCents: number };
    expect(placed.totalCents).toBe(ring.variants[0]?.priceCents);
    expect(placed.reference).toMatch(/^[A-Z0-9_-]{6}$/);
    const again = await customer.request("POST", "/api/orders", order(key), json);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(placed.id);
    // It is in the customer's order history.
    const history = await customer.request("GET", "/orders");
    expect(await history.text()).toContain(placed.reference);
  });

  it("refuses bad input with a clear 400", async () => {
    const noName = await customer.request(
      "POST",
      "/api/orders",
      order("bad-key-1", { name: "" }),
      json,
    );
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { fields: Record<string, string> }).fields.name).toBeTruthy();
    const noCarat = await customer.request(
      "POST",
      "/api/orders",
      JSON.stringify({
        ...(JSON.parse(order("bad-key-2")) as object),
        lines: [{ id: ring.id, carat: null, metal: ring.metal, ringSize: 52, quantity: 1 }],
      }),
      json,
    );
    expect(noCarat.status).toBe(400);
    expect(await noCarat.json()).toEqual({ error: "Please select a carat." });
  });

  describe("with ORDERS_ENABLED=false", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ ORDERS_ENABLED: "false" });
    });
    afterAll(async () => {
      await server.stop();
    });

    it("answers 503 with the support message", async () => {
      const session = await signedUpSession(
        server.url,
        `orders-off-${Date.now()}@example.be`,
        undefined,
        {
          mailbox: outboxOf(server),
        },
      );
      const response = await session.request("POST", "/api/orders", order("off-key-1"), json);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: "Order system is not available. Please contact support.",
      });
    });
  });
});
