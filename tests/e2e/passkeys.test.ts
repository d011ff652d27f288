import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formStatus,
  grantAdmin,
  headerButton,
  headerEmail,
  headerLink,
  localized,
  messages,
  preConsent,
  sessionCookie,
  shown,
  signUp,
  submitLogin,
  uniqueEmail,
  waitForPath,
} from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { outboxOf } from "./support/outbox.ts";
import { waitForHydration } from "./support/pages.ts";
import { faultLines } from "./support/server-log.ts";
import { freePort, startServer, type RunningServer } from "./support/server.ts";

/*
 * Passkeys in Chromium (issue 24), through its virtual authenticator (DevTools' WebAuthn
 * domain): a customer adds one on /profile, signs out, and signs in with it alone on /login,
 * landing where the sign-in was going; an admin whose one second factor is a passkey is asked
 * for it after the password before the panel opens. WebAuthn wants a domain for its relying party (an IP
 * address is refused), so this suite's server is reached, and told it is reached, as localhost.
 */

let browser: Browser;
let server: RunningServer;
let shopUrl: string;

beforeAll(async () => {
  const port = await freePort();
  shopUrl = `http://localhost:${port}`;
  [browser, server] = await Promise.all([
    launchBrowser(),
    // The admin rule on: a passkey is an admin's second factor too.
    startServer({ PUBLIC_URL: shopUrl, ADMIN_REQUIRE_2FA: "true" }, { port }),
  ]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

/** A fresh browser profile on this suite's server; `authenticator` plugs in a platform one. */
async function visitor(options: { authenticator: boolean }): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({ baseURL: shopUrl });
  context.setDefaultTimeout(20_000);
  await preConsent(context);
  const page = await context.newPage();
  if (options.authenticator) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }
  return { context, page };
}

describe("passkeys", () => {
  it("a customer adds a passkey on /profile, signs out and signs in with it alone", async () => {
    const en = messages.en;
    const t = en.passkeys;
    const { context, page } = await visitor({ authenticator: true });
    const email = uniqueEmail("passkey");
    await signUp(page, email, "passkey account pw", { mailbox: outboxOf(server) });

    await page.goto("/profile?tab=security");
    await waitForHydration(page);
    await shown(page.getByText(t.none, { exact: true }));
    expect(await violations(page)).toEqual([]);

    // Add one: a name, then the (virtual) authenticator answers the browser's dialog.
    await page.getByLabel(t.nameLabel).fill("Work laptop");
    await page.getByRole("button", { name: t.add, exact: true }).click();
    const added = formStatus(page, t.addedNamed.replace("{{name}}", "Work laptop"));
    await shown(added);
    expect(await added.getAttribute("role")).toBe("status");
    const table = page.getByRole("table", { name: t.caption });
    const row = table.getByRole("row").filter({ hasText: "Work laptop" });
    await shown(row);
    expect(await row.getByText(t.never, { exact: true }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    // Rename it from its dialog; the list shows the new name and the change is announced.
    await row.getByRole("button", { name: `${t.rename} Work laptop` }).click();
    const dialog = page.getByRole("dialog", {
      name: t.renameTitle.replace("{{name}}", "Work laptop"),
    });
    await shown(dialog);
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel(t.newName).fill("Laptop");
    await dialog.getByRole("button", { name: t.save, exact: true }).click();
    await shown(
      page.getByRole("status").filter({ hasText: t.renamed.replace("{{name}}", "Laptop") }),
    );
    await shown(table.getByRole("row").filter({ hasText: /^Laptop/ }));

    // Sign out through the header.
    await headerButton(page, en.nav.signOut).click();
    await waitForPath(page, "/");
    await shown(headerLink(page, en.nav.login));
    expect(await sessionCookie(context)).toBeUndefined();

    // The passkey alone, from the French login page, going on to where it was going.
    const fr = messages.fr.passkeys;
    await page.goto(`/fr/login?redirectTo=${encodeURIComponent("/fr/orders")}`);
    await waitForHydration(page);
    const signIn = page.getByRole("button", { name: fr.signIn, exact: true });
    await shown(signIn);
    expect(await violations(page)).toEqual([]);
    await signIn.click();
    await waitForPath(page, "/fr/orders");
    await shown(headerEmail(page, email));

    // Its use is noted: no longer "never used".
    await page.goto("/profile?tab=security");
    await waitForHydration(page);
    const used = page.getByRole("table", { name: t.caption }).getByRole("row").nth(1);
    await shown(used);
    expect(await used.getByText(t.never, { exact: true }).count()).toBe(0);
    expect(await used.locator("time").count()).toBe(2);

    // Remove it, after the question: the removal is announced, focus goes to the section.
    await used.getByRole("button", { name: `${t.remove} Laptop` }).click();
    const confirm = page.getByRole("dialog", {
      name: t.removeTitle.replace("{{name}}", "Laptop"),
    });
    await shown(confirm);
    await confirm.getByRole("button", { name: t.remove, exact: true }).click();
    const removed = t.removed.replace("{{name}}", "Laptop");
    await shown(page.getByRole("status").filter({ hasText: removed }));
    await shown(page.getByText(t.none, { exact: true }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.title);
    // Nothing the browser did was logged as a fault of the server's.
    expect(faultLines(server.output())).toEqual([]);
    await context.close();
  }, 90_000);

  it("an admin with a passkey alone is asked for it after the password (Dutch)", async () => {
    const nl = messages.nl;
    const { context, page } = await visitor({ authenticator: true });
    const email = uniqueEmail("passkey-admin");
    const password = "passkey admin pw";
    await signUp(page, email, password, { mailbox: outboxOf(server) });
    await grantAdmin(server.sqlitePath, email);

    // No second factor yet: the panel sends the admin to set one up, a passkey will do.
    await page.goto("/nl/admin");
    await waitForPath(page, "/nl/profile?tab=security&required=admin");
    await waitForHydration(page);
    await shown(page.getByText(nl.twoFactor.adminRequired));
    await page.getByLabel(nl.passkeys.nameLabel).fill("Toonbank");
    await page.getByRole("button", { name: nl.passkeys.add, exact: true }).click();
    // Added from a session the password alone opened: the passkey now guards the account, so
    // its factors are locked, and the panel closed, until this session shows one.
    await shown(page.getByText(nl.twoFactor.confirmFirst));
    expect(await page.getByLabel(nl.passkeys.nameLabel).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.goto("/nl/admin");
    const confirmPage = `/nl/login/second-factor?redirectTo=${encodeURIComponent("/nl/admin")}`;
    await waitForPath(page, confirmPage);

    // Signed out, the password alone leads to the passkey, then to where it was going.
    await page.context().clearCookies();
    await page.goto(`/nl/login?redirectTo=${encodeURIComponent("/nl/admin")}`);
    await submitLogin(page, email, password, { locale: "nl" });
    await waitForPath(page, confirmPage);
    await waitForHydration(page);
    const step = nl.twoFactor.step;
    await shown(page.getByRole("heading", { name: step.confirmTitle }));
    expect(await page.getByLabel(step.code).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: step.usePasskey, exact: true }).click();
    await waitForPath(page, "/nl/admin");
    await shown(page.getByRole("navigation", { name: nl.admin.tabs }));

    // The passkey's session replaced the password's: beside the sign-up's session (its cookie
    // dropped above, the session still there), this device alone, signed in with the passkey.
    // Activity names the sign-ins: the password's, then the passkey's.
    await page.goto("/nl/profile?tab=sessions");
    const devices = page.getByRole("table", { name: nl.sessions.caption }).getByRole("row");
    await expect.poll(() => devices.count()).toBe(3);
    const thisDevice = devices.filter({ hasText: nl.sessions.thisDevice });
    expect(await thisDevice.innerText()).toContain(nl.sessions.methods.passkey);
    await page.goto("/nl/admin/activity");
    const mine = page
      .getByRole("table", { name: nl.adminActivity.table })
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ hasText: nl.adminActivity.actions["sign-in"] });
    await expect
      .poll(() => mine.allInnerTexts())
      .toEqual([
        expect.stringContaining("method: passkey"),
        expect.stringContaining("method: password"),
      ]);
    expect(faultLines(server.output())).toEqual([]);
    await context.close();
  }, 90_000);

  it("says so when the browser has no passkeys, and when no passkey answered", async () => {
    const { context, page } = await visitor({ authenticator: false });
    // A browser without WebAuthn at all.
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, "PublicKeyCredential");
    });
    await page.goto(localized("/login", "nl"));
    await waitForHydration(page);
    const nl = messages.nl.passkeys;
    await page.getByRole("button", { name: nl.signIn, exact: true }).click();
    const unsupported = formStatus(page, nl.problems.unsupported);
    await shown(unsupported);
    expect(await unsupported.getAttribute("role")).toBe("alert");
    expect(await violations(page)).toEqual([]);
    await context.close();

    // An authenticator that holds no passkey for the shop: the browser gives up, as on cancel.
    const fresh = await visitor({ authenticator: true });
    await fresh.page.goto("/login");
    await waitForHydration(fresh.page);
    const en = messages.en.passkeys;
    await fresh.page.getByRole("button", { name: en.signIn, exact: true }).click();
    await shown(formStatus(fresh.page, en.problems["sign-in-cancelled"]), 30_000);
    await waitForPath(fresh.page, "/login");
    await fresh.context.close();
  }, 60_000);
});
