import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { en as homeEn } from "#app/i18n/home/en.ts";
import { nl as homeNl } from "#app/i18n/home/nl.ts";
import { en as legalEn } from "#app/i18n/legal/en.ts";
import { nl as legalNl } from "#app/i18n/legal/nl.ts";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

/** Every script body the page downloads, joined, as the browser received it. */
function collectScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

/**
 * The messages are split by area: public pages never download account or admin strings,
 * and a page that needs them still renders translated after a client-side navigation.
 */
describe("messages split by area", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(["/", "/nl", "/fr/shop"])(
    "%s downloads no account, admin or legal strings",
    async (path) => {
      const { context, page } = await newVisitor(browser, { consented: true });
      const scripts = collectScripts(page);
      await page.goto(path);
      await waitForHydration(page);
      const code = await scripts();
      expect(code).toContain(en.nav.skipToContent);
      for (const text of [
        en.auth.newPassword.intro,
        nl.auth.newPassword.intro,
        en.adminEditions.limitReached,
        nl.adminEditions.limitReached,
        en.adminOrders.confirmDelete,
        nl.adminOrders.confirmDelete,
        en.profile.passwordIntro,
        legalEn.legal.privacy.intro,
        legalNl.legal.terms.intro,
        // The home page's prose comes with its data (page messages), never in a script.
        homeEn.hero.subtitle,
        homeNl.hero.subtitle,
      ]) {
        expect(code, text).not.toContain(text);
      }
      await context.close();
    },
  );

  it("loads the account strings when a visitor follows a link to the login page", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const scripts = collectScripts(page);
    await page.goto("/nl");
    await waitForHydration(page);
    await page
      .locator("header")
      .getByRole("link", { name: nl.nav.login, exact: true })
      .filter({ visible: true })
      .click();
    await page.getByRole("heading", { level: 1, name: nl.auth.login.title }).waitFor();
    expect(await page.locator("main").textContent()).toContain(nl.auth.login.intro);
    expect(await scripts()).toContain(nl.auth.login.intro);
    await context.close();
  });

  it("renders the home page translated after a client-side navigation from the shop", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const scripts = collectScripts(page);
    await page.goto("/nl/shop");
    await waitForHydration(page);
    await page
      .locator("header")
      .getByRole("link", { name: nl.nav.home, exact: true })
      .filter({ visible: true })
      .click();
    await page.getByRole("heading", { level: 1, name: homeNl.hero.title }).waitFor();
    expect(await page.locator("main").textContent()).toContain(homeNl.hero.subtitle);
    expect(await scripts()).not.toContain(homeNl.hero.subtitle);
    await context.close();
  });
});
