import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuros } from "#common/format.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { homeMessages, homePaths, interpolate, openCalculator } from "./support/home.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The dot of slide `n` (1 or 2) in the page's language. */
const dot = (page: Page, locale: keyof typeof homeMessages, n: number) =>
  page.getByRole("button", {
    name: interpolate(homeMessages[locale].hero.slide, { number: n, count: 2 }),
  });
const pressed = (page: Page, locale: keyof typeof homeMessages, n: number) =>
  dot(page, locale, n).getAttribute("aria-pressed");

/** A visitor whose timers the test moves (playwright's clock), on the home page, hydrated. */
async function visit(locale: keyof typeof homeMessages, options: { reducedMotion?: boolean } = {}) {
  const { context, page } = await newVisitor(browser, { consented: true });
  // Anything React or the page complains about (a hydration mismatch, say).
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: new Date() });
  await page.goto(homePaths[locale]);
  await waitForHydration(page);
  return { context, page, errors };
}

describe("hero slides", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    it(`turn every 5 s, and the dots pick one (${locale})`, async () => {
      const { context, page } = await visit(locale);
      // The first picture is the likely largest paint: eager, high priority, sized.
      const first = page.locator("#home img").first();
      expect(await first.getAttribute("fetchpriority")).toBe("high");
      expect(await first.getAttribute("loading")).toBeNull();
      expect(await first.getAttribute("width")).toBe("1920");
      expect(await page.locator("#home img").nth(1).getAttribute("loading")).toBe("lazy");
      expect(
        await page.locator("#home source[type='image/avif']").first().getAttribute("srcset"),
      ).toMatch(/^\/assets\/gold-bars-640-[\w-]{8}\.avif 640w, /);

      expect(await pressed(page, locale, 1)).toBe("true");
      await page.clock.runFor(5_100);
      await expect.poll(() => pressed(page, locale, 2)).toBe("true");
      expect(await pressed(page, locale, 1)).toBe("false");
      await page.clock.runFor(5_000);
      await expect.poll(() => pressed(page, locale, 1)).toBe("true");

      await dot(page, locale, 2).click();
      await expect.poll(() => pressed(page, locale, 2)).toBe("true");
      // The visible picture follows the pressed dot (after its fade).
      const secondOpacity = () =>
        page
          .locator("#home img")
          .nth(1)
          .evaluate((img) => getComputedStyle(img).opacity);
      await expect.poll(secondOpacity).toBe("1");
      await context.close();
    });
  }

  it("hold their slide while the pointer is over the hero, and turn again after", async () => {
    const { context, page } = await visit("en");
    await page.locator("#home h1").hover();
    await page.clock.runFor(16_000);
    expect(await pressed(page, "en", 1)).toBe("true");
    await page.mouse.move(5, 5); // over the header, off the hero
    await page.clock.runFor(5_100);
    await expect.poll(() => pressed(page, "en", 2)).toBe("true");
    await context.close();
  });

  it("hold their slide while focus is inside the hero", async () => {
    const { context, page } = await visit("nl");
    await page.getByRole("link", { name: homeMessages.nl.hero.callCta }).focus();
    await page.clock.runFor(16_000);
    expect(await pressed(page, "nl", 1)).toBe("true");
    await context.close();
  });

  it("stay still for a visitor who asks for reduced motion", async () => {
    const { context, page } = await visit("fr", { reducedMotion: true });
    await page.clock.runFor(30_000);
    expect(await pressed(page, "fr", 1)).toBe("true");
    // The dots still pick.
    await dot(page, "fr", 2).click();
    await expect.poll(() => pressed(page, "fr", 2)).toBe("true");
    await context.close();
  });
});

describe("hero gold price card", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    it(`shows the fallback price per gram for the language, then asks again every 5 minutes (${locale})`, async () => {
      const strings = homeMessages[locale];
      const { context, page, errors } = await visit(locale);
      const card = page.getByRole("region", { name: strings.goldPrice.title });
      // The test server asks no source: the product's fallback, 99.09 €/g.
      const text = await card.innerText();
      expect(text).toContain(formatEuros(9909, locale));
      expect(text).toContain(strings.goldPrice.perGram);
      expect(text).toContain(strings.goldPrice.fallback);
      expect(text).toContain(strings.goldPrice.fetchedAt.replace(" {{time}}", ""));

      let asked = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/gold-price") asked += 1;
      });
      const before = asked;
      await page.clock.runFor(5 * 60 * 1000 + 1_000);
      await expect.poll(() => asked).toBeGreaterThan(before);
      // The browser formats the price and its time as the server did: no hydration mismatch.
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("asks at once when the page shows a price already 5 minutes old (a kept page)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    let asked = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/gold-price") asked += 1;
    });
    // The visitor's clock 10 minutes ahead of the server's: the rendered price is that old.
    await page.clock.install({ time: new Date(Date.now() + 10 * 60 * 1000) });
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => asked).toBe(1);
    await context.close();
  });

  it("is rendered by the server, with the valuation link to #valuation", async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto("/nl");
    expect(await page.locator("#gold-price-title").textContent()).toBe(
      homeMessages.nl.goldPrice.title,
    );
    expect(await page.locator("#home").innerText()).toContain(formatEuros(9909, "nl"));
    expect(
      await page
        .getByRole("link", { name: homeMessages.nl.hero.valuationCta })
        .getAttribute("href"),
    ).toBe("#valuation");
    const chat = await page
      .getByRole("link", { name: homeMessages.nl.hero.chatCta })
      .getAttribute("href");
    expect(chat).toContain(encodeURIComponent(homeMessages.nl.hero.chatGreeting));
    await context.close();
  });
});

describe("home page accessibility after the hero, card and calculator", () => {
  for (const path of ["/", "/fr"]) {
    it(`${path} has no axe violations`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto(path);
      await waitForHydration(page);
      await openCalculator(page);
      await page.locator("#buy-back input[name=grams]").fill("12,5");
      await page.locator("#buy-back [aria-live] strong").waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
