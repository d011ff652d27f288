import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchBrands } from "#app/components/home/luxury-section.tsx";
import { messages, localized, type Locale } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const sections = ["services", "luxury", "about", "valuation", "testimonials"] as const;

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((found) => found.map((el) => el.textContent.trim()));

/** What a visitor reads of the content sections, in the page's language. */
async function expectSections(page: Page, locale: Locale) {
  const strings = messages[locale];
  // The sections in the product's order, after the hero, each with its own h2.
  const ids = await page
    .locator("main section[id]")
    .evaluateAll((found) => found.map((el) => el.id));
  expect(ids.filter((id) => (sections as readonly string[]).includes(id))).toEqual(sections);
  expect(ids.indexOf("services")).toBeGreaterThan(ids.indexOf("home"));
  for (const id of sections) {
    expect(await texts(page, `#${id} h2`), id).toEqual([strings[id].title]);
    await expect.poll(() => page.getByRole("region", { name: strings[id].title }).count()).toBe(1);
  }

  const services = strings.services;
  expect(await texts(page, "#services h3")).toEqual([
    services.trading.title,
    services.diamonds.title,
    services.watches.title,
    services.bespoke.title,
    services.custom.title,
    services.estate.title,
    services.whyTitle,
  ]);
  expect(await page.locator("#services ul").last().locator("li").count()).toBe(5);

  const luxury = page.locator("#luxury");
  const brandList = luxury.locator("h3", { hasText: strings.luxury.brandsTitle }).locator("+ ul");
  expect(watchBrands).toHaveLength(12);
  expect(await brandList.locator("li").allTextContents()).toEqual(watchBrands);
  const process = luxury.locator("ol > li h4");
  expect(await process.allTextContents()).toEqual([
    strings.luxury.process.authentication.title,
    strings.luxury.process.condition.title,
    strings.luxury.process.market.title,
    strings.luxury.process.offer.title,
  ]);
  expect(await luxury.locator("ul").last().locator("h4").count()).toBe(4);

  expect(await texts(page, "#valuation ol > li h3")).toEqual([
    strings.valuation.steps.inspection.title,
    strings.valuation.steps.market.title,
    strings.valuation.steps.offer.title,
    strings.valuation.steps.payment.title,
  ]);
  expect(await texts(page, "#valuation ul > li")).toContain(strings.valuation.evaluate.gold);

  const testimonials = page.locator("#testimonials li");
  expect(await testimonials.count()).toBe(3);
  for (const [index, key] of (["first", "second", "third"] as const).entries()) {
    const entry = testimonials.nth(index);
    expect(await entry.getByRole("img", { name: strings.testimonials.rating }).count()).toBe(1);
    expect(await entry.locator("blockquote").textContent()).toBe(strings.testimonials[key].text);
    expect(await entry.locator("figcaption").textContent()).toContain(
      strings.testimonials[key].item,
    );
  }
}

describe("home page content sections", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    it(`shows services, luxury, about, valuation and testimonials in ${locale}`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto(localized("/", locale));
      await waitForHydration(page);
      await expectSections(page, locale);
      await context.close();
    });
  }

  it("sends their HTML once: in the document, not again in its data", async () => {
    const html = await (await fetch(new URL("/fr", baseUrl()))).text();
    const data = html.slice(html.indexOf("streamController.enqueue"));
    for (const id of sections) {
      expect(html.split(`id="${id}-title"`), id).toHaveLength(2);
      expect(data, id).not.toContain(`${id}-title`);
    }
    // A client-side visit has no document to read them from: its data carries them.
    const visit = await (await fetch(new URL("/fr.data", baseUrl()))).text();
    for (const id of sections) expect(visit, id).toContain(`${id}-title`);
  });

  it("leaves the sections below the first screen for the browser to draw when near, but prints them all", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/");
    const drawing = () =>
      page
        .locator("main > section, main section[id]")
        .evaluateAll((found) =>
          Object.fromEntries(found.map((el) => [el.id, getComputedStyle(el).contentVisibility])),
        );
    const onScreen = await drawing();
    expect(onScreen.home).toBe("visible");
    for (const id of sections) expect(onScreen[id], id).toBe("auto");
    await page.emulateMedia({ media: "print" });
    const printed = await drawing();
    for (const id of sections) expect(printed[id], id).toBe("visible");
    await context.close();
  });

  // A section that grew when drawn pushed what is below it down under the visitor's pointer:
  // a press on a footer link right after a jump to the bottom missed the link.
  for (const [locale, width] of [
    ["fr", 412],
    ["en", 768],
    ["nl", 1280],
  ] as const) {
    it(`keeps each section's room until it is drawn (${locale}, ${width} px wide)`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localized("/", locale));
      await waitForHydration(page);
      const standIns = await page.locator(".below-fold[id]").evaluateAll((found) =>
        found.map((el) => {
          const size = getComputedStyle(el).getPropertyValue("--fold-size");
          const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
          return { id: el.id, standIn: parseFloat(size) * rem };
        }),
      );
      expect(standIns.length).toBeGreaterThanOrEqual(sections.length);
      await page.addStyleTag({ content: ".below-fold { content-visibility: visible !important }" });
      for (const { id, standIn } of standIns) {
        const drawn = await page
          .locator(`[id="${id}"]`)
          .evaluate((el) => el.getBoundingClientRect().height);
        expect(
          Math.abs(drawn - standIn) / drawn,
          `${id}: ${standIn} px kept, ${drawn} drawn`,
        ).toBeLessThan(0.12);
      }
      await context.close();
    });
  }

  it("shows them after a client-side visit too, and its links reach them", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/nl/shop");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const nav = page.locator("header nav").first();
    await nav.getByRole("link", { name: messages.nl.nav.watches }).click();
    await page.waitForURL(/\/nl#luxury$/);
    await page.locator("#luxury h2").waitFor();
    await expectSections(page, "nl");
    // Still the document of /nl/shop: the sections came with the navigation's data.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  });
});
