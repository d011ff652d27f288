import type { Browser } from "playwright-core";
import { sharedServer } from "./support/shared-server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmEmail,
  messages,
  grantAdmin,
  headerLink,
  logIn,
  pathOf,
  shown,
  signUp,
  signUpSent,
  submitLogin,
  uniqueEmail,
  waitForPath,
  type Locale,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { openServerDatabase } from "./support/database.ts";
import { holdRequests } from "./support/held-requests.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

const en = messages.en;
let browser: Browser;
const customer = { email: uniqueEmail("guarded"), password: "guarded password" };

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newVisitor(browser, { consented: true });
  await signUp(page, customer.email, customer.password);
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

function specialEditionCount(): number {
  const db = openServerDatabase();
  try {
    return (db.prepare("select count(*) as n from special_editions").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const guarded: { path: string; login: string; locale: Locale; heading: string }[] = [
  { path: "/profile", login: "/login", locale: "en", heading: en.profile.title },
  { path: "/orders", login: "/login", locale: "en", heading: en.orders.title },
  { path: "/nl/profile", login: "/nl/login", locale: "nl", heading: messages.nl.profile.title },
  { path: "/fr/orders", login: "/fr/login", locale: "fr", heading: messages.fr.orders.title },
  { path: "/profile?tab=orders", login: "/login", locale: "en", heading: en.profile.title },
];

describe("guards on account pages", () => {
  it("answers a signed-out request with a 302 to the page language's login and the way back", async () => {
    const admin = [
      { path: "/admin", login: "/login" },
      { path: "/nl/admin/appointments", login: "/nl/login" },
    ];
    for (const { path, login } of [...guarded, ...admin]) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(
        `${login}?redirectTo=${encodeURIComponent(path)}`,
      );
    }
    // The page's data for a client-side navigation is guarded just the same: React Router's
    // answer is a redirect to the login page instead of the profile.
    const data = await fetch(`${baseUrl()}/nl/profile.data`, { redirect: "manual" });
    const body = await data.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain(`"/nl/login?redirectTo=${encodeURIComponent("/nl/profile")}"`);
  });

  for (const { path, login, locale, heading } of guarded) {
    it(`${path}: signed out → ${login}, and after logging in back on ${path}`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      await page.goto(path);
      await waitForPath(page, `${login}?redirectTo=${encodeURIComponent(path)}`);
      await shown(page.getByRole("heading", { level: 1, name: messages[locale].auth.login.title }));
      await submitLogin(page, customer.email, customer.password, { locale });
      await waitForPath(page, path);
      await shown(page.getByRole("heading", { level: 1, name: heading }));
      await context.close();
    });
  }

  it("gives a customer 403 Not authorized on /admin, and an admin the panel after `admin grant`", async () => {
    const email = uniqueEmail("future-admin");
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/admin");
    await waitForPath(page, `/login?redirectTo=${encodeURIComponent("/admin")}`);
    // No account yet: sign up from the login page's link, keeping the way back.
    await waitForHydration(page);
    await page.locator("main").getByRole("link", { name: en.auth.login.signupLink }).click();
    await waitForPath(page, `/signup?redirectTo=${encodeURIComponent("/admin")}`);
    await waitForHydration(page);
    await page.locator("main form input[name=email]").fill(email);
    await page.locator("main form input[name=password]").fill("admin to be");
    await page.getByRole("button", { name: en.auth.signup.submit, exact: true }).click();
    // The mailed link confirms the address, signs in and keeps the way back.
    await shown(signUpSent(page, email));
    await confirmEmail(page, email, "/admin");
    await shown(page.getByRole("heading", { level: 1, name: en.errors.notAuthorizedTitle }));

    const refused = await page.goto("/admin");
    expect(refused?.status()).toBe(403);
    await shown(page.getByRole("heading", { level: 1, name: en.errors.notAuthorizedTitle }));
    expect(await page.locator("main").textContent()).toContain(en.errors.notAuthorizedText);
    expect(await page.getByRole("navigation", { name: en.admin.tabs }).count()).toBe(0);
    expect(await headerLink(page, en.admin.title).count()).toBe(0);

    const dutch = await page.goto("/nl/admin");
    expect(dutch?.status()).toBe(403);
    await shown(
      page.getByRole("heading", { level: 1, name: messages.nl.errors.notAuthorizedTitle }),
    );

    // Roles change on the server only; the next request already sees the new one.
    expect(await grantAdmin(sharedServer().sqlitePath, email)).toContain(
      `${email} is now an admin (was customer).`,
    );
    const allowed = await page.goto("/admin");
    expect(allowed?.status()).toBe(200);
    await shown(page.getByRole("heading", { level: 1, name: en.admin.title }));
    const tabs = page.getByRole("navigation", { name: en.admin.tabs }).getByRole("link");
    expect(await tabs.allTextContents()).toEqual([
      "Valuations",
      "Appointments",
      "Products",
      "Orders",
      "Attract Images",
      `Special Editions (${specialEditionCount()}/50)`,
      "Mails",
      "Activity",
    ]);
    expect(await tabs.first().getAttribute("aria-current")).toBe("page");

    // The header offers the panel to admins, from any page.
    await page.goto("/");
    await waitForHydration(page);
    await headerLink(page, en.admin.title).click();
    await waitForPath(page, "/admin");
    await shown(page.getByRole("navigation", { name: en.admin.tabs }));
    await context.close();

    // …and still not to a customer.
    const other = await newVisitor(browser, { consented: true });
    await logIn(other.page, customer.email, customer.password);
    await shown(headerLink(other.page, en.nav.profile));
    expect(await headerLink(other.page, en.admin.title).count()).toBe(0);
    await other.context.close();
  });

  it('shows "Loading..." while a guarded page is on its way', async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await logIn(page, customer.email, customer.password);
    await waitForPath(page, "/");
    await waitForHydration(page);
    const loading = page.getByText(en.nav.loading, { exact: true });
    expect(await loading.count()).toBe(0);

    // The page's data is held back until "Loading..." has been seen.
    const profileData = await holdRequests(page, "**/profile.data*");
    await headerLink(page, en.nav.profile).click();
    await profileData.first;
    await shown(loading);
    expect(pathOf(page)).toBe("/");
    profileData.release();
    await waitForPath(page, "/profile");
    await shown(page.getByRole("heading", { level: 1, name: en.profile.title }));
    await loading.waitFor({ state: "detached" });
    await context.close();
  });
});
