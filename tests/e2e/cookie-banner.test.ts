import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null") as unknown);

async function openHome() {
  const visitor = await newVisitor(browser);
  await visitor.page.goto("/");
  await waitForHydration(visitor.page);
  await banner(visitor.page).waitFor();
  return visitor;
}

async function expectGoneAfterReload(page: Page) {
  await page.reload();
  await waitForHydration(page);
  expect(await page.getByRole("button", { name: "Accept All" }).count()).toBe(0);
}

describe("cookie banner", () => {
  it("Accept All stores every category and stays hidden after reload", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Accept All" }).click();
    expect(await banner(page).count()).toBe(0);
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    await expectGoneAfterReload(page);
    await context.close();
  });

  it("Reject All stores only the necessary category", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Reject All" }).click();
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    await expectGoneAfterReload(page);
    await context.close();
  });

  it("Customize lets a visitor pick categories; necessary cannot be switched off", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Customize" }).click();
    const necessary = page.getByRole("switch", { name: "Necessary" });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await page.getByRole("switch", { name: "Analytics" }).check();
    await page.getByRole("switch", { name: "Functional" }).check();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    await expectGoneAfterReload(page);
    await context.close();
  });

  it("re-applies a stored decision on load as a consent signal", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Accept All" }).click();
    await context.addInitScript(() => {
      window.addEventListener("cookie-consent-change", (event) => {
        (window as unknown as { seenConsent: unknown }).seenConsent = (event as CustomEvent).detail;
      });
    });
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenConsent?: unknown }).seenConsent))
      .toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    await context.close();
  });
});
