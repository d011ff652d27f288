import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "#server/mail/mail-messages.ts";
import { business } from "#server/business.ts";
import {
  messages,
  formStatus,
  headerButton,
  headerLink,
  localized,
  logIn,
  preConsent,
  shown,
  signUp,
  submitLogin,
  uniqueEmail,
  waitForPath,
  type Locale,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { startSmtpServer, type CapturedMail, type TestSmtpServer } from "./support/smtp-server.ts";

let browser: Browser;
let smtp: TestSmtpServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ SMTP_URL: smtp.url, SEED_DEMO_DATA: "false" }),
  ]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

/** A fresh browser profile on this suite's own server, with the cookie banner answered (closed with the browser). */
async function visitor(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await preConsent(context);
  return context.newPage();
}

async function requestReset(page: Page, email: string, locale: Locale) {
  await page.goto(localized("/reset-password", locale));
  await waitForHydration(page);
  await page.locator("main form input[name=email]").fill(email);
  await page
    .locator("main")
    .getByRole("button", { name: messages[locale].auth.reset.submit, exact: true })
    .click();
  const sent = formStatus(page, messages[locale].auth.reset.sent);
  await shown(sent);
  expect(await sent.getAttribute("role")).toBe("status");
}

/** The reset link in the mail's plain-text part, checked to point at this server. */
function resetLink(mail: CapturedMail, locale: Locale): string {
  const path = localized("/reset-password/new", locale).replace(/\//g, "\\/");
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail.text);
  expect(match, `no reset link in the text part:\n${mail.text}`).not.toBeNull();
  const link = match?.[0] ?? "";
  expect(link.startsWith(`${server.url}${localized("/reset-password/new", locale)}?token=`)).toBe(
    true,
  );
  return link;
}

function expectMailInLanguage(mail: CapturedMail, email: string, locale: Locale) {
  const texts = mailMessages[locale].passwordReset;
  const fill = (text: string) => text.replaceAll("{{shop}}", business.name);
  expect(mail.to).toEqual([email]);
  expect(mail.subject).toBe(fill(texts.subject));
  expect(mail.text).toContain(texts.greeting);
  expect(mail.text).toContain(fill(texts.intro));
  expect(mail.text).toContain(texts.signoff);
  expect(mail.html).toContain(texts.action);
}

async function chooseNewPassword(page: Page, link: string, password: string, locale: Locale) {
  await page.goto(link);
  await waitForHydration(page);
  await page.locator("main form input[name=password]").fill(password);
  await page
    .locator("main")
    .getByRole("button", { name: messages[locale].auth.newPassword.submit, exact: true })
    .click();
}

// Each test signs a new account up through the pages and its confirmation mail, then more.
describe("password reset by mail", { timeout: 60_000 }, () => {
  it("fr: mail in French, new password works, old one not, every session ended", async () => {
    const t = messages.fr;
    const email = uniqueEmail("reset-fr");
    const oldPassword = "ancien mot de passe";
    const newPassword = "nouveau mot de passe";

    const page = await visitor();
    await signUp(page, email, oldPassword, { locale: "fr", mailbox: { smtp } });

    // Another device, signed in before the reset.
    const elsewhere = await visitor();
    await logIn(elsewhere, email, oldPassword, { locale: "fr" });
    expect((await elsewhere.goto("/fr/profile"))?.status()).toBe(200);

    await headerButton(page, t.nav.signOut).click();
    await shown(headerLink(page, t.nav.login));
    const before = smtp.mails.length;
    await requestReset(page, email, "fr");

    const mail = await smtp.waitForMail(email, { after: before });
    expectMailInLanguage(mail, email, "fr");
    const link = resetLink(mail, "fr");

    await chooseNewPassword(page, link, newPassword, "fr");
    await shown(formStatus(page, t.auth.newPassword.done));
    await shown(page.locator("main").getByRole("link", { name: t.auth.newPassword.login }));

    // The other device was signed out by the reset.
    await elsewhere.reload();
    await waitForPath(elsewhere, `/fr/login?redirectTo=${encodeURIComponent("/fr/profile")}`);

    // The old password no longer opens the account; the new one does.
    await submitLogin(page, email, oldPassword, { locale: "fr" });
    await shown(formStatus(page, t.auth.errors["invalid-credentials"]));
    await logIn(page, email, newPassword, { locale: "fr" });
    await waitForPath(page, "/fr");
  });

  it("nl: mails in the language last logged in with; a link works once only", async () => {
    const t = messages.nl;
    const email = uniqueEmail("reset-nl");
    const page = await visitor();
    // Signed up in English, then logged in on the Dutch site: Dutch is the user's language now.
    await signUp(page, email, "oud wachtwoord", { mailbox: { smtp } });
    await headerButton(page, messages.en.nav.signOut).click();
    await shown(headerLink(page, messages.en.nav.login));
    await logIn(page, email, "oud wachtwoord", { locale: "nl" });
    await headerButton(page, t.nav.signOut).click();
    await shown(headerLink(page, t.nav.login));
    // Asked for on the English page, the mail still follows the user's language.
    const before = smtp.mails.length;
    await requestReset(page, email, "en");

    const mail = await smtp.waitForMail(email, { after: before });
    expectMailInLanguage(mail, email, "nl");
    const link = resetLink(mail, "nl");

    await chooseNewPassword(page, link, "nieuw wachtwoord", "nl");
    await shown(formStatus(page, t.auth.newPassword.done));

    await chooseNewPassword(page, link, "nog een wachtwoord", "nl");
    await shown(formStatus(page, t.auth.errors["invalid-token"]));
    await shown(page.locator("main").getByRole("link", { name: t.auth.newPassword.requestNew }));

    await submitLogin(page, email, "nog een wachtwoord", { locale: "nl" });
    await shown(formStatus(page, t.auth.errors["invalid-credentials"]));
    await logIn(page, email, "nieuw wachtwoord", { locale: "nl" });
  });

  it("answers an unknown address exactly like a known one, and mails nobody", async () => {
    const unknown = uniqueEmail("nobody");
    const known = uniqueEmail("somebody");
    const page = await visitor();
    await signUp(page, known, "a password of mine", { mailbox: { smtp } });
    const before = smtp.mails.length;

    await requestReset(page, unknown, "en");
    // Then a known address: once its mail is in, an (unwanted) earlier one would be too.
    await requestReset(page, known, "en");
    const mail = await smtp.waitForMail(known, { after: before });
    expectMailInLanguage(mail, known, "en");
    resetLink(mail, "en");

    const since = smtp.mails.slice(before);
    expect(since.map((m) => m.to)).toEqual([[known]]);
    expect(smtp.mails.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("refuses a made-up token with the translated message", async () => {
    const page = await visitor();
    await chooseNewPassword(page, "/fr/reset-password/new?token=made-up", "peu importe 123", "fr");
    await shown(formStatus(page, messages.fr.auth.errors["invalid-token"]));
  });
});
