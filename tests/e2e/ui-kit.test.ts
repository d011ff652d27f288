import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

/*
 * The UI kit on real pages. The mobile menu is a Drawer, which runs on the same modal
 * mechanics as Dialog (app/components/ui/use-modal-dialog.ts), so these tests cover both.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const toggle = (page: Page) => page.getByRole("button", { name: en.nav.openMenu, exact: true });
const drawer = (page: Page) => page.getByRole("dialog", { name: en.ui.menu });

/** The home page on a phone, cookie banner already answered. */
async function onPhone() {
  const visitor = await newVisitor(browser, { consented: true });
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await visitor.page.goto("/");
  await waitForHydration(visitor.page);
  return visitor;
}

async function openMenu(page: Page) {
  await toggle(page).click();
  await drawer(page).waitFor({ state: "visible" });
}

const focusInDrawer = (page: Page) =>
  page.evaluate(() => document.getElementById("mobile-menu")?.contains(document.activeElement));

const focusOnToggle = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-controls") === "mobile-menu");

/** What has focus, as "tag: name", to see where Tab went. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()}: ${active.getAttribute("aria-label") ?? active.textContent.trim()}`
      : "";
  });

describe("drawer (the mobile menu)", () => {
  it("is rendered closed by the server, so nothing depends on the browser to hide it", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const tag = /<dialog[^>]*id="mobile-menu"[^>]*>/.exec(html)?.[0];
    expect(tag).toBeDefined();
    expect(tag).not.toMatch(/\bopen\b/);
  });

  it("moves focus in, makes the page behind inert and keeps Tab inside", async () => {
    const { context, page } = await onPhone();
    const opener = toggle(page);
    expect(await opener.getAttribute("aria-expanded")).toBe("false");
    await openMenu(page);
    expect(await focusInDrawer(page)).toBe(true);
    expect(await focused(page)).toBe(`button: ${en.nav.closeMenu}`);
    expect(await page.locator("#mobile-menu").getAttribute("aria-labelledby")).toBeTruthy();

    // The page behind cannot take focus.
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("main a");
      link?.focus();
      return document.activeElement === link;
    });
    expect(behind).toBe(false);

    // Close button, six section links, Login, Sign Up, three languages: 12 stops. Going
    // round more than once must never leave the drawer, and must come back to the start.
    const stops: string[] = [];
    for (let i = 0; i < 26; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDrawer(page), `Tab ${i + 1}`).toBe(true);
      stops.push(await focused(page));
    }
    expect(stops).toContain(`a: ${en.nav.shop}`);
    expect(stops).toContain(`a: ${en.nav.signup}`);
    expect(stops.filter((stop) => stop === `button: ${en.nav.closeMenu}`).length).toBe(2);

    // Shift+Tab from the first stop wraps to the last.
    await drawer(page).getByRole("button", { name: en.nav.closeMenu }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDrawer(page)).toBe(true);
    expect(await focused(page)).toMatch(/^a: FR/);
    await context.close();
  });

  it("closes on Esc and gives focus back to the toggle", async () => {
    const { context, page } = await onPhone();
    await openMenu(page);
    await page.keyboard.press("Escape");
    await drawer(page).waitFor({ state: "hidden" });
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(await focusOnToggle(page)).toBe(true);
    // The dialog hides on the key press; the parent hears of it from the close event, a task
    // later.
    await expect.poll(() => toggle(page).getAttribute("aria-expanded")).toBe("false");

    // And it opens again afterwards (the parent heard of the close).
    await openMenu(page);
    expect(await focusInDrawer(page)).toBe(true);
    await context.close();
  });

  it("closes on a click on the backdrop, and on its close button", async () => {
    const { context, page } = await onPhone();
    await openMenu(page);
    // A click inside the drawer keeps it open.
    await page.getByRole("heading", { name: en.ui.menu }).click();
    expect(await drawer(page).isVisible()).toBe(true);
    // The strip of page left of the drawer is backdrop.
    await page.mouse.click(10, 400);
    await drawer(page).waitFor({ state: "hidden" });
    expect(await focusOnToggle(page)).toBe(true);

    await openMenu(page);
    await drawer(page).getByRole("button", { name: en.nav.closeMenu }).click();
    await drawer(page).waitFor({ state: "hidden" });
    expect(await focusOnToggle(page)).toBe(true);
    await context.close();
  });

  it("closes when a link in it is followed", async () => {
    const { context, page } = await onPhone();
    await openMenu(page);
    await drawer(page).getByRole("link", { name: en.nav.shop }).click();
    await page.waitForURL(`${baseUrl()}/shop`);
    await drawer(page).waitFor({ state: "hidden" });
    // Nothing of the page stays inert.
    expect(await page.evaluate(() => document.querySelector("dialog:modal") === null)).toBe(true);
    await context.close();
  });

  it("has no axe violations while open", async () => {
    const { context, page } = await onPhone();
    await openMenu(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe("toast region", () => {
  // No page shows a toast yet; what can be checked on a real page is that the live region
  // is there, empty, from the server's first answer on (screen readers only announce what
  // is added to a region that already existed).
  it("is an empty polite live region in the server's HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const region = /<div id="toast-region"[^>]*>(.*?)<\/div>/.exec(html);
    expect(region?.[0]).toContain('role="status"');
    expect(region?.[0]).toContain('aria-live="polite"');
    expect(region?.[1]).toBe("");
  });
});
