import type { Browser, Page } from "playwright-core";
import { sharedServer } from "./support/shared-server.ts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as seoEn } from "#app/i18n/seo/en.ts";
import { fr as seoFr } from "#app/i18n/seo/fr.ts";
import { nl as seoNl } from "#app/i18n/seo/nl.ts";
import { excerpt } from "#common/format.ts";
import { localizePath, type Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { grantAdmin, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { findRing, getJson } from "./support/catalogue.ts";
import { signedUpSession } from "./support/http-session.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
let ring: CatalogueItemDetail;
/** The same ring as each language's page shows it: its name and description in that language. */
let ringIn: Record<Locale, CatalogueItemDetail>;
beforeAll(async () => {
  browser = await launchBrowser();
  ring = await findRing((found) => found.imageUrl !== null);
  const [nl, fr] = await Promise.all(
    (["nl", "fr"] as const).map((locale) =>
      getJson<CatalogueItemDetail>(`/api/products/${ring.id}?lang=${locale}`),
    ),
  );
  if (!nl || !fr) throw new Error("no answer in Dutch or French");
  // The demo catalogue is translated: a Dutch or French head in English would be a fault.
  expect([nl.name, fr.name]).not.toContain(ring.name);
  ringIn = { en: ring, nl, fr };
});
afterAll(async () => {
  await browser.close();
});

const languages = [
  { locale: "en", seo: seoEn.seo, og: "en_GB" },
  { locale: "nl", seo: seoNl.seo, og: "nl_BE" },
  { locale: "fr", seo: seoFr.seo, og: "fr_BE" },
] as const;

const named = (text: string) => text.replaceAll("{{name}}", business.name);
const withName = (title: string) => `${title} – ${business.name}`;

/** The page's expected head, by its English path, in one language. */
function expected(path: string, language: (typeof languages)[number]) {
  const { seo } = language;
  if (path === "/") {
    return {
      title: `${business.name} – ${seo.siteTitle}`,
      description: seo.description,
      type: "website",
    };
  }
  if (path === "/shop") {
    return {
      title: withName(seo.pages.shop.title),
      description: named(seo.pages.shop.description),
      type: "website",
    };
  }
  if (path === "/privacy") {
    return {
      title: withName(seo.pages.privacy.title),
      description: named(seo.pages.privacy.description),
      type: "website",
    };
  }
  return {
    title: withName(ringIn[language.locale].name),
    description: excerpt(ringIn[language.locale].description, 160),
    type: "product",
  };
}

const content = (page: Page, selector: string) =>
  page.locator(selector).first().getAttribute("content");

describe("every public page's head, in every language", () => {
  const paths = ["/", "/shop", "/shop/<ring>", "/privacy"];
  const cases = languages.flatMap((language) =>
    paths.map((path) => ({ path, language, name: `${language.locale} ${path}` })),
  );

  it.each(cases)("$name: title, description, addresses, Open Graph", async ({ path, language }) => {
    // A piece's address has its own words in each language.
    const pathIn = (locale: Locale) =>
      path === "/shop/<ring>" ? `/shop/${ring.slugs[locale]}` : path;
    const address = (locale: Locale) => `${baseUrl()}${localizePath(pathIn(locale), locale)}`;
    const want = expected(path, language);
    const { context, page } = await newVisitor(browser, { consented: true });
    // Campaign tags never reach an address the page gives as its own.
    const response = await page.goto(`${address(language.locale)}?utm_source=newsletter`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    expect(await page.title()).toBe(want.title);
    const description = page.locator('meta[name="description"]');
    expect(await description.count()).toBe(1);
    expect(await description.getAttribute("content")).toBe(want.description);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    const canonical = page.locator('link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect(await canonical.getAttribute("href")).toBe(address(language.locale));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
      );
    expect(alternates).toEqual([
      ["en", address("en")],
      ["nl", address("nl")],
      ["fr", address("fr")],
      ["x-default", address("en")],
    ]);

    expect(await content(page, 'meta[property="og:title"]')).toBe(want.title);
    expect(await content(page, 'meta[property="og:description"]')).toBe(want.description);
    expect(await content(page, 'meta[property="og:url"]')).toBe(address(language.locale));
    expect(await content(page, 'meta[property="og:type"]')).toBe(want.type);
    expect(await content(page, 'meta[property="og:site_name"]')).toBe(business.name);
    expect(await content(page, 'meta[property="og:locale"]')).toBe(language.og);
    const otherLocales = await page
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
    expect(otherLocales.sort()).toEqual(
      languages
        .filter((l) => l !== language)
        .map((l) => l.og)
        .sort(),
    );
    expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");

    const image = (await content(page, 'meta[property="og:image"]')) ?? "";
    const width = Number(await content(page, 'meta[property="og:image:width"]'));
    const height = Number(await content(page, 'meta[property="og:image:height"]'));
    const alt = await content(page, 'meta[property="og:image:alt"]');
    if (want.type === "product") {
      expect(image).toBe(`${baseUrl()}${ring.imageUrl}?w=1280`);
      expect(alt).toBe(ringIn[language.locale].name);
    } else {
      expect(image).toBe(`${baseUrl()}/og-image.jpg`);
      expect(alt).toBe(named(language.seo.imageAlt));
    }
    // The size given is the size a link preview downloads (it asks without AVIF).
    const picture = await fetch(image, { headers: { accept: "image/webp,image/jpeg,*/*" } });
    expect(picture.status).toBe(200);
    const metadata = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([width, height]);
    if (want.type === "website") expect(metadata.format).toBe("jpeg");
    await context.close();
  });

  it("gives a filtered shop the bare list as its address, and a further page its own", async () => {
    const canonical = async (query: string) => {
      const html = await (await fetch(`${baseUrl()}/nl/shop?${query}`)).text();
      return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    };
    expect(await canonical("sale=1&sort=price-asc")).toBe(`${baseUrl()}/nl/shop`);
    expect(await canonical("q=ring&page=2")).toBe(`${baseUrl()}/nl/shop`);
    expect(await canonical("page=2&utm_medium=mail")).toBe(`${baseUrl()}/nl/shop?page=2`);
  });
});

describe("pages kept out of search engines", () => {
  const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

  it("asks not to index the sign-in pages, one person's pages and the admin panel", async () => {
    for (const path of ["/login", "/nl/signup", "/fr/reset-password", "/reset-password/new"]) {
      expect(robots(await (await fetch(`${baseUrl()}${path}`)).text()), path).toBe("noindex");
    }
    const email = uniqueEmail("head");
    const session = await signedUpSession(baseUrl(), email);
    const profile = await session.request("GET", "/nl/profile");
    const profileHtml = await profile.text();
    expect(robots(profileHtml)).toBe("noindex");
    expect(profileHtml).toContain(`<title>${seoNl.seo.pages.profile.title} – `);
    await grantAdmin(sharedServer().sqlitePath, email);
    const admin = await (await session.request("GET", "/fr/admin")).text();
    expect(robots(admin)).toBe("noindex");
    expect(admin).toContain(`<title>${seoFr.seo.pages.admin.title.replace("'", "&#x27;")} – `);
  });

  it("indexes no error page", async () => {
    const html = await (await fetch(`${baseUrl()}/nl/no-such-page`)).text();
    expect(robots(html)).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("fonts and icons", () => {
  it("loads the one web font from our own origin when a heading needs it, kept for a year", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const origins = new Set<string>();
    const fonts: string[] = [];
    page.on("request", (request) => {
      origins.add(new URL(request.url()).origin);
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/fr");
    await waitForHydration(page);
    // Not preloaded from the head, where it would share a phone's bandwidth with the stylesheet
    // (decision 35): the first heading asks for it, and its metric-matched fallback stands in.
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    // The headings' face is in use; body text downloads none (docs/decisions/0016); nothing
    // was asked of anyone else.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family);
    });
    expect(loaded).toContain("Playfair Display");
    expect(fonts).toHaveLength(1);
    const [href = ""] = fonts;
    expect(new URL(href).origin).toBe(baseUrl());
    expect(new URL(href).pathname).toMatch(
      /^\/assets\/playfair-display-latin-400-normal-[\w-]{8}\.woff2$/,
    );
    const font = await fetch(href);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect([...origins].filter((origin) => origin.startsWith("http"))).toEqual([baseUrl()]);
    await context.close();
  });

  it("answers /favicon.ico and the touch icon with pictures, not the 404 page", async () => {
    const ico = await fetch(`${baseUrl()}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    const bytes = Buffer.from(await ico.arrayBuffer());
    // An icon file's header: reserved 0, type 1 (icon), then how many pictures.
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const touch = await fetch(`${baseUrl()}/apple-touch-icon.png`);
    expect(touch.headers.get("content-type")).toBe("image/png");
    const size = await sharp(Buffer.from(await touch.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([180, 180]);
  });
});
