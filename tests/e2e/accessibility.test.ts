import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
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

describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const path of ["/", "/nl", "/fr/shop"]) {
    it(`${path} has no violations, with the cookie banner open`, async () => {
      const { context, page } = await newVisitor(browser);
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: /Accept|accepter|aanvaarden|accepteren/ }).waitFor();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
      await context.close();
    });
  }

  it("/ has no violations on a small screen with the menu open", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
