import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { launchBrowser } from "./support/browser.ts";
import { findRing } from "./support/catalogue.ts";
import { signedUpSession } from "./support/http-session.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

/** What the focused element is called: its label, its text or its aria-label. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return "";
    const labelled = active.id ? document.querySelector(`label[for="${active.id}"]`) : null;
    const label = labelled ?? active.closest("label");
    return (active.getAttribute("aria-label") ?? label?.textContent ?? active.textContent).trim();
  });

/** Presses Tab (or Shift+Tab) until the focused element's name matches, as a person would. */
async function tabTo(page: Page, name: string | RegExp, backwards = false) {
  for (let presses = 0; presses < 80; presses++) {
    // A required field's label ends in its asterisk.
    const current = (await focusedName(page)).replace(/\s*\*$/, "");
    if (typeof name === "string" ? current === name : name.test(current)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${String(name)} (last: ${await focusedName(page)})`);
}

describe("a whole purchase with the keyboard only", () => {
  let browser: Browser;
  let ring: CatalogueItemDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await findRing();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("finds a ring, chooses, adds, checks out, logs in and orders", async () => {
    const email = `keyboard-${Date.now()}@example.be`;
    await signedUpSession(baseUrl(), email);
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/shop");
    await waitForHydration(page);

    await tabTo(page, ring.name);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: ring.name }).waitFor();
    await tabTo(page, /ct$/);
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio").nth(1).isChecked()).toBe(true);
    await tabTo(page, en.shop.item.ringSize);
    await page.keyboard.press("ArrowDown");
    await tabTo(page, en.shop.messages.addToCart);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await tabTo(page, /^Cart, 1 item$/, true);
    await page.keyboard.press("Enter");
    await tabTo(page, en.shop.checkout.open);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await tabTo(page, en.auth.email);
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("long enough pw");
    await page.keyboard.press("Enter");

    await page.waitForURL(`${baseUrl()}/checkout`);
    await waitForHydration(page);
    await tabTo(page, en.shop.checkout.name);
    await page.keyboard.type("An Peeters");
    await tabTo(page, en.shop.checkout.phone);
    await page.keyboard.type("+32 470 12 34 56");
    await tabTo(page, en.shop.checkout.place);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/orders\/[A-Z0-9_-]{6}$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(en.shop.confirmation.title);
    await context.close();
  });
});
