import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  messages,
  formStatus,
  headerButton,
  headerEmail,
  headerLink,
  localized,
  logIn,
  sessionCookie,
  shown,
  signUp,
  signUpSent,
  submitLogin,
  submitSignUp,
  uniqueEmail,
  waitForPath,
  type Locale,
} from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { mailTexts } from "./support/outbox.ts";
import { openServerDatabase } from "./support/database.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function usersWithEmail(email: string): number {
  const db = openServerDatabase();
  try {
    const row = db.prepare("select count(*) as count from users where email = ?").get(email) as {
      count: number;
    };
    return row.count;
  } finally {
    db.close();
  }
}

function storedProfile(email: string) {
  const db = openServerDatabase();
  try {
    return db.prepare("select id, name, phone, locale from users where email = ?").get(email) as
      { id: string; name: string; phone: string; locale: string } | undefined;
  } finally {
    db.close();
  }
}

const fieldValue = (page: Page, name: string) =>
  page.locator(`main form input[name=${name}]`).inputValue();

describe("accounts: sign up, profile, sign out, log in", () => {
  for (const locale of ["en", "nl"] as const satisfies Locale[]) {
    const t = messages[locale];
    it(`${locale}: the whole round trip, with the header following along`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      const email = uniqueEmail(`round-trip-${locale}`);
      const password = "correct horse 1";

      // Sign up: lands signed in on the language's home page.
      await signUp(page, email, password, { locale });
      expect(await headerLink(page, t.nav.login).count()).toBe(0);
      const stored = storedProfile(email);
      expect(stored).toMatchObject({ name: "", phone: "", locale });

      // The session cookie cannot be read by scripts and is not sent on cross-site posts.
      const cookie = await sessionCookie(context);
      expect(cookie).toBeDefined();
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");

      // Profile, opened from the header.
      await waitForHydration(page);
      await headerLink(page, t.nav.profile).click();
      await waitForPath(page, localized("/profile", locale));
      await shown(page.getByRole("heading", { level: 1, name: t.profile.title }));
      // E-mail, user id and creation time to read; name and phone to edit, empty at first.
      const details = page.locator("main dl");
      expect(await details.textContent()).toContain(email);
      expect(await details.textContent()).toContain(stored?.id);
      expect(await details.textContent()).toContain(t.profile.createdAt);
      expect(await details.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\d/);
      expect(await fieldValue(page, "name")).toBe("");
      await page.locator("main form input[name=name]").fill("Anna Peeters");
      await page.locator("main form input[name=phone]").fill("+32 470 12 34 56");
      await page.getByRole("button", { name: t.profile.submit, exact: true }).click();
      await shown(formStatus(page, t.profile.updated));
      expect(await formStatus(page, t.profile.updated).getAttribute("role")).toBe("status");

      // The values were stored, not just kept in the form.
      await page.reload();
      await waitForHydration(page);
      expect(await fieldValue(page, "name")).toBe("Anna Peeters");
      expect(await fieldValue(page, "phone")).toBe("+32 470 12 34 56");
      expect(storedProfile(email)).toMatchObject({
        name: "Anna Peeters",
        phone: "+32 470 12 34 56",
      });

      // Sign out: back home, the header offers Login again and the cookie is gone.
      await headerButton(page, t.nav.signOut).click();
      await waitForPath(page, localized("/", locale));
      await shown(headerLink(page, t.nav.login));
      expect(await headerEmail(page, email).count()).toBe(0);
      expect(await sessionCookie(context)).toBeUndefined();

      // Log in again from the header's link: back on the page it was followed from.
      await waitForHydration(page);
      await headerLink(page, t.nav.login).click();
      await waitForPath(page, localized("/login", locale));
      await submitLogin(page, email, password, { locale });
      await waitForPath(page, localized("/", locale));
      await shown(headerEmail(page, email));
      expect((await sessionCookie(context))?.httpOnly).toBe(true);
      await context.close();
    });
  }

  for (const locale of ["en", "nl"] as const satisfies Locale[]) {
    const t = messages[locale];
    it(`${locale}: a wrong password shows the translated error and stays on the login page`, async () => {
      const { context, page } = await newVisitor(browser, { consented: true });
      const email = uniqueEmail(`wrong-password-${locale}`);
      await signUp(page, email, "the right one", { locale });
      await headerButton(page, t.nav.signOut).click();
      await shown(headerLink(page, t.nav.login));

      await submitLogin(page, email, "the wrong one", { locale });
      const error = formStatus(page, t.auth.errors["invalid-credentials"]);
      await shown(error);
      expect(await error.getAttribute("role")).toBe("alert");
      await waitForPath(page, localized("/login", locale));
      expect(await headerEmail(page, email).count()).toBe(0);
      expect(await sessionCookie(context)).toBeUndefined();
      // The e-mail stays filled in, ready for another try.
      expect(await fieldValue(page, "email")).toBe(email);
      await context.close();
    });
  }

  it("changes the password on the profile: this session stays, the others end", async () => {
    const t = messages.en;
    const email = uniqueEmail("change-password");
    const { context, page } = await newVisitor(browser, { consented: true });
    await signUp(page, email, "first password");
    const elsewhere = await newVisitor(browser, { consented: true });
    await logIn(elsewhere.page, email, "first password");

    await page.goto("/profile");
    await waitForHydration(page);
    const form = page.locator("main form").filter({ has: page.locator("input[name=newPassword]") });
    const submit = form.getByRole("button", { name: t.profile.passwordSubmit, exact: true });
    await form.locator("input[name=currentPassword]").fill("not my password");
    await form.locator("input[name=newPassword]").fill("second password");
    await submit.click();
    await shown(formStatus(page, t.auth.errors["wrong-password"]));

    await form.locator("input[name=currentPassword]").fill("first password");
    await form.locator("input[name=newPassword]").fill("second password");
    await submit.click();
    await shown(formStatus(page, t.profile.passwordChanged));

    // This browser stays signed in; the other one is signed out.
    expect((await page.reload())?.status()).toBe(200);
    await shown(headerEmail(page, email));
    await elsewhere.page.goto("/profile");
    await waitForPath(elsewhere.page, `/login?redirectTo=${encodeURIComponent("/profile")}`);
    await submitLogin(elsewhere.page, email, "first password");
    await shown(formStatus(elsewhere.page, t.auth.errors["invalid-credentials"]));
    await logIn(elsewhere.page, email, "second password");
    await waitForPath(elsewhere.page, "/profile");
    await elsewhere.context.close();
    await context.close();
  });

  it("refuses a password shorter than 8 characters next to the field and stores no user", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const email = uniqueEmail("short-password");
    await submitSignUp(page, email, "abcde", { locale: "nl" });
    const fieldError = page
      .locator("main")
      .getByText(messages.nl.validation.passwordTooShort.replace("{{min}}", "8"), {
        exact: true,
      });
    await shown(fieldError);
    await shown(formStatus(page, messages.nl.failures.invalid));
    const password = page.locator("main form input[name=password]");
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await password.getAttribute("aria-describedby")).toContain(
      await fieldError.getAttribute("id"),
    );
    await waitForPath(page, "/nl/signup");
    expect(await sessionCookie(context)).toBeUndefined();
    expect(usersWithEmail(email)).toBe(0);
    await context.close();
  });

  it("answers a sign-up with a known address as with a new one, and tells the owner by mail", async () => {
    const first = await newVisitor(browser, { consented: true });
    const email = uniqueEmail("taken");
    await signUp(first.page, email, "first password");
    await first.context.close();

    const { context, page } = await newVisitor(browser, { consented: true });
    // Same address in other capitals: addresses are compared case-insensitively.
    await submitSignUp(page, email.toUpperCase(), "second password");
    await shown(signUpSent(page, email));
    await waitForPath(page, "/signup");
    expect(await sessionCookie(context)).toBeUndefined();
    expect(usersWithEmail(email)).toBe(1);
    await expect
      .poll(async () => (await mailTexts(email)).some((text) => text.includes("/reset-password")))
      .toBe(true);
    // The stranger's password opens nothing; the owner's still does.
    await submitLogin(page, email, "second password");
    await shown(formStatus(page, messages.en.auth.errors["invalid-credentials"]));
    await logIn(page, email, "first password");
    await context.close();
  });

  it("works without JavaScript: sign-up, sign-out and login are plain form posts", async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    const email = uniqueEmail("no-js");
    const password = "no scripts here";
    await signUp(page, email, password, { locale: "nl", hydrate: false });
    expect(usersWithEmail(email)).toBe(1);

    await headerButton(page, messages.nl.nav.signOut).click();
    await waitForPath(page, "/nl");
    await shown(headerLink(page, messages.nl.nav.login));

    // A failed login re-renders the page with the message, from the server alone.
    await submitLogin(page, email, "not the password", { locale: "nl", hydrate: false });
    await shown(formStatus(page, messages.nl.auth.errors["invalid-credentials"]));

    await logIn(page, email, password, { locale: "nl", hydrate: false });
    await waitForPath(page, "/nl");
    expect((await sessionCookie(context))?.sameSite).toBe("Lax");
    await context.close();
  });
});
