import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpSession } from "./support/http-session.ts";
import { baseUrl } from "./support/pages.ts";
import { rawGet } from "./support/raw-get.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** A fresh address of the home page, so no other test has had it kept yet. */
let unique = 0;
const freshHome = (path = "/fr") => `${path}?page-cache-test=${Date.now()}-${unique++}`;
/** A blank search (it lists everything) no other test asks for: the API takes no other query. */
const blanks = () => "%20".repeat(++unique);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

/** The nonce of the response's CSP, and every nonce attribute of its page. */
async function nonces(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const header = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await response.text();
  const inPage = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
  return { header, inPage, html };
}

/** A GET with a Host header of our choosing (fetch does not allow setting Host). */
function getWithHost(path: string, host: string): Promise<string> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve(body);
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A response's headers but those that differ per response by design. */
function lastingHeaders(response: Response) {
  const perResponse = new Set(["x-cache", "x-request-id", "date", "content-length"]);
  const nonce = /'nonce-[^']+'/;
  return [...response.headers]
    .filter(([name]) => !perResponse.has(name))
    .map(([name, value]) => [name, value.replace(nonce, "'nonce-N'")]);
}

describe("pages kept for signed-out visitors", () => {
  it("renders a page once, then serves it with each response's own nonce and request id", async () => {
    const path = freshHome();
    const first = await get(path);
    const second = await get(path);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");

    const [a, b] = [await nonces(first), await nonces(second)];
    for (const [response, page] of [
      [first, a],
      [second, b],
    ] as const) {
      expect(page.header).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      // Every inline script carries this response's nonce and no other.
      expect([...page.inPage]).toEqual([page.header]);
      expect(page.html).toContain(response.headers.get("x-request-id"));
    }
    expect(a.header).not.toBe(b.header);
    expect(b.html).not.toContain(a.header);
    // Apart from those two values, the kept page is the page rendered.
    const neutral = (page: { html: string; header?: string }, response: Response) =>
      page.html
        .replaceAll(page.header ?? "-", "NONCE")
        .replaceAll(response.headers.get("x-request-id") ?? "-", "ID");
    expect(neutral(b, second)).toBe(neutral(a, first));
  });

  it("never serves or keeps a page for someone who is or may be signed in", async () => {
    const email = `page-cache-${Date.now()}@example.be`;
    const person = await signedUpSession(baseUrl(), email);
    const path = freshHome("/");

    const theirs = await person.request("GET", path);
    expect(theirs.headers.has("x-cache")).toBe(false);
    expect(theirs.headers.get("cache-control")).toBe("private, no-store");
    expect(await theirs.text()).toContain(email);

    const anonymous = await get(path);
    expect(anonymous.headers.get("x-cache")).toBe("miss");
    expect(await anonymous.text()).not.toContain(email);
    // Kept now for signed-out visitors, but not handed to a request with a session cookie,
    // even an invalid one: the cookie alone says the page may be someone's.
    expect((await get(path)).headers.get("x-cache")).toBe("hit");
    const withStaleCookie = await get(path, { cookie: "storefront.session_token=expired" });
    expect(withStaleCookie.status).toBe(200);
    expect(withStaleCookie.headers.has("x-cache")).toBe(false);
    const again = await person.request("GET", path);
    expect(again.headers.has("x-cache")).toBe(false);
    expect(await again.text()).toContain(email);
  });

  // The test server has PUBLIC_URL, as production must (docs/security.md): a page's links are
  // built on it, whatever Host a request names, so no kept page can carry another host's.
  it("keeps no foreign Host's links, so they never reach another visitor", async () => {
    const path = freshHome("/nl");
    const foreign = await getWithHost(path, "evil.example");
    expect(foreign).not.toContain("evil.example");
    expect(foreign).toContain(`${baseUrl()}/nl`);
    const own = await get(path);
    expect(await own.text()).not.toContain("evil.example");
  });

  it("keeps only pages that opted in", async () => {
    for (const path of ["/login", "/fr/reset-password", "/no-such-page"]) {
      await get(path);
      const again = await get(path);
      expect(again.headers.has("x-cache"), path).toBe(false);
    }
    const posted = await fetch(`${baseUrl()}${freshHome("/")}`, {
      method: "POST",
      headers: { origin: baseUrl(), "content-type": "application/x-www-form-urlencoded" },
      body: "name=",
    });
    expect(posted.headers.has("x-cache")).toBe(false);
  });

  it("keeps the catalogue's JSON answers for signed-out visitors, but no refusal", async () => {
    // A blank search lists everything, at an address no other test asks for.
    const list = "/api/products?sort=price-desc&q=%20";
    const first = await get(list);
    const second = await get(list);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    const [made, kept] = [await first.text(), await second.text()];
    expect(kept).toBe(made);
    const items = (JSON.parse(made) as { items: { id: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);

    const one = `/api/products/${items[0]?.id ?? ""}`;
    await get(one);
    expect((await get(one)).headers.get("x-cache")).toBe("hit");
    const withCookie = await get(one, { cookie: "storefront.session_token=expired" });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.has("x-cache")).toBe(false);

    for (const refused of ["/api/products?sort=cheapest", "/api/products/no-such-ring"]) {
      const answers = [await get(refused), await get(refused)];
      const status = refused.includes("sort") ? 400 : 404;
      expect(answers.map((a) => a.status)).toEqual([status, status]);
      expect(answers[1]?.headers.has("x-cache"), refused).toBe(false);
    }
  });

  it("sends a kept page or answer with the headers of the one rendered", async () => {
    for (const path of [freshHome("/nl"), `/api/products?sort=oldest&q=${blanks()}`]) {
      const rendered = await get(path);
      const kept = await get(path);
      expect([rendered.headers.get("x-cache"), kept.headers.get("x-cache")], path).toEqual([
        "miss",
        "hit",
      ]);
      expect(lastingHeaders(kept), path).toEqual(lastingHeaders(rendered));
      expect(kept.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });

  it("gzips a kept answer for a client that accepts it, and only then", async () => {
    const path = `/api/products?sort=price-asc&q=${blanks()}`;
    await get(path);
    const plain = await rawGet(path);
    const gzipped = await rawGet(path, { "accept-encoding": "br;q=1, gzip;q=0.5" });
    const refused = await rawGet(path, { "accept-encoding": "gzip;q=0, identity" });
    for (const answer of [plain, gzipped, refused]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache"]).toBe("hit");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(
      (JSON.parse(plain.body.toString()) as { items: unknown[] }).items.length,
    ).toBeGreaterThan(0);
  });

  it("still sends a visitor who chose Dutch to the Dutch page when the English one is kept", async () => {
    const path = freshHome("/");
    await get(path);
    expect((await get(path)).headers.get("x-cache")).toBe("hit");
    const dutch = await get(path, { cookie: "consent=1; lang=nl" });
    expect(dutch.status).toBe(302);
    expect(dutch.headers.get("location")).toBe(`/nl${path.slice(1)}`);
    // English chosen, or another cookie alone: the kept page.
    for (const cookie of ["lang=en", "consent=1"]) {
      expect((await get(path, { cookie })).headers.get("x-cache"), cookie).toBe("hit");
    }
  });

  describe("with PUBLIC_CACHE_SECONDS=0", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ PUBLIC_CACHE_SECONDS: "0", SEED_DEMO_DATA: "false" });
    });
    afterAll(async () => {
      await server.stop();
    });

    it("renders every request", async () => {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}/`);
        expect(response.status).toBe(200);
        expect(response.headers.has("x-cache")).toBe(false);
      }
    });
  });
});
