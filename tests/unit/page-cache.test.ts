import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "#server/http/page-cache.ts";

const rendered = { nonce: "render-nonce", requestId: "render-id" };
const page = (text = "home") =>
  new Response(
    `<script nonce="${rendered.nonce}">go()</script><p>${text}</p><i>${rendered.requestId}</i>`,
    { headers: { "content-type": "text/html; charset=utf-8", "content-length": "99" } },
  );

function clockedCache(seconds = 60, maxEntries = 10) {
  const clock = { now: 1_000_000 };
  const cache = createPageCache({ seconds, maxEntries, now: () => clock.now });
  return { cache, clock };
}

describe("page cache", () => {
  it("serves a kept page with this response's nonce and request id", async () => {
    const { cache } = clockedCache();
    expect(cache.serve("/", { nonce: "a", requestId: "1" })).toBeNull();
    const sent = await cache.store("/", page(), rendered, () => true);
    expect(await sent.text()).toContain(`nonce="${rendered.nonce}"`);

    const kept = cache.serve("/", { nonce: "n2", requestId: "id2" });
    expect(kept?.status).toBe(200);
    expect(kept?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The body changed length no matter what the render said.
    expect(kept?.headers.has("content-length")).toBe(false);
    expect(await kept?.text()).toBe('<script nonce="n2">go()</script><p>home</p><i>id2</i>');
  });

  it("swaps every occurrence, beside text of any script, byte for byte", async () => {
    const { cache } = clockedCache();
    const body =
      `<p>Prijs € 76,40 — « 18 karaat »</p><script nonce="${rendered.nonce}"></script>` +
      `<b>${rendered.requestId}${rendered.nonce}</b>ü${rendered.requestId}`;
    await cache.store("/nl", new Response(body), rendered, () => true);
    const kept = cache.serve("/nl", { nonce: "nonce-ß", requestId: "id-9" });
    expect(await kept?.text()).toBe(
      `<p>Prijs € 76,40 — « 18 karaat »</p><script nonce="nonce-ß"></script>` +
        `<b>id-9nonce-ß</b>üid-9`,
    );
  });

  it("keeps nothing when the render withdrew its consent", async () => {
    const { cache } = clockedCache();
    const sent = await cache.store("/", page(), rendered, () => false);
    expect(await sent.text()).toContain("home");
    expect(cache.serve("/", rendered)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("lets one request render a stale page again while the others get the stale copy", async () => {
    const { cache, clock } = clockedCache(60);
    await cache.store("/", page("old"), rendered, () => true);
    clock.now += 60_000;
    expect(cache.serve("/", rendered)).toBeNull(); // this one refreshes
    expect(await cache.serve("/", rendered)?.text()).toContain("old");
    await cache.store("/", page("new"), rendered, () => true);
    expect(await cache.serve("/", rendered)?.text()).toContain("new");
  });

  it("gives the refresh to another request when the first never stored", async () => {
    const { cache, clock } = clockedCache(60);
    await cache.store("/", page(), rendered, () => true);
    clock.now += 60_000;
    expect(cache.serve("/", rendered)).toBeNull();
    clock.now += 5_000;
    expect(cache.serve("/", rendered)).not.toBeNull();
    clock.now += 6_000;
    expect(cache.serve("/", rendered)).toBeNull();
  });

  it("keeps at most maxEntries addresses, dropping the least recently served", async () => {
    const { cache } = clockedCache(60, 2);
    await cache.store("/a", page("a"), rendered, () => true);
    await cache.store("/b", page("b"), rendered, () => true);
    cache.serve("/a", rendered);
    await cache.store("/c", page("c"), rendered, () => true);
    expect(cache.size).toBe(2);
    expect(cache.serve("/b", rendered)).toBeNull();
    expect(cache.serve("/a", rendered)).not.toBeNull();
    expect(cache.serve("/c", rendered)).not.toBeNull();
  });

  it("forgets everything on clear, and keeps nothing when turned off", async () => {
    const { cache } = clockedCache();
    await cache.store("/", page(), rendered, () => true);
    cache.clear();
    expect(cache.serve("/", rendered)).toBeNull();
    expect(createPageCache({ seconds: 0, maxEntries: 10 }).enabled).toBe(false);
  });

  it("counts its clears, so a page rendered across one is not kept (create-app.ts)", async () => {
    const { cache } = clockedCache();
    const before = cache.generation;
    // As create-app.ts asks: the render began before a change arrived from another instance.
    const render = page("old price");
    cache.clear();
    await cache.store("/shop", render, rendered, () => cache.generation === before);
    expect(cache.generation).toBe(before + 1);
    expect(cache.serve("/shop", rendered)).toBeNull();
  });

  it("hands its bytes to the fast path, which never claims a stale entry's refresh", async () => {
    const { cache, clock } = clockedCache(60);
    expect(cache.take("/", rendered)).toBeNull();
    await cache.store("/", page("old"), rendered, () => true);
    const kept = cache.take("/", { nonce: "n3", requestId: "id3" });
    const body = Buffer.concat(kept?.chunks ?? []);
    expect(body.toString()).toBe('<script nonce="n3">go()</script><p>old</p><i>id3</i>');
    expect(kept?.byteLength).toBe(body.byteLength);
    expect(kept?.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
    clock.now += 60_000;
    // Stale: the fast path declines, leaving the refresh to the app's serve().
    expect(cache.take("/", rendered)).toBeNull();
    expect(cache.take("/", rendered)).toBeNull();
    expect(cache.serve("/", rendered)).toBeNull();
    // Refreshing now: everybody gets the stale copy, the fast path too.
    expect(Buffer.concat(cache.take("/", rendered)?.chunks ?? []).toString()).toContain("old");
  });

  it("gzips an answer the same for everybody once, a page with a nonce per response", async () => {
    const { cache } = clockedCache();
    await cache.store("/api", new Response('{"items":[]}'), rendered, () => true);
    const json = cache.take("/api", rendered);
    const gzipped = json?.gzipped();
    expect(gunzipSync(gzipped ?? Buffer.alloc(0)).toString()).toBe('{"items":[]}');
    expect(cache.take("/api", rendered)?.gzipped()).toBe(gzipped);

    await cache.store("/", page(), rendered, () => true);
    const first = cache.take("/", { nonce: "n4", requestId: "id4" })?.gzipped();
    const second = cache.take("/", { nonce: "n5", requestId: "id5" })?.gzipped();
    expect(gunzipSync(first ?? Buffer.alloc(0)).toString()).toContain('nonce="n4"');
    expect(gunzipSync(second ?? Buffer.alloc(0)).toString()).toContain('nonce="n5"');
  });
});
