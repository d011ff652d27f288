import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyBackOfferCents } from "#common/buy-back.ts";
import { formatEuros } from "#common/format.ts";
import { intlLocale, localizedHref } from "#common/locales.ts";
import { launchBrowser } from "./support/browser.ts";
import { holdRequests } from "./support/held-requests.ts";
import { homeMessages, homePaths, interpolate, openCalculator } from "./support/home.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The test server's price is the fallback, 99.09 €/g, and the margin the default 15 %.
const offer = (grams: number, karat: 9 | 14 | 18 | 22 | 24) =>
  buyBackOfferCents(grams, karat, 99.09, 15);

const grams = (page: Page) => page.locator("#buy-back input[name=grams]");
const announced = (page: Page) => page.locator("#buy-back [aria-live]").innerText();
/** Waits until the offer's live region says `text`: the server's answer, after a typing pause. */
const announces = (page: Page, text: string) =>
  page.locator("#buy-back [aria-live]", { hasText: text }).waitFor();

describe("buy-back calculator", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    it(`offers as the visitor types, and says why a weight is refused (${locale})`, async () => {
      const strings = homeMessages[locale];
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto(homePaths[locale]);
      await waitForHydration(page);
      await openCalculator(page);

      await grams(page).pressSequentially("12,5");
      await announces(page, formatEuros(offer(12.5, 18), locale));
      expect(await announced(page)).toContain(
        interpolate(strings.buyBack.offer, { amount: formatEuros(offer(12.5, 18), locale) }),
      );
      expect(await page.locator("#buy-back").innerText()).toContain(strings.buyBack.note);

      await page.getByLabel(strings.buyBack.karat).selectOption("24");
      await announces(page, formatEuros(offer(12.5, 24), locale));

      // Three decimals: the server's 400, shown under the field; what was typed stays.
      await grams(page).fill("12.125");
      const limits = {
        min: (0.1).toLocaleString(intlLocale[locale]),
        max: (5000).toLocaleString(intlLocale[locale]),
      };
      const message = page.getByText(interpolate(strings.buyBack.invalidGrams, limits));
      await message.waitFor();
      expect(await grams(page).inputValue()).toBe("12.125");
      expect(await grams(page).getAttribute("aria-invalid")).toBe("true");
      expect(await grams(page).getAttribute("aria-describedby")).toContain(
        await message.getAttribute("id"),
      );
      expect(await announced(page)).toBe("");

      // Emptied: nothing offered, nothing refused.
      await grams(page).fill("");
      await message.waitFor({ state: "detached" });
      // Booking a valuation visit is the booking page's, in the page's language.
      expect(
        await page
          .locator("#buy-back")
          .getByRole("link", { name: strings.buyBack.book })
          .getAttribute("href"),
      ).toBe(localizedHref(locale, "/appointment"));
      await context.close();
    });
  }

  it("shows the offer for what is typed now, whatever order the answers come in", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    // The answer for 1 g is held back until the one for 1000 g is shown.
    const small = await holdRequests(page, "**/api/gold-price/offer?grams=1&*");
    let asked = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/gold-price/offer")) asked += 1;
    });
    await page.goto("/");
    await waitForHydration(page);
    await openCalculator(page);
    // Every text the offer's live region shows, in order, however briefly.
    await page.locator("#buy-back [aria-live]").evaluate((live) => {
      const shownTexts: string[] = [];
      Object.assign(window, { shownTexts });
      new MutationObserver(() => shownTexts.push(live.textContent)).observe(live, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await grams(page).fill("1");
    const late = await small.first;
    await grams(page).fill("1000");
    await announces(page, formatEuros(offer(1000, 18), "en"));
    small.release();
    // Over for the browser (answered, or given up by the page), then one more answer after it.
    await (await late.response())?.finished();
    // Typing quickly asks once for the whole number, not once a key.
    await grams(page).fill("");
    await grams(page).pressSequentially("250", { delay: 20 });
    await announces(page, formatEuros(offer(250, 18), "en"));
    // The late answer for 1 g never showed.
    const shownTexts = await page.evaluate(
      () => (window as unknown as { shownTexts: string[] }).shownTexts,
    );
    expect(shownTexts.filter((text) => text.includes(formatEuros(offer(1, 18), "en")))).toEqual([]);
    expect(asked).toBe(3);
    await context.close();
  });

  it("is left out of the first visit's scripts until the visitor scrolls near it", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(scripts.some((url) => url.includes("buy-back-calculator"))).toBe(false);
    // The server rendered it all the same.
    expect(await page.locator("#buy-back-title").textContent()).toBe(homeMessages.en.buyBack.title);
    await openCalculator(page);
    expect(scripts.some((url) => url.includes("buy-back-calculator"))).toBe(true);
    await context.close();
  });

  it("renders at once when the home page is reached by a client-side navigation", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/nl/shop");
    await waitForHydration(page);
    // The logo: the home page, rendered in the browser, with no markup from the server.
    await page.locator("header").getByRole("link", { name: "Schelde Gold & Diamonds" }).click();
    await page.waitForURL(`${baseUrl()}/nl`);
    await expect
      .poll(() => page.locator("#buy-back-title").textContent())
      .toBe(homeMessages.nl.buyBack.title);
    await grams(page).fill("10");
    await announces(page, formatEuros(offer(10, 18), "nl"));
    await context.close();
  });

  it("says without JavaScript that it needs it, and points to a valuation", async () => {
    // Read as sent: Chromium with scripts turned off by the test still parses <noscript> as text.
    const html = await (await fetch(`${baseUrl()}/fr`)).text();
    const note = homeMessages.fr.buyBack.noScript.replaceAll("'", "&#x27;");
    expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${note}</p></noscript>`));
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto("/fr");
    expect(await page.getByLabel(homeMessages.fr.buyBack.grams).getAttribute("maxlength")).toBe(
      "7",
    );
    await context.close();
  });
});
