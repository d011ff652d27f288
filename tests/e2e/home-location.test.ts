import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { business } from "#server/business.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, newVisitor, reachLazySection, waitForHydration } from "./support/pages.ts";

const clip = /\/assets\/shop-location-[\w-]{8}\.(mp4|webm)$/;
const paused = (page: Page) =>
  page.locator("#location video").evaluate((video: HTMLVideoElement) => video.paused);

/** Opens the page at the top, counting requests for the clip itself (not its poster). */
async function openHome(page: Page, path: string) {
  const clipRequests: string[] = [];
  page.on("request", (request) => {
    if (clip.test(new URL(request.url()).pathname)) clipRequests.push(request.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return clipRequests;
}

/** Brings the clip into view, once the section's code has hydrated it. */
const showClip = (page: Page) => reachLazySection(page, "#location video", "location-section");

describe("home: shop location", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the way there, address, hours, phone and e-mail", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await openHome(page, "/");
    const section = page.locator("#location");
    const directions = section.getByRole("link", {
      name: `${en.location.directions} ${en.location.newTab}`,
    });
    const href = new URL((await directions.getAttribute("href")) ?? "");
    expect(href.searchParams.get("destination")).toBe(
      `${business.street}, ${business.postalCode} ${business.city}`,
    );
    expect(await directions.getAttribute("target")).toBe("_blank");
    expect(await directions.getAttribute("rel")).toContain("noopener");
    const text = (await section.textContent()) ?? "";
    for (const detail of [business.street, business.city, business.phone, business.email]) {
      expect(text).toContain(detail);
    }
    expect(text).toContain(en.hours.title);
    await showClip(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("loads nothing of the clip on arrival, plays it in view and pauses it out of view", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const requests = await openHome(page, "/");
    expect(requests).toEqual([]);
    expect(await page.locator("#location video").getAttribute("preload")).toBe("none");
    await showClip(page);
    await expect.poll(() => paused(page)).toBe(false);
    expect(requests.length).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expect.poll(() => paused(page)).toBe(true);
    await page.locator("#location video").scrollIntoViewIfNeeded();
    await expect.poll(() => paused(page)).toBe(false);
    await context.close();
  });

  it("invites a visit when the clip ends, and plays it again on request (Dutch)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await openHome(page, "/nl");
    await showClip(page);
    await expect.poll(() => paused(page)).toBe(false);
    // Playing is asked before the clip's length is known; a busy machine reads it later.
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>("#location video");
      return video !== null && Number.isFinite(video.duration);
    });
    await page.locator("#location video").evaluate((video: HTMLVideoElement) => {
      video.currentTime = Math.max(0, video.duration - 0.3);
    });
    const section = page.locator("#location");
    await section.getByText(nl.location.ended, { exact: true }).waitFor();
    expect(await section.getByText(nl.location.endedText).isVisible()).toBe(true);
    await section.getByRole("button", { name: nl.location.replay }).click();
    await section.getByText(nl.location.ended, { exact: true }).waitFor({ state: "detached" });
    await expect.poll(() => paused(page)).toBe(false);
    await context.close();
  });

  it('says "Video Not Available" when the clip cannot load (French too)', async () => {
    for (const [path, texts] of [
      ["/", en],
      ["/fr", fr],
    ] as const) {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.route(clip, (route) => route.fulfill({ status: 404, body: "" }));
      await openHome(page, path);
      await showClip(page);
      const section = page.locator("#location");
      await section.getByText(texts.location.unavailable).waitFor();
      expect(await section.locator("video").count()).toBe(0);
      await context.close();
    }
  });

  it("never starts by itself for a visitor who asks for reduced motion", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await openHome(page, "/");
    await showClip(page);
    await page.waitForLoadState("networkidle");
    const video = page.locator("#location video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    expect(await paused(page)).toBe(true);
    await context.close();
  });
});
