import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { fr as publicFr } from "#app/i18n/public/fr.ts";
import { nl as publicNl } from "#app/i18n/public/nl.ts";
import { en } from "#app/i18n/legal/en.ts";
import { fr } from "#app/i18n/legal/fr.ts";
import { nl } from "#app/i18n/legal/nl.ts";
import { en as seoEn } from "#app/i18n/seo/en.ts";
import { fr as seoFr } from "#app/i18n/seo/fr.ts";
import { nl as seoNl } from "#app/i18n/seo/nl.ts";
import { business } from "#server/business.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, scrollIntoViewAndSettle, waitForHydration } from "./support/pages.ts";
import { recordScrollFrames, scrollFramesUntilRest } from "./support/scroll-frames.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const languages = [
  { prefix: "", legal: en.legal, shell: publicEn, seo: seoEn.seo },
  { prefix: "/nl", legal: nl.legal, shell: publicNl, seo: seoNl.seo },
  { prefix: "/fr", legal: fr.legal, shell: publicFr, seo: seoFr.seo },
] as const;

const cases = languages.flatMap(({ prefix, legal, seo }) =>
  (["privacy", "terms"] as const).map((page) => ({
    path: `${prefix}/${page}`,
    text: legal[page],
    head: seo.pages[page],
  })),
);

describe("privacy notice and terms of sale", () => {
  it.each(cases)(
    "$path shows its title, its sections and the shop",
    async ({ path, text, head }) => {
      const { context, page } = await newVisitor(browser, { consented: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator("main");
      expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe(text.title);
      expect(await page.title()).toBe(`${head.title} – ${business.name}`);
      const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
      for (const section of Object.values(text.sections)) expect(headings).toContain(section.title);
      const body = (await main.textContent()) ?? "";
      for (const detail of [business.name, business.street, business.enterpriseNumber]) {
        expect(body).toContain(detail);
      }
      // One description, the page's own, written for the shop.
      const descriptions = page.locator('meta[name="description"]');
      expect(await descriptions.count()).toBe(1);
      expect(await descriptions.getAttribute("content")).toBe(
        head.description.replace("{{name}}", business.name),
      );
      await context.close();
    },
  );

  it.each(languages)(
    "the footer of $prefix/ leads to both pages",
    async ({ prefix, legal, shell }) => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto(prefix || "/");
      await waitForHydration(page);
      const footer = page.locator("footer");
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
      const privacy = footer.getByRole("link", { name: shell.footer.privacy, exact: true });
      await scrollIntoViewAndSettle(privacy);
      await privacy.click();
      await page.getByRole("heading", { level: 1, name: legal.privacy.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/privacy`);
      await footer.getByRole("link", { name: shell.footer.terms, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: legal.terms.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/terms`);
      await context.close();
    },
  );

  it("the cookie banner leads to the privacy notice in the page's language", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/fr");
    await waitForHydration(page);
    await page.getByRole("link", { name: publicFr.cookies.privacyLink }).click();
    await page.getByRole("heading", { level: 1, name: fr.legal.privacy.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fr/privacy");
    await context.close();
  });

  for (const path of ["/privacy", "/terms", "/nl/terms"]) {
    it(`${path} has no axe violations, with the cookie banner open`, async () => {
      const { context, page } = await newVisitor(browser);
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: /Accept|aanvaarden|accepteren/ }).waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe("a page opened from the footer", () => {
  // From the bottom of the long home page; and after a link to a section, whose scroll alone
  // is smooth (home-navigation.test.ts), so the next page must not inherit it.
  for (const start of ["/", "/#contact"]) {
    it(`starts at its top at once, from the bottom of ${start}`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto("/");
      await waitForHydration(page);
      if (start !== "/") {
        await recordScrollFrames(page);
        const header = page.locator("header nav").first();
        await header.getByRole("link", { name: publicEn.nav.contact }).click();
        // The home page's own scroll to the section ends with its heading focused.
        const focused = () =>
          page.evaluate(() => document.activeElement === document.querySelector("#contact h2"));
        await expect.poll(focused).toBe(true);
        await scrollFramesUntilRest(page, start);
      }
      const privacy = page
        .locator("footer")
        .getByRole("link", { name: publicEn.footer.privacy, exact: true });
      await scrollIntoViewAndSettle(privacy);
      // After a link to a section that scroll is smooth too: wait until it has come to rest.
      await recordScrollFrames(page);
      await scrollFramesUntilRest(page, start);
      // Far down the page, where a smooth scroll to the top would take a second or more.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(4000);
      await recordScrollFrames(page);
      await privacy.click();
      const frames = await scrollFramesUntilRest(page, "/privacy");
      const title = en.legal.privacy.title;
      const trace = JSON.stringify(
        frames.map(({ time, y, heading }) => [Math.round(time), y, heading === title]),
      );
      // Timed from the first frame that shows the new page: the address changes a few frames
      // before it (up to ~140 ms on the test machine), while React renders the new page and
      // the old one stays drawn where it was.
      const shown = frames.findIndex((frame) => frame.heading === title);
      expect(shown, trace).not.toBe(-1);
      const newPage = frames.slice(shown);
      const atTop = newPage.findIndex((frame) => frame.y === 0);
      expect(atTop, trace).not.toBe(-1);
      expect((newPage[atTop]?.time ?? 0) - (newPage[0]?.time ?? 0), trace).toBeLessThan(100);
      // In fact it is never drawn anywhere but at its top.
      expect(
        newPage.filter((frame) => frame.y !== 0),
        trace,
      ).toEqual([]);
      await context.close();
    });
  }
});
