import AxeBuilder from "@axe-core/playwright";
import { sharedServer } from "./support/shared-server.ts";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  grantAdmin,
  preConsent,
  shown,
  signUp,
  submitSignUp,
  uniqueEmail,
} from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

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
      expect(await violations(page)).toEqual([]);
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

type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

describe("accessibility of the account pages (axe, WCAG 2.1 AA)", () => {
  let customer: SignedIn;
  let admin: SignedIn;

  /** Signs a fresh account up and keeps its cookies for the tests' own contexts. */
  async function signedUp(prefix: string): Promise<{ email: string; state: SignedIn }> {
    const { context, page } = await newVisitor(browser, { consented: true });
    const email = uniqueEmail(prefix);
    await signUp(page, email, "accessible password");
    const state = await context.storageState();
    await context.close();
    return { email, state };
  }

  beforeAll(async () => {
    customer = (await signedUp("a11y-customer")).state;
    const promoted = await signedUp("a11y-admin");
    expect(await grantAdmin(sharedServer().sqlitePath, promoted.email)).toContain(
      "is now an admin",
    );
    admin = promoted.state;
  });

  async function visit(path: string, state?: SignedIn) {
    const context = await browser.newContext({ baseURL: baseUrl(), storageState: state });
    await preConsent(context);
    const page = await context.newPage();
    const response = await page.goto(path);
    await waitForHydration(page);
    await shown(page.getByRole("heading", { level: 1 }));
    return { context, page, status: response?.status() };
  }

  for (const path of [
    "/login",
    "/nl/signup",
    "/fr/reset-password",
    "/reset-password/new?token=x",
  ]) {
    it(`${path} has no violations (signed out)`, async () => {
      const { context, page, status } = await visit(path);
      expect(status).toBe(200);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it("/nl/signup has no violations while showing field errors", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await submitSignUp(page, "not-an-address", "short", { locale: "nl" });
    await shown(
      page.getByText(messages.nl.validation.passwordTooShort.replace("{{min}}", "8"), {
        exact: true,
      }),
    );
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  for (const path of ["/profile", "/profile?tab=orders", "/nl/orders"]) {
    it(`${path} has no violations (signed in)`, async () => {
      const { context, page, status } = await visit(path, customer);
      expect(status).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it("/admin has no violations for an admin", async () => {
    const { context, page, status } = await visit("/admin", admin);
    expect(status).toBe(200);
    await shown(page.getByRole("navigation", { name: messages.en.admin.tabs }));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the 403 page (/admin for a customer) has no violations", async () => {
    const { context, page, status } = await visit("/admin", customer);
    expect(status).toBe(403);
    await shown(page.getByRole("heading", { name: messages.en.errors.notAuthorizedTitle }));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
