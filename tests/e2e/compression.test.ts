import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { rawGetEncoded as rawGet } from "./support/raw-get.ts";

describe("compression", () => {
  it("gzips a rendered page in one piece, with its length", async () => {
    const page = await rawGet("/nl", "gzip, deflate, br");
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-length"]).toBe(String(page.body.length));
    expect(page.headers.vary).toContain("Accept-Encoding");
    const html = gunzipSync(page.body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="nl"/);
    expect(html).toMatch(/<\/html>$/);
  });

  it("sends the page as it is to a client that refuses gzip or names no encoding", async () => {
    for (const acceptEncoding of ["gzip;q=0, identity", undefined]) {
      const page = await rawGet("/", acceptEncoding);
      expect(page.headers["content-encoding"]).toBeUndefined();
      expect(page.body.toString("utf8")).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    }
  });

  it("gzips a JSON answer for a client that asks, and names Accept-Encoding in Vary either way", async () => {
    const [gzipped, plain] = await Promise.all([
      rawGet("/api/products?sort=oldest", "gzip"),
      rawGet("/api/products?sort=oldest"),
    ]);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const answer of [gzipped, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers.vary).toContain("Accept-Encoding");
    }
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it("sends the build's Brotli copy of an asset, the same bytes once decompressed", async () => {
    const html = (await rawGet("/")).body.toString("utf8");
    // The framework runtime: the largest script, where compression shows clearly.
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0] ?? "";
    expect(asset).not.toBe("");
    const [brotli, plain] = await Promise.all([rawGet(asset, "br, gzip"), rawGet(asset)]);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  });
});
