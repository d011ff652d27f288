import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const FOREIGN = "evil.example";

/**
 * An invalid valuation: 400 once it reaches the route, without writing a row, so the answer
 * tells whether the cross-site check let the request through.
 */
const post = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/valuations`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });

describe("forwarded headers in the cross-site check", () => {
  it("ignores X-Forwarded-Host without TRUST_PROXY: a foreign origin is refused", async () => {
    const response = await post(baseUrl(), {
      origin: `http://${FOREIGN}`,
      "x-forwarded-host": FOREIGN,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed." });
  });

  it("still lets the shop's own origin through without TRUST_PROXY", async () => {
    const own = await post(baseUrl(), { origin: baseUrl() });
    expect(own.status).toBe(400);
    // A forged X-Forwarded-Host does not turn the shop's own origin away either.
    const forged = await post(baseUrl(), { origin: baseUrl(), "x-forwarded-host": FOREIGN });
    expect(forged.status).toBe(400);
  });

  describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
    let server: RunningServer;

    beforeAll(async () => {
      // One valuation per client, so the limit shows whom the server takes for the client.
      server = await startServer({
        TRUST_PROXY: "true",
        SEED_DEMO_DATA: "false",
        VALUATION_RATE_LIMIT_MAX: "1",
      });
    });

    afterAll(async () => {
      await server.stop();
    });

    it("accepts the origin the proxy reports in X-Forwarded-Host", async () => {
      const response = await post(server.url, {
        origin: `https://${FOREIGN}`,
        "x-forwarded-host": FOREIGN,
        "x-forwarded-proto": "https",
      });
      expect(response.status).toBe(400);
    });

    it("takes the first host and scheme of a forwarded list", async () => {
      const response = await post(server.url, {
        origin: `https://${FOREIGN}`,
        "x-forwarded-host": `${FOREIGN}, proxy.internal`,
        "x-forwarded-proto": "https, http",
      });
      expect(response.status).toBe(400);
    });

    it("refuses an origin that is neither the forwarded host nor Host", async () => {
      const other = await post(server.url, {
        origin: "https://other.example",
        "x-forwarded-host": FOREIGN,
      });
      expect(other.status).toBe(403);
      const noForwarded = await post(server.url, { origin: `https://${FOREIGN}` });
      expect(noForwarded.status).toBe(403);
      // The forwarded host on another scheme than the proxy reports is another origin.
      const otherScheme = await post(server.url, {
        origin: `http://${FOREIGN}`,
        "x-forwarded-host": FOREIGN,
        "x-forwarded-proto": "https",
      });
      expect(otherScheme.status).toBe(403);
    });

    it("keeps answers per origin the proxy reports, with HSTS over https", async () => {
      const list = `/api/products?sort=name-asc&q=%20`;
      const at = (host: string, proto: string) =>
        fetch(`${server.url}${list}`, {
          headers: { "x-forwarded-host": host, "x-forwarded-proto": proto },
        });
      const answers = [
        await at(FOREIGN, "https"),
        await at(FOREIGN, "https, http"),
        await at(FOREIGN, "http"),
        await at("shop.example", "https"),
        await at(FOREIGN.toUpperCase(), "https"),
      ];
      expect(answers.map((answer) => answer.headers.get("x-cache"))).toEqual([
        "miss",
        "hit",
        "miss",
        "miss",
        "hit",
      ]);
      const hsts = answers.map((answer) => answer.headers.has("strict-transport-security"));
      expect(hsts).toEqual([true, true, false, true, true]);
    });

    it("counts a client by the address the proxy appended, not the one the client wrote", async () => {
      const valuation = (forwardedFor: string) =>
        fetch(`${server.url}/api/valuations`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({
            name: "Proxy Test",
            email: "proxy@example.be",
            message: "Counted per client.",
          }),
        });
      expect((await valuation("203.0.113.1, 198.51.100.7")).status).toBe(201);
      // The same client behind the proxy, claiming another address first: still over its limit.
      expect((await valuation("203.0.113.2, 198.51.100.7")).status).toBe(429);
      expect((await valuation("198.51.100.7")).status).toBe(429);
      // Another client the proxy saw has a limit of its own.
      expect((await valuation("203.0.113.1, 198.51.100.8")).status).toBe(201);
    });
  });
});
