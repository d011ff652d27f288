import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminVisitor } from "./support/admin.ts";
import {
  formStatus,
  headerButton,
  headerEmail,
  headerLink,
  messages,
  preConsent,
  resetSecondFactor,
  shown,
  signUp,
  submitLogin,
  uniqueEmail,
  visible,
  waitForPath,
} from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { outboxOf } from "./support/outbox.ts";
import { waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { totpCode, wrongTotpCode } from "#tests/support/totp.ts";

const nl = messages.nl;
const en = messages.en;
const password = "long enough pw";

/** Fills /profile's password step of the two-step sign-in tab and presses its button. */
async function passwordStep(page: Page, label: string, button: string) {
  const form = page
    .locator("main form")
    .filter({ has: page.getByRole("button", { name: button }) });
  await form.getByLabel(label).fill(password);
  await form.getByRole("button", { name: button }).click();
}

/**
 * Two-step sign-in (docs/decisions/0026-second-factor.md) on a server of its own with
 * ADMIN_REQUIRE_2FA=true: an admin is sent from the panel to set it up, enrols with the key the
 * page shows, signs out, signs in with password and code and finds it all in Activity; a
 * customer without JavaScript enrols, signs in with a backup code, and after
 * `npm run admin -- reset-2fa` with the password alone.
 */
// Each test is a whole story (sign-up, set-up, sign-out, sign-in, three axe scans): past the
// default 30 s when another file's server shares the machine.
describe("two-step sign-in", { timeout: 90_000 }, () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ ADMIN_REQUIRE_2FA: "true" });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it("sends an admin to set it up, then asks for the code at sign-in, all in Activity (Dutch)", async () => {
    const { context, page, email } = await adminVisitor(browser, "totp-admin", server);
    context.setDefaultTimeout(20_000);
    const t = nl.twoFactor;

    // No second factor yet: the panel sends the admin to set one up, and says why.
    await page.goto("/nl/admin");
    await waitForPath(page, "/nl/profile?tab=security&required=admin");
    await waitForHydration(page);
    await shown(page.getByText(t.adminRequired));
    expect(await page.getByRole("navigation", { name: nl.admin.tabs }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await passwordStep(page, t.password, t.start);
    const key = page.getByLabel(t.keyIntro);
    await shown(key);
    await shown(page.getByRole("img", { name: t.qrAlt }));
    const codes = page.getByRole("list", { name: t.backupCodes }).getByRole("listitem");
    expect(await codes.count()).toBe(10);
    expect(await violations(page)).toEqual([]);

    // A wrong first code keeps the same set-up on the page.
    const secret = await key.inputValue();
    await page.getByLabel(t.code).fill(await wrongTotpCode(secret));
    await page.getByRole("button", { name: t.confirm }).click();
    await shown(formStatus(page, nl.auth.errors["invalid-code"]));
    expect(await key.inputValue()).toBe(secret);
    await page.getByLabel(t.code).fill(await totpCode(secret));
    await page.getByRole("button", { name: t.confirm }).click();
    await shown(page.getByText(t.turnedOn));
    await page.getByRole("link", { name: t.toAdmin }).click();
    await waitForPath(page, "/nl/admin");
    await shown(page.getByRole("navigation", { name: nl.admin.tabs }));

    await waitForHydration(page);
    await visible(headerButton(page, nl.nav.signOut)).click();
    await shown(visible(headerLink(page, nl.nav.login)));

    // The password alone opens nothing: the second step asks for the code, then goes on.
    await page.goto("/nl/admin/activity");
    await waitForPath(page, `/nl/login?redirectTo=${encodeURIComponent("/nl/admin/activity")}`);
    await submitLogin(page, email, password, { locale: "nl" });
    await waitForPath(
      page,
      `/nl/login/second-factor?redirectTo=${encodeURIComponent("/nl/admin/activity")}`,
    );
    await waitForHydration(page);
    expect(await visible(headerLink(page, nl.nav.login)).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.getByLabel(t.step.code).fill(await wrongTotpCode(secret));
    await page.getByRole("button", { name: t.step.submit }).click();
    await shown(formStatus(page, nl.auth.errors["invalid-code"]));
    await page.getByLabel(t.step.code).fill(await totpCode(secret));
    await page.getByRole("button", { name: t.step.submit }).click();
    await waitForPath(page, "/nl/admin/activity");
    await shown(headerEmail(page, email));

    // Newest first: the admin's sign-in with the code, the wrong code before it, the second
    // factor turned on, and the command that made them an admin (which names them too).
    const activity = nl.adminActivity;
    const table = page.getByRole("table", { name: activity.table });
    const mine = table.getByRole("row").filter({ hasText: email });
    expect(await mine.locator("td:nth-child(4)").allInnerTexts()).toEqual([
      activity.actions["sign-in"],
      activity.actions["wrong-code"],
      activity.actions.enable,
      activity.actions.role,
    ]);
    expect(await violations(page)).toEqual([]);
    expect(await mine.first().innerText()).toContain("method: totp");
    await context.close();
  });

  it("lets a customer without JavaScript turn it on, sign in with a backup code once, and reset it", async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    context.setDefaultTimeout(20_000);
    await preConsent(context);
    const page = await context.newPage();
    const email = uniqueEmail("totp-nojs");
    const t = en.twoFactor;
    await signUp(page, email, password, { hydrate: false, mailbox: outboxOf(server) });

    await page.goto("/profile?tab=security");
    await shown(page.getByText(t.off));
    await passwordStep(page, t.password, t.start);
    const secret = await page.getByLabel(t.keyIntro).inputValue();
    const codes = await page
      .getByRole("list", { name: t.backupCodes })
      .getByRole("listitem")
      .allInnerTexts();
    await page.getByLabel(t.code).fill(await totpCode(secret));
    await page.getByRole("button", { name: t.confirm }).click();
    await shown(page.getByText(t.turnedOn));
    await shown(page.getByText(t.codesLeft_other.replace("{{count}}", "10")));

    const signInWith = async (code: string) => {
      await context.clearCookies();
      await submitLogin(page, email, password, { hydrate: false });
      await waitForPath(page, `/login/second-factor?redirectTo=${encodeURIComponent("/")}`);
      await page.getByLabel(t.step.code).fill(code);
      await page.getByRole("button", { name: t.step.submit }).click();
    };
    const [first = ""] = codes;
    await signInWith(first);
    await waitForPath(page, "/");
    await shown(headerEmail(page, email));
    // A backup code works once.
    await signInWith(first);
    await shown(formStatus(page, en.auth.errors["invalid-code"]));

    // Lost phone and codes: the command on the server removes the factor, on the record.
    expect(await resetSecondFactor(server.sqlitePath, email)).toContain(
      `${email} has no second factor any more`,
    );
    await context.clearCookies();
    await submitLogin(page, email, password, { hydrate: false });
    await waitForPath(page, "/");
    await shown(headerEmail(page, email));
    await context.close();
  });
});
