import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { forwardedRequest, requestProtocol, visitorOrigin } from "#server/http/forwarded.ts";
import { sameOriginWrites, securityHeaders, securityPolicy } from "#server/http/security.ts";

/** The app as the proxy reaches it: plain HTTP on a local port. */
const APP = "http://127.0.0.1:3001";
const SHOP = "https://shop.example";

/**
 * The server entry's pieces in its order (create-app.ts): the forwarded address only with
 * TRUST_PROXY, the headers, the cross-site check, then a route that answers with the address
 * it was asked at (what React Router compares the Origin with) and sets a session cookie.
 */
function shop(env: Record<string, string>) {
  const config = loadConfig({ MAP_EMBED_URL: "", ...env });
  const app = new Hono();
  if (config.trustProxy) app.use(forwardedRequest(config));
  app.use(securityHeaders(securityPolicy(config)));
  app.use(sameOriginWrites(config));
  app.all("*", (c) => {
    c.header("set-cookie", "storefront.session_token=t; Path=/; HttpOnly; SameSite=Lax");
    c.header("set-cookie", "other=1; Path=/; Secure", { append: true });
    return c.text(c.req.url);
  });
  return app;
}

const send = (app: Hono, headers: Record<string, string>, method = "POST") =>
  app.request(`${APP}/signup`, { method, headers, body: method === "POST" ? "x" : null });

/** The headers nginx's site (deploy/nginx/storefront.conf) sets, for a visitor on SHOP. */
const PROXIED = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };

describe("the visitor's address behind a proxy", () => {
  it("follows X-Forwarded-Proto and -Host from a trusted proxy", async () => {
    const app = shop({ TRUST_PROXY: "true" });
    const response = await send(app, { ...PROXIED, origin: SHOP });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`${SHOP}/signup`);
  });

  it("ignores them without TRUST_PROXY: a client cannot claim another address", async () => {
    const app = shop({});
    const forged = await send(app, { ...PROXIED, origin: SHOP });
    expect(forged.status).toBe(403);
    const plain = await send(app, { ...PROXIED, origin: APP });
    expect(await plain.text()).toBe(`${APP}/signup`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("compares the scheme too: an http page may not write to the https shop", async () => {
    const app = shop({ TRUST_PROXY: "true" });
    const response = await send(app, { ...PROXIED, origin: "http://shop.example" });
    expect(response.status).toBe(403);
    const foreign = await send(app, { ...PROXIED, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });

  it("takes the first entry and ignores what is no scheme or host", () => {
    const config = { trustProxy: true };
    const asked = (headers: Record<string, string>) => new Request(`${APP}/`, { headers });
    expect(requestProtocol(asked({ "x-forwarded-proto": "https, http" }), config)).toBe("https");
    expect(requestProtocol(asked({ "x-forwarded-proto": "gopher" }), config)).toBe("http");
    expect(visitorOrigin(asked({ "x-forwarded-host": "evil.example/path" }), config)).toBe(APP);
    expect(visitorOrigin(asked({ "x-forwarded-host": "a@evil.example" }), config)).toBe(APP);
    // The default port is dropped, as a browser writes the origin.
    const explicitPort = { "x-forwarded-proto": "https", "x-forwarded-host": "Shop.Example:443" };
    expect(visitorOrigin(asked(explicitPort), config)).toBe(SHOP);
    expect(visitorOrigin(asked({ "x-forwarded-host": "shop.example:8443" }), config)).toBe(
      "http://shop.example:8443",
    );
  });

  it("accepts a write from PUBLIC_URL's page and moves the request there", async () => {
    // A proxy that is not trusted: the app sees http, the visitor is on PUBLIC_URL.
    const app = shop({ PUBLIC_URL: SHOP });
    const response = await send(app, { origin: SHOP });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`${SHOP}/signup`);
    expect((await send(app, { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(app, { origin: "null" })).status).toBe(403);
  });

  it("still refuses a browser's cross-site request and lets a non-browser through", async () => {
    const app = shop({ TRUST_PROXY: "true" });
    const crossSite = await send(app, { ...PROXIED, origin: SHOP, "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await send(app, {})).status).toBe(200);
  });
});

describe("HSTS and Secure cookies follow the visitor's scheme", () => {
  it("over https through a trusted proxy: HSTS and only Secure cookies", async () => {
    const response = await send(shop({ TRUST_PROXY: "true" }), PROXIED, "GET");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    // Marked once: the cookie that was Secure already is unchanged.
    expect(cookies[1]).toBe("other=1; Path=/; Secure");
  });

  it("over plain http, or a forged https without TRUST_PROXY: neither", async () => {
    for (const app of [shop({ TRUST_PROXY: "true" }), shop({})]) {
      const plain = await send(app, { "x-forwarded-proto": "http" }, "GET");
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      expect(plain.headers.getSetCookie()[0]).not.toMatch(/secure/i);
    }
    const forged = await send(shop({}), PROXIED, "GET");
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    expect(forged.headers.getSetCookie()[0]).not.toMatch(/secure/i);
  });
});
