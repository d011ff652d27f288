import SQLite from "better-sqlite3";
import { en } from "#app/i18n/en.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  formStatus,
  headerEmail,
  preConsent,
  shown,
  signUpSent,
  submitSignUp,
  uniqueEmail,
  waitForPath,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { findRing, storeCart } from "./support/catalogue.ts";
import {
  nameFromLogin,
  oidcDevSelectors,
  startOidcProvider,
  type TestOidcProvider,
} from "./support/oidc-provider.ts";
import { newVisitor, waitForHydration, waitForText } from "./support/pages.ts";
import { freePort, startServer, type RunningServer } from "./support/server.ts";

const providerName = "Antwerp ID";
const buttonName = (locale: "en" | "nl") =>
  messages[locale].auth.federated.replace("{{provider}}", providerName);

let browser: Browser;
let provider: TestOidcProvider;
let server: RunningServer;

beforeAll(async () => {
  // The provider must know the callback address before the shop starts (the shop reads the
  // provider's discovery document at start), so the shop's port is chosen first.
  const port = await freePort();
  const shopUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${shopUrl}/api/auth/callback/oidc`] });
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer(
      {
        // The demo catalogue, for the way back to checkout.
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: providerName,
      },
      { port },
    ),
  ]);
  expect(server.url).toBe(shopUrl);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await provider.close();
});

/**
 * A fresh browser profile on this suite's server: the provider keeps its own session cookie,
 * so each federated sign-in that should see the provider's pages needs a new one.
 */
async function visitor(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await preConsent(context);
  return context.newPage();
}

interface StoredUser {
  id: string;
  email_verified: number;
  name: string;
}

function storedUsers(email: string) {
  const db = new SQLite(server.sqlitePath, { readonly: true });
  try {
    const users = db
      .prepare("select id, email_verified, name from users where email = ?")
      .all(email) as StoredUser[];
    const accounts = db
      .prepare(
        "select a.provider_id, a.account_id from accounts a join users u on u.id = a.user_id where u.email = ?",
      )
      .all(email) as { provider_id: string; account_id: string }[];
    return { users, accounts };
  } finally {
    db.close();
  }
}

/** Waits for the redirect to the provider; if the shop keeps the browser, says what it shows. */
async function reachProvider(page: Page) {
  try {
    await page.waitForURL((url) => url.origin === provider.issuer, { timeout: 10_000 });
  } catch {
    const content = await page.locator("main").innerText();
    throw new Error(
      `the browser was not sent to the provider; it is on ${page.url()}:\n${content}`,
    );
  }
}

/** From a login page of the shop: the button, then the provider's login and consent pages. */
async function signInAtProvider(page: Page, email: string, locale: "en" | "nl" = "en") {
  await waitForHydration(page);
  await page.getByRole("button", { name: buttonName(locale), exact: true }).click();
  await reachProvider(page);
  await page.locator(oidcDevSelectors.login).fill(email);
  await page.locator(oidcDevSelectors.password).fill("anything at all");
  await page.locator(oidcDevSelectors.submit).click();
  await shown(page.getByRole("heading", { level: 1, name: "Authorize" }));
  await page.locator(oidcDevSelectors.consent).click();
  await page.waitForURL((url) => url.origin === server.url);
}

describe("federated sign-in (OpenID Connect)", () => {
  it("signs a new customer in through the provider and creates a verified user", async () => {
    const email = uniqueEmail("federated");
    const page = await visitor();
    await page.goto("/login");
    await shown(page.getByRole("button", { name: buttonName("en"), exact: true }));
    await signInAtProvider(page, email);

    await waitForPath(page, "/");
    await shown(headerEmail(page, email));
    const { users, accounts } = storedUsers(email);
    expect(users).toHaveLength(1);
    expect(users[0]?.email_verified).toBe(1);
    expect(users[0]?.name).toBe(nameFromLogin(email));
    expect(accounts).toEqual([{ provider_id: "oidc", account_id: email }]);
    // The session knows it came from the provider (which asked the shop for no second factor:
    // the admin panel would ask for one), and from where.
    await page.goto("/profile?tab=sessions");
    const device = page
      .getByRole("table", { name: en.sessions.caption })
      .getByRole("row")
      .filter({ hasText: en.sessions.thisDevice });
    await shown(device.getByRole("cell", { name: en.sessions.methods.federated, exact: true }));
    await shown(device.getByRole("cell", { name: "127.0.0.1", exact: true }));
  });

  it("finds the same user on the next sign-in and returns to the page asked for", async () => {
    const email = uniqueEmail("returning");
    const first = await visitor();
    await first.goto("/login");
    await signInAtProvider(first, email);
    await shown(headerEmail(first, email));
    const [created] = storedUsers(email).users;
    expect(created).toBeDefined();

    // Another browser, the same person: starts from a guarded page's login link.
    const page = await visitor();
    await page.goto("/profile");
    await waitForPath(page, `/login?redirectTo=${encodeURIComponent("/profile")}`);
    await signInAtProvider(page, email);
    await waitForPath(page, "/profile");
    await shown(headerEmail(page, email));
    expect(await page.locator("main dl").textContent()).toContain(created?.id);

    const { users, accounts } = storedUsers(email);
    expect(users.map((user) => user.id)).toEqual([created?.id]);
    expect(accounts).toHaveLength(1);
  });

  it("signs in from the sign-up page's button too", async () => {
    const email = uniqueEmail("from-signup");
    const page = await visitor();
    await page.goto("/signup?redirectTo=%2Forders");
    await signInAtProvider(page, email);
    await waitForPath(page, "/orders");
    await shown(headerEmail(page, email));
    expect(storedUsers(email).accounts).toEqual([{ provider_id: "oidc", account_id: email }]);
  });

  it("comes back to checkout with the cart, as a customer who logs in with a password does", async () => {
    const ring = await findRing(() => true, server.url);
    const context = await browser.newContext({ baseURL: server.url });
    await preConsent(context);
    await storeCart(context, [
      {
        id: ring.id,
        carat: ring.variants[0]?.caratHundredths,
        metal: ring.metal,
        ringSize: null,
        quantity: 3,
      },
    ]);
    const page = await context.newPage();
    await page.goto("/checkout");
    await waitForPath(page, `/login?redirectTo=${encodeURIComponent("/checkout")}`);
    await signInAtProvider(page, uniqueEmail("federated-checkout"));
    await waitForPath(page, "/checkout");
    const summary = page.getByRole("region", { name: en.shop.checkout.summary });
    await waitForText(summary, `3 × ${ring.name}`);
    await context.close();
  });

  it("does not join an existing password account whose address was never verified", async () => {
    const email = uniqueEmail("pre-registered");
    const owner = await visitor();
    // Signed up, its address never confirmed.
    await submitSignUp(owner, email, "someone else's password");
    await shown(signUpSent(owner, email));

    const page = await visitor();
    await page.goto("/login?redirectTo=%2Fprofile");
    await signInAtProvider(page, email);
    await page.waitForURL((url) => url.pathname === "/login");
    await shown(formStatus(page, messages.en.auth.errors["account-not-linked"]));
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile");
    expect(await headerEmail(page, email).count()).toBe(0);
    const { users, accounts } = storedUsers(email);
    expect(users).toHaveLength(1);
    expect(accounts.map((account) => account.provider_id)).toEqual(["credential"]);
  });

  it("nl: cancelling at the provider returns to the Dutch login page with a message", async () => {
    const page = await visitor();
    await page.goto("/nl/login?redirectTo=%2Fnl%2Forders");
    await waitForHydration(page);
    await page.getByRole("button", { name: buttonName("nl"), exact: true }).click();
    await reachProvider(page);
    await page.locator(oidcDevSelectors.cancel).click();

    await page.waitForURL((url) => url.origin === server.url && url.pathname === "/nl/login");
    await shown(formStatus(page, messages.nl.auth.errors.federated));
    expect(await formStatus(page, messages.nl.auth.errors.federated).getAttribute("role")).toBe(
      "alert",
    );
    // The way back is kept for a second try.
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/nl/orders");
    expect(await page.locator("main input[name=redirectTo]").first().inputValue()).toBe(
      "/nl/orders",
    );
  });

  it("shows no federated button when no provider is configured (the shared server)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    for (const [path, locale] of [
      ["/login", "en"],
      ["/signup", "en"],
      ["/nl/login", "nl"],
    ] as const) {
      await page.goto(path);
      await shown(page.locator("main form input[name=email]"));
      // After hydration, so that the passkey button (drawn only then) is there to be told apart.
      await waitForHydration(page);
      const federatedWords = messages[locale].auth.federated.replace("{{provider}}", "");
      const passkey = messages[locale].passkeys.signIn;
      const names = await page
        .locator("main button")
        .evaluateAll((buttons) => buttons.map((b) => b.textContent.trim()));
      expect(names.filter((n) => n.startsWith(federatedWords) && n !== passkey)).toEqual([]);
      expect(await page.locator("main input[name=intent][value=federated]").count()).toBe(0);
    }
    await context.close();
  });
});
