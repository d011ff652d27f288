import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { launchBrowser } from "./support/browser.ts";
import { homePaths as homes } from "./support/home.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";
import {
  recordScrollFrames,
  scrollFramesUntilRest,
  type ScrollFrame,
} from "./support/scroll-frames.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const messages = { en, nl, fr };
const shops = { en: "/shop", nl: "/nl/shop", fr: "/fr/shop" };

/**
 * Where the section's heading is: below the sticky header and inside the window (so its
 * scroll-margin-top did its job), and whether it has the focus.
 */
const headingState = (page: Page, section: string) =>
  page.evaluate((id) => {
    const heading = document.getElementById(id)?.querySelector("h1, h2");
    if (!heading) return "no heading";
    const box = heading.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const inView = box.top >= header - 1 && box.bottom <= window.innerHeight;
    return `${inView ? "in view" : `out of view (${box.top})`}, ${document.activeElement === heading ? "focused" : "not focused"}`;
  }, section);

/** The section's heading ends in view below the header, focused. */
const expectAtSection = (page: Page, section: string) =>
  expect
    // A smooth scroll over the whole page takes a second or two.
    .poll(() => headingState(page, section), { message: section })
    .toBe("in view, focused");

const header = (page: Page) => page.locator("header nav").first();

describe("header links to the home page's sections", () => {
  // Each header link and the section it scrolls to (Watches is the luxury section).
  const links = [
    ["services", "services"],
    ["watches", "luxury"],
    ["about", "about"],
    ["contact", "contact"],
  ] as const;

  for (const locale of ["en", "nl", "fr"] as const) {
    it(`go from the shop to the home page in the same language, at the section (${locale})`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      for (const [name, section] of links) {
        await page.goto(shops[locale]);
        await waitForHydration(page);
        await header(page).getByRole("link", { name: messages[locale].nav[name] }).click();
        await page.waitForURL(`${baseUrl()}${homes[locale]}#${section}`);
        await expect
          // A smooth scroll over the whole page takes a second or two.
          .poll(() => headingState(page, section), { message: section })
          .toBe("in view, focused");
      }
      await context.close();
    });
  }

  it("scroll on the home page itself, with the section in the address", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/nl");
    await waitForHydration(page);
    await header(page).getByRole("link", { name: nl.nav.contact }).click();
    await page.waitForURL(`${baseUrl()}/nl#contact`);
    await expectAtSection(page, "contact");
    // Home goes back to the top, to the hero's heading; Tab goes on from there.
    await header(page).getByRole("link", { name: nl.nav.home }).click();
    await page.waitForURL(`${baseUrl()}/nl#home`);
    await expectAtSection(page, "home");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The sections whose code loads near the viewport were re-rendered by these navigations
    // before it came: none is lost on the way (lazy-when-near.tsx).
    for (const section of ["buy-back", "contact", "location"]) {
      await expect.poll(() => page.locator(`#${section} h2`).count(), { message: section }).toBe(1);
    }
    await context.close();
  });

  it("work from the mobile menu, and instantly with reduced motion", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/fr/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: fr.nav.openMenu }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: fr.nav.contact }).click();
    await page.waitForURL(`${baseUrl()}/fr#contact`);
    await expectAtSection(page, "contact");
    await context.close();
  });

  it("point at each section of the home page in the page's language", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/nl/shop");
    const hrefs = await header(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/nl#home",
      "/nl#services",
      "/nl#luxury",
      "/nl#about",
      "/nl#contact",
      "/nl/shop",
      "/nl/gold-price",
    ]);
    await context.close();
  });
});

describe("how a header link scrolls to its section", () => {
  /**
   * The frames caught on the way: further than a tenth of the distance from both where the
   * scroll started and where it came to rest. A smooth scroll shows several; a jump none.
   */
  const onTheWay = (frames: ScrollFrame[], from: number) => {
    const to = frames.at(-1)?.y ?? from;
    const margin = Math.abs(to - from) / 10;
    return frames
      .map((frame) => frame.y)
      .filter((y) => y > Math.min(from, to) + margin && y < Math.max(from, to) - margin);
  };

  /** From the top of the home page to the contact section, far down; the frames on the way. */
  async function scrollToContact(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await recordScrollFrames(page);
    await header(page).getByRole("link", { name: en.nav.contact }).click();
    await page.waitForURL(`${baseUrl()}/#contact`);
    await expectAtSection(page, "contact");
    const frames = await scrollFramesUntilRest(page, "/#contact");
    const trace = JSON.stringify(frames.map((frame) => frame.y));
    expect(frames.at(-1)?.y ?? 0, trace).toBeGreaterThan(2000);
    return { frames: onTheWay(frames, 0), trace };
  }

  it("smoothly", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const { frames, trace } = await scrollToContact(page);
    expect(frames.length, trace).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it("at once with reduced motion", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { frames, trace } = await scrollToContact(page);
    expect(frames, trace).toEqual([]);
    await context.close();
  });
});

describe("a shared link to a section", () => {
  it("opens the home page there", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/#about");
    await waitForHydration(page);
    await expectAtSection(page, "about");
    await context.close();
  });
});
