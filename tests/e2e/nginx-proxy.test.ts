import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { photoJpeg } from "#tests/support/pictures.ts";
import { headerEmail, logIn, preConsent, shown, signUp } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { findRing } from "./support/catalogue.ts";
import { addToCartAndCheckOut, fillCheckout, placeOrder } from "./support/checkout.ts";
import { proxyAddress, startNginx, type RunningNginx } from "./support/nginx.ts";
import { waitForHydration, waitForText } from "./support/pages.ts";
import { startInstances, type Instances } from "./support/instances.ts";
import { freePort, type RunningServer } from "./support/server.ts";

/** The paths an instance logged a request for (request-log.ts, at LOG_LEVEL=info). */
const loggedPaths = (server: RunningServer) =>
  server
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; path?: string };
        return entry.msg === "request" && entry.path ? [entry.path] : [];
      } catch {
        return [];
      }
    })
    .filter((path) => path !== "/healthz");

/**
 * The shipped nginx site (deploy/nginx/storefront.conf) in front of two instances on one
 * database, as docs/deploy.md sets them up: TLS ends at nginx, the instances are reached over
 * plain HTTP and believe its forwarded headers (TRUST_PROXY). PostgreSQL when
 * TEST_DATABASE_URL is set, else one SQLite file both instances open.
 */
describe("through nginx with TLS, two instances", () => {
  let nginx: RunningNginx;
  let instances: Instances;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const email = `proxied-${Date.now()}@example.be`;
  const password = "long enough pw";

  beforeAll(async () => {
    const appPorts = [await freePort(), await freePort()];
    nginx = await startNginx(appPorts);
    // What docs/deploy.md's environment file gives every instance; the media and the outbox
    // in one folder for both (one server's /var/lib/storefront). One after the other: the
    // first migrates and seeds the empty database.
    instances = await startInstances({
      kind: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite",
      ports: appPorts,
      oneByOne: true,
      env: { TRUST_PROXY: "true", PUBLIC_URL: nginx.httpsUrl, LOG_LEVEL: "info" },
    });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await instances.stop();
    await nginx.stop();
  });

  async function visitor(): Promise<Page> {
    // nginx's certificate is the test's own, signed by nobody.
    const context = await browser.newContext({ baseURL: nginx.httpsUrl, ignoreHTTPSErrors: true });
    await preConsent(context);
    contexts.push(context);
    return context.newPage();
  }

  it("sends plain HTTP to HTTPS, on the same path", async () => {
    const response = await fetch(`${nginx.httpUrl}/shop?sort=price-asc`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${nginx.httpsUrl}/shop?sort=price-asc`);
  });

  it("signs up, signs in, browses, buys: Secure cookies, HTTP/2, both instances", async () => {
    const first = await visitor();
    // Before the fix the sign-up form answered "Something went wrong": React Router took the
    // form's https Origin for another site than the http address the app was reached at.
    await signUp(first, email, password, { mailbox: instances.mailbox });

    const page = await visitor();
    const home = await page.goto("/");
    expect(home?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation");
        return navigation instanceof PerformanceNavigationTiming
          ? navigation.nextHopProtocol
          : null;
      }),
    ).toBe("h2");
    await logIn(page, email, password);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith("storefront.session_token"));
    expect(session?.secure).toBe(true);
    expect(cookies.filter((cookie) => !cookie.secure)).toEqual([]);

    const ring = await findRing(() => true, instances.servers[0]?.url);
    await page.goto("/shop");
    await waitForHydration(page);
    await addToCartAndCheckOut(page, ring.slug);
    await page.waitForURL(`${nginx.httpsUrl}/checkout`);
    await waitForHydration(page);
    await waitForText(page.getByRole("region", { name: en.shop.checkout.summary }), ring.name);
    await fillCheckout(page);
    const reference = await placeOrder(page);
    await waitForText(page.locator("main"), reference);
    await shown(headerEmail(page, email));

    // nginx took turns: each instance answered some of it, pages and writes alike.
    for (const instance of instances.servers)
      expect(loggedPaths(instance).length).toBeGreaterThan(2);
    // The order was counted for the browser's address, which nginx forwarded, not for the
    // address nginx itself reached the instances from.
    const counted = await instances.db.selectFrom("rate_limits").select("key").execute();
    const keys = counted.map((row) => row.key);
    expect(keys).toContain("order:client:127.0.0.1");
    expect(keys.filter((key) => key.includes(proxyAddress))).toEqual([]);
    expect(await nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });

  it("takes a valuation request with photos through nginx, from the shop's own page", async () => {
    const page = await visitor();
    const photo = await photoJpeg(1600, 1200);
    const response = await page.request.post("/api/valuations", {
      headers: { origin: nginx.httpsUrl },
      multipart: {
        name: "Proxied Upload",
        email: "proxied-upload@example.be",
        message: "A photo through nginx.",
        photos: { name: "ring.jpg", mimeType: "image/jpeg", buffer: photo },
      },
    });
    expect(response.status()).toBe(201);
    const rows = await instances.db
      .selectFrom("valuation_requests")
      .select("id")
      .where("email", "=", "proxied-upload@example.be")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses a foreign origin even when the client writes the forwarded headers itself", async () => {
    const page = await visitor();
    const forged = await page.request.post("/api/valuations", {
      headers: {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      data: { name: "Forged", email: "forged@example.be", message: "From elsewhere." },
    });
    // nginx overwrites both headers with what the visitor really asked for.
    expect(forged.status()).toBe(403);
  });

  it("keeps /assets in nginx's cache after the first request", async () => {
    const page = await visitor();
    await page.goto("/");
    const script = await page
      .locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]')
      .first()
      .evaluate((element) => element.getAttribute("src") ?? element.getAttribute("href"));
    expect(script).toMatch(/^\/assets\//);
    const ask = () => page.request.get(script ?? "", { headers: { "accept-encoding": "br" } });
    const before = await ask();
    expect(before.status()).toBe(200);
    const again = await ask();
    expect(again.headers()["x-proxy-cache"]).toBe("HIT");
    expect(again.headers()["content-encoding"]).toBe("br");
  });
});
