import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { SCROLL_POSITIONS_KEY } from "#app/lib/scroll-restoration.tsx";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Counts, in the page, every sessionStorage read of the stored scroll positions. */
async function countReads(page: Page) {
  await page.addInitScript((key) => {
    const reads = { count: 0 };
    Object.defineProperty(window, "__scrollReads", { value: reads });
    const storage = window.sessionStorage;
    const getItem = storage.getItem.bind(storage);
    storage.getItem = (name: string) => {
      if (name === key) reads.count += 1;
      return getItem(name);
    };
  }, SCROLL_POSITIONS_KEY);
  return () =>
    page.evaluate(
      () => (window as unknown as { __scrollReads: { count: number } }).__scrollReads.count,
    );
}

const storedPositions = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "{}") as Record<string, number>,
    SCROLL_POSITIONS_KEY,
  );

/** docs/decisions/0033: scroll positions without a cold sessionStorage read on a new entry. */
describe("scroll restoration", () => {
  it("reads nothing on a new page, and restores the position on a reload", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const reads = await countReads(page);
    await page.goto("/terms");
    await waitForHydration(page);
    expect(await reads()).toBe(0);

    await page.evaluate(() => {
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.reload();
    await waitForHydration(page);
    // Restored before the first paint (the inline script) and read again by the router.
    expect(await reads()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    await context.close();
  });

  it("brings a page back where it was left, in the page and across full loads", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/terms");
    await waitForHydration(page);
    // A link in the page, at the foot of it: the router keeps where the page was left, and
    // the next page starts at its top.
    const privacy = page
      .locator("footer")
      .getByRole("link", { name: publicEn.footer.privacy, exact: true });
    await privacy.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await privacy.click();
    await page.waitForURL("**/privacy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL("**/terms");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

    // Another page opened as a new entry (a full load) reads nothing, and when it is left its
    // positions join the stored ones instead of replacing them.
    const termsKey = await page.evaluate(
      () => (window.history.state as { key: string } | null)?.key ?? "",
    );
    await page.goto("/privacy");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.scrollTo(0, 300);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    const privacyKey = await page.evaluate(
      () => (window.history.state as { key: string } | null)?.key ?? "",
    );
    await page.goto("/shop");
    await waitForHydration(page);
    const stored = await storedPositions(page);
    expect(stored[termsKey]).toBe(left);
    expect(stored[privacyKey]).toBe(300);
    await context.close();
  });
});
