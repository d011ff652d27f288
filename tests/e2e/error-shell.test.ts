import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  headerButton,
  headerEmail,
  headerLink,
  localized,
  logIn,
  sessionCookie,
  shown,
  signUp,
  submitLogin,
  uniqueEmail,
  visible,
  waitForPath,
  type Locale,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { expectSiteShell } from "./support/site-shell.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

/**
 * Error and refusal pages sit inside the site's shell, in the page's language: the header
 * with its account menu, and the footer. The admin guard refuses before any loader runs
 * (the root's included), so this is what breaks when the shell's data does not reach them.
 */
let browser: Browser;
const customer = { email: uniqueEmail("refused"), password: "refused password" };

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newVisitor(browser, { consented: true });
  await signUp(page, customer.email, customer.password);
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute("content");

/** Signs out through the header's account menu and checks the session is gone. */
async function signOutFromHeader(page: Page, locale: Locale) {
  const t = messages[locale];
  await visible(headerButton(page, t.nav.signOut)).click();
  await waitForPath(page, localized("/", locale));
  await shown(visible(headerLink(page, t.nav.login)));
  expect(await sessionCookie(page.context())).toBeUndefined();
}

describe("a customer refused on the admin panel", () => {
  for (const locale of ["en", "nl"] as const) {
    it(`${localized("/admin", locale)}: 403 inside the shell, and sign out from it`, async () => {
      const t = messages[locale];
      const { context, page } = await newVisitor(browser, { consented: true });
      await logIn(page, customer.email, customer.password);

      const refused = await page.goto(localized("/admin", locale));
      expect(refused?.status()).toBe(403);
      await shown(page.getByRole("heading", { level: 1, name: t.errors.notAuthorizedTitle }));
      await expectSiteShell(page, locale);
      await shown(headerEmail(page, customer.email));
      expect(await headerLink(page, t.nav.adminPanel).count()).toBe(0);
      expect(await robots(page)).toBe("noindex");
      // The page's scripts run (they carry the response's nonce): the menu is React's.
      await waitForHydration(page);

      await signOutFromHeader(page, locale);
      // Signed out, the panel sends to the login page again.
      await page.goto(localized("/admin", locale));
      await waitForPath(page, localized("/login", locale));
      await context.close();
    });
  }

  it("sent on to /admin after logging in: the header already shows who is signed in", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/admin");
    await waitForPath(page, `/login?redirectTo=${encodeURIComponent("/admin")}`);
    // The way back is a client-side navigation after the login action: the root's data is
    // asked for again, and the guard's refusal answers in its place.
    await submitLogin(page, customer.email, customer.password);
    await waitForPath(page, "/admin");
    await shown(
      page.getByRole("heading", { level: 1, name: messages.en.errors.notAuthorizedTitle }),
    );
    await expectSiteShell(page, "en");
    await shown(headerEmail(page, customer.email));
    expect(await headerLink(page, messages.en.nav.login).count()).toBe(0);
    await signOutFromHeader(page, "en");
    await context.close();
  });
});

describe("a visitor on an unknown address", () => {
  for (const [path, locale] of [
    ["/no-such-page", "en"],
    ["/fr/nulle/part", "fr"],
  ] as const) {
    it(`${path}: 404 inside the shell`, async () => {
      const t = messages[locale];
      const { context, page } = await newVisitor(browser, { consented: true });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await shown(page.getByRole("heading", { level: 1, name: t.errors.notFoundTitle }));
      await expectSiteShell(page, locale);
      await shown(visible(headerLink(page, t.nav.login)));
      expect(await robots(page)).toBe("noindex");
      await context.close();
    });
  }
});
