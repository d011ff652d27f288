import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { heroSlides, heroSlideWidths } from "#common/hero-slides.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

/**
 * The home page's own pictures and clip are built assets (app/assets/hero/, app/assets/video/):
 * each at an address named by its content, kept by browsers for a year, so a new picture or
 * clip reaches visitors at once under a new address. The fixed addresses they had are gone.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const sources = resolve(import.meta.dirname, "../../app/assets");
/** The build's name for app/assets/<folder>/<name>.<ext>: its name and 8 characters of hash. */
const hashed = (name: string, ext: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.${ext}$`);

/** What the page refers to, in order: each hero slide's sources and picture, image preloads, the clip. */
async function mediaOf(page: Page) {
  const slides = await page.locator("#home picture").evaluateAll((pictures) =>
    pictures.map((picture) => ({
      avif: picture.querySelector("source[type='image/avif']")?.getAttribute("srcset"),
      webp: picture.querySelector("source[type='image/webp']")?.getAttribute("srcset"),
      img: picture.querySelector("img")?.getAttribute("src"),
    })),
  );
  const preloads = await page
    .locator("link[rel=preload][as=image]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("imagesrcset")));
  const video = page.locator("#location video");
  return {
    slides,
    preloads,
    poster: await video.getAttribute("poster"),
    clips: await video
      .locator("source")
      .evaluateAll((list) => list.map((source) => source.getAttribute("src"))),
  };
}

/** "a 640w, b 1280w" → [["a", "640w"], ["b", "1280w"]] */
const entries = (srcset: string | null | undefined) =>
  (srcset ?? "").split(", ").map((entry) => entry.split(" "));

/** Checks every address against its source file; returns each address with that file. */
function expectHashed(media: Awaited<ReturnType<typeof mediaOf>>) {
  const files = new Map<string, string>();
  const expectFile = (address: string | null | undefined, folder: string, name: string) => {
    expect(address).toMatch(hashed(name.replace(/\.\w+$/, ""), name.split(".").pop() ?? ""));
    files.set(address ?? "", `${folder}/${name}`);
  };
  expect(media.slides).toHaveLength(heroSlides.length);
  heroSlides.forEach((slide, i) => {
    const shown = media.slides[i];
    for (const format of ["avif", "webp"] as const) {
      const srcset = entries(shown?.[format]);
      expect(srcset.map(([, width]) => width)).toEqual(heroSlideWidths.map((w) => `${w}w`));
      srcset.forEach(([address], j) => {
        expectFile(address, "hero", `${slide}-${heroSlideWidths[j]}.${format}`);
      });
    }
    expectFile(shown?.img, "hero", `${slide}-1280.webp`);
  });
  expectFile(media.poster, "video", "shop-location-poster.webp");
  expect(media.clips).toHaveLength(2);
  expectFile(media.clips[0], "video", "shop-location.webm");
  expectFile(media.clips[1], "video", "shop-location.mp4");
  return files;
}

describe("home page media", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("are served at content-hashed addresses, kept for a year, that the page refers to", async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    // The server's HTML is all that is read: no need to wait for the pictures.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const media = await mediaOf(page);
    const files = expectHashed(media);
    // Not preloaded from the head (decision 35): its <img> is found in the HTML.
    expect(media.preloads).toEqual([]);
    await context.close();

    expect(files.size).toBe(heroSlides.length * (2 * heroSlideWidths.length) + 3);
    for (const [address, file] of files) {
      const response = await fetch(`${baseUrl()}${address}`);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("cache-control"), address).toBe(IMMUTABLE);
      // The very bytes of the committed file: the address names this content.
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.equals(await readFile(resolve(sources, file))), address).toBe(true);
    }
  });

  it("keep their addresses when the browser draws the page itself", async () => {
    const server = await newVisitor(browser, { javaScriptEnabled: false });
    await server.page.goto("/", { waitUntil: "domcontentloaded" });
    const rendered = await mediaOf(server.page);
    await server.context.close();

    // Arriving from the shop, the home page is rendered by the browser's own code.
    const { context, page } = await newVisitor(browser, { consented: true });
    const images: { path: string; cache: string | null }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image") return;
      images.push({
        path: new URL(response.url()).pathname,
        cache: response.headers()["cache-control"] ?? null,
      });
    });
    await page.goto("/shop");
    await waitForHydration(page);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
    });
    await page.locator("header nav").first().getByRole("link", { name: en.nav.home }).click();
    await page.locator("#location video source").first().waitFor({ state: "attached" });
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    const drawn = await mediaOf(page);
    expect(drawn.slides).toEqual(rendered.slides);
    expect(drawn.poster).toBe(rendered.poster);
    expect(drawn.clips).toEqual(rendered.clips);
    expectHashed(drawn);
    // Beside the shop's pictures (/media/) the browser has preloaded already, none.
    expect(drawn.preloads.filter((srcset) => !srcset?.startsWith("/media/"))).toEqual([]);
    // The first slide's picture comes from one of its hashed addresses, kept for a year.
    await expect
      .poll(() => images.find((image) => hashed("gold-bars-\\d+", "(avif|webp)").test(image.path)))
      .toMatchObject({ cache: IMMUTABLE });
    await context.close();
  });

  it("are no longer found at their old fixed addresses", async () => {
    const old = [
      ...heroSlides.flatMap((slide) =>
        heroSlideWidths.flatMap((w) => [`/hero/${slide}-${w}.avif`, `/hero/${slide}-${w}.webp`]),
      ),
      "/video/shop-location.mp4",
      "/video/shop-location.webm",
      "/video/shop-location-poster.webp",
      "/video/shop-location-poster.avif",
    ];
    for (const path of old) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });
});
