import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyBackOfferCents } from "#common/buy-back.ts";
import { formatDateTime, formatEuros } from "#common/format.ts";
import { goldPriceTexts, type ShownGoldPrice } from "#common/gold-price.ts";
import type { Locale } from "#common/locales.ts";
import { launchBrowser } from "./support/browser.ts";
import { openCalculator } from "./support/home.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

declare global {
  interface Window {
    intlBuilt: string[];
  }
}

/**
 * A visitor whose page counts the Intl number and date formatters it builds, and collects
 * console errors (React reports a hydration mismatch there).
 */
async function countingVisitor(options: { goldPrice?: (lang: string) => ShownGoldPrice } = {}) {
  const { context, page } = await newVisitor(browser, { consented: true });
  // A home page whose gold price is over 5 minutes old asks for a new one at once (the shared
  // server's fallback price is as old as the server). Unless a test answers it, that request is
  // answered with no price (not failed, which the console would report; not held, which would
  // keep the page's network busy) and the card keeps the rendered one.
  await context.route(
    (url) => url.pathname === "/api/gold-price",
    (route) => {
      const lang = new URL(route.request().url()).searchParams.get("lang") ?? "en";
      return options.goldPrice
        ? route.fulfill({ json: options.goldPrice(lang) })
        : route.fulfill({ status: 204 });
    },
  );
  await context.addInitScript(() => {
    window.intlBuilt = [];
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const original = Intl[name];
      const counted = new Proxy(original, {
        construct(target, args: unknown[]) {
          window.intlBuilt.push(name);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          window.intlBuilt.push(name);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

const built = (page: Page) => page.evaluate(() => window.intlBuilt);

// Decision 19: the browser's first Intl formatter costs tens of milliseconds of ICU start-up,
// so a page hydrates with the prices, numbers and dates its server formatted.
describe("texts the server formatted", () => {
  for (const path of ["/", "/nl", "/fr/shop"]) {
    it(`hydrate ${path} without building an Intl formatter, and match the server's HTML`, async () => {
      const { context, page, errors } = await countingVisitor();
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.locator("#formatted-texts").count()).toBe(1);
      expect(await built(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows a refreshed gold price in the texts its answer brings, building no formatter", async () => {
    // What the server answers for a price worked out an hour later than the page's (the API's
    // own answer is tested in api-gold-price.test.ts).
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const asked: string[] = [];
    const { context, page, errors } = await countingVisitor({
      goldPrice: (lang) => {
        asked.push(lang);
        const price = { eurPerGram: 101.5, source: "spot" as const, fetchedAt: later };
        return { ...price, texts: goldPriceTexts(price, lang as Locale) };
      },
    });
    // The visitor's clock 10 minutes ahead of the server's: the rendered price is that old.
    await page.clock.install({ time: new Date(Date.now() + 10 * 60 * 1000) });
    await page.goto("/nl");
    await waitForHydration(page);
    const card = page.locator("#gold-price-title").locator("xpath=..");
    await expect.poll(() => card.innerText()).toContain(formatEuros(10_150, "nl"));
    expect(await card.innerText()).toContain(formatDateTime(later, "nl"));
    expect(asked).toEqual(["nl"]);
    expect(await built(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("formats in the browser what the page did not show: a calculator's new offer", async () => {
    const { context, page, errors } = await countingVisitor();
    await page.goto("/");
    await waitForHydration(page);
    await openCalculator(page);
    // The field's limits were on the page: still nothing built.
    expect(await built(page)).toEqual([]);
    await page.locator("#buy-back input[name=grams]").pressSequentially("12,5");
    // The test server's price is the fallback, 99.09 €/g, and the margin the default 15 %.
    const expected = formatEuros(buyBackOfferCents(12.5, 18, 99.09, 15), "en");
    await page.locator("#buy-back [aria-live]", { hasText: expected }).waitFor();
    expect(await built(page)).toContain("NumberFormat");
    expect(errors).toEqual([]);
    await context.close();
  });
});
