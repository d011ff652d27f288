import { request } from "node:http";
import { describe, expect, it } from "vitest";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { getJson } from "./support/catalogue.ts";
import { baseUrl } from "./support/pages.ts";

const FORGED = "evil.example";

/** GET with a Host of the client's choosing (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseUrl());
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    asked.on("error", reject);
    asked.end();
  });
}

/** Every absolute http(s) address in a document, whatever tag, attribute or text carries it. */
const absoluteAddresses = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((match) => match[0]);

/** The addresses a page writes on the forged host: none may be. */
const onForgedHost = (text: string) =>
  absoluteAddresses(text).filter((address) => new URL(address).host === FORGED);

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

// The shared test server runs with PUBLIC_URL set to its own address (support/server.ts).
describe("absolute addresses with PUBLIC_URL set", () => {
  it("builds canonical, hreflang, Open Graph and JSON-LD on PUBLIC_URL, not on Host", async () => {
    const { items } = await getJson<CataloguePage>("/api/products");
    const piece = `/shop/${items[0]?.slug ?? ""}`;
    for (const path of ["/", "/nl", "/shop", piece, "/fr/privacy"]) {
      const { status, body } = await getWithHost(path, FORGED);
      expect(status, path).toBe(200);
      expect(onForgedHost(body), path).toEqual([]);
      expect(attribute(body, /<link rel="canonical" href="([^"]*)"/), path).toBe(
        `${baseUrl()}${path === "/" ? "/" : path}`,
      );
      expect(attribute(body, /<meta property="og:url" content="([^"]*)"/), path).toMatch(
        `${baseUrl()}/`,
      );
      expect(attribute(body, /hrefLang="nl" href="([^"]*)"/), path).toMatch(`${baseUrl()}/nl`);
    }
  });

  it("writes sitemap.xml and robots.txt on PUBLIC_URL, not on Host", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await getWithHost(path, FORGED);
      expect(status, path).toBe(200);
      expect(onForgedHost(body), path).toEqual([]);
      const own = absoluteAddresses(body).filter((address) => address.startsWith(baseUrl()));
      expect(own.length, path).toBeGreaterThan(0);
    }
  });
});
