import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/pages.ts";
import { startServer } from "./support/server.ts";

describe("production server", () => {
  it("sends security headers with a nonce-based CSP and no unsafe-eval", async () => {
    const response = await fetch(`${baseUrl()}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Plain HTTP here: HSTS would be wrong.
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("adds HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const server = await startServer({ TRUST_PROXY: "true", SEED_DEMO_DATA: "false" });
    try {
      const response = await fetch(`${server.url}/healthz`, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    } finally {
      await server.stop();
    }
  });

  it("answers /healthz after pinging the database, with a request id", async () => {
    const response = await fetch(`${baseUrl()}/healthz`, {
      headers: { "x-request-id": "probe-12345678" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("x-request-id")).toBe("probe-12345678");
  });

  it("serves hashed assets compressed with an immutable cache header", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl()}${asset ?? ""}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers an unknown page with a translated 404", async () => {
    const response = await fetch(`${baseUrl()}/nl/bestaat-niet`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="nl"');
  });

  it("finishes in-flight requests on SIGTERM, closes the database and exits 0", async () => {
    const server = await startServer({ SEED_DEMO_DATA: "false", LOG_LEVEL: "info" });
    const body = JSON.stringify({ name: "Late", email: "late@example.be", message: "In flight." });
    // The request is in flight for certain: its body arrives only after the signal.
    const request = httpRequest(`${server.url}/api/valuations`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolveStatus, reject) => {
      request.on("response", (res) => {
        res.resume();
        resolveStatus(res.statusCode ?? 0);
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));
    const exitCode = server.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.process.exitCode).toBeNull();
    request.end(body.slice(10));
    expect(await answered).toBe(201);
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain("database closed");
  });

  it("refuses to start with a bad setting and names it", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL");
  });
});
