import type { Page } from "playwright-core";

/**
 * Brings the home page's buy-back calculator into view and waits until React has hydrated it:
 * its code is fetched on the first scroll or interaction (buy-back-section.tsx).
 */
export async function openCalculator(page: Page): Promise<void> {
  await page.locator("#buy-back").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const input = document.querySelector("#buy-back input[name=grams]");
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  });
}
