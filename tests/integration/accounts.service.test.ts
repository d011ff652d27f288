import { beforeAll, expect, it } from "vitest";
import type { AccountsService } from "#server/accounts/accounts.service.ts";
import { cookieFrom, createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const password = "correct horse battery";

describeEachDatabase("accounts", (use) => {
  let t: TestAuth;
  let accounts: AccountsService;
  let n = 0;
  const email = () => `person${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
    accounts = t.accounts();
  });

  const signedUp = (address = email(), locale: "en" | "nl" | "fr" = "en") =>
    t.customer(address, { password, locale });

  const tokenFromLastMail = () => {
    const link = /https?:\/\/\S+/.exec(t.mails.at(-1)?.text ?? "")?.[0] ?? "";
    return { link, token: new URL(link).searchParams.get("token") ?? "" };
  };

  it("signs up a customer with an empty profile, no session yet, and mails the confirmation link", async () => {
    const address = email();
    const outcome = await accounts.signUp(
      { email: `  ${address.toUpperCase()} `, password },
      origin("nl"),
      "/nl/checkout",
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.email).toBe(address);
    expect(outcome.headers.getSetCookie()).toEqual([]);
    const row = await use()
      .db.selectFrom("users")
      .select(["email", "name", "phone", "role", "locale", "email_verified"])
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect({ ...row, email_verified: Boolean(row.email_verified) }).toEqual({
      email: address,
      name: "",
      phone: "",
      role: "customer",
      locale: "nl",
      email_verified: false,
    });
    // The mail is in the account's language; its link confirms, signs in and returns.
    const mail = t.mails.findLast((m) => m.to === address);
    expect(mail?.subject).toBe("Bevestig uw e-mailadres bij Schelde Gold & Diamonds");
    const link = t.confirmationLink(address);
    expect(link.startsWith("http://shop.test/api/auth/verify-email?token=")).toBe(true);
    const answer = await t.follow(link);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/nl/login?redirectTo=%2Fnl%2Fcheckout");
    const cookie = answer.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // http://shop.test is not HTTPS
    expect(await whoIs(t.auth, cookieFrom(answer.headers))).toMatchObject({
      email: address,
      role: "customer",
      name: "",
      emailVerified: true,
    });
    // A forged link changes nothing and says so on the login page.
    const forged = await t.follow(link.replace(/token=[^&]+/, "token=forged"));
    expect(forged.headers.get("location")).toMatch(/^\/nl\/login\?.*error=INVALID_TOKEN/);
  });

  it("marks the session cookie Secure when the shop is served over HTTPS", async () => {
    const https = createTestAuth(use().db, "https://shop.example.be");
    const address = email();
    expect((await https.accounts().signUp({ email: address, password }, origin(), "/")).ok).toBe(
      true,
    );
    const outcome = await https.accounts().signIn({ email: address, password }, origin("en"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const cookie = outcome.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/^__Secure-storefront\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a short password and a bad e-mail, storing nothing", async () => {
    const address = email();
    expect(
      await accounts.signUp({ email: address, password: "short12" }, origin("en"), "/"),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordTooShort" },
    });
    expect(await accounts.signUp({ email: "not-an-address", password }, origin("en"), "/")).toEqual(
      {
        ok: false,
        error: "invalid",
        fieldErrors: { email: "invalidEmail" },
      },
    );
    const count = await use()
      .db.selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("signs in with the right password only, and remembers the language for mails", async () => {
    const { email: address } = await signedUp();
    expect(
      await accounts.signIn({ email: address, password: "wrong password" }, origin("en")),
    ).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    expect(await accounts.signIn({ email: "nobody@example.be", password }, origin("en"))).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    const outcome = await accounts.signIn({ email: address, password }, origin("fr"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await whoIs(t.auth, cookieFrom(outcome.headers))).toMatchObject({ email: address });
    const row = await use()
      .db.selectFrom("users")
      .select("locale")
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe("fr");
  });

  it("signs out: the cookie no longer names anyone", async () => {
    const { headers } = await signedUp();
    expect(await whoIs(t.auth, headers)).not.toBeNull();
    const cleared = await accounts.signOut(headers);
    expect(cleared.getSetCookie().join()).toMatch(/session_token=;/);
    expect(await whoIs(t.auth, headers)).toBeNull();
  });

  it("resets a password with the mailed token, once, and ends every session", async () => {
    const { email: address, headers } = await signedUp(email(), "nl");
    const mailsBefore = t.mails.length;
    expect(await accounts.requestPasswordReset({ email: address }, origin())).toEqual({ ok: true });
    expect(t.mails).toHaveLength(mailsBefore + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(address);
    expect(mail?.subject).toMatch(/wachtwoord/);
    const { link, token } = tokenFromLastMail();
    expect(link.startsWith("http://shop.test/nl/reset-password/new?token=")).toBe(true);
    expect(mail?.html).toContain(token);

    const newPassword = "a brand new secret";
    expect(await accounts.resetPassword({ token, password: newPassword }, origin())).toEqual({
      ok: true,
    });
    expect(await whoIs(t.auth, headers)).toBeNull();
    expect((await accounts.signIn({ email: address, password }, origin("nl"))).ok).toBe(false);
    expect(
      (await accounts.signIn({ email: address, password: newPassword }, origin("nl"))).ok,
    ).toBe(true);
    expect(await accounts.resetPassword({ token, password: "yet another one" }, origin())).toEqual({
      ok: false,
      error: "invalid-token",
    });
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const mailsBefore = t.mails.length;
    expect(await accounts.requestPasswordReset({ email: "stranger@example.be" }, origin())).toEqual(
      {
        ok: true,
      },
    );
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it("refuses an expired reset token and a new password that is too short", async () => {
    const { email: address } = await signedUp();
    await accounts.requestPasswordReset({ email: address }, origin());
    const { token } = tokenFromLastMail();
    expect(await accounts.resetPassword({ token, password: "short" }, origin())).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordTooShort" },
    });
    await use()
      .db.updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .execute();
    expect(await accounts.resetPassword({ token, password: "long enough now" }, origin())).toEqual({
      ok: false,
      error: "invalid-token",
    });
    expect(
      await accounts.resetPassword({ token: "", password: "long enough now" }, origin()),
    ).toEqual({
      ok: false,
      error: "invalid-token",
    });
  });

  it("changes the password with the current one, ending the other sessions only", async () => {
    const { email: address, headers: here } = await signedUp();
    const other = await accounts.signIn({ email: address, password }, origin("en"));
    if (!other.ok) throw new Error("second sign-in failed");
    const elsewhere = cookieFrom(other.headers);
    const user = { id: (await whoIs(t.auth, here))?.id ?? "" };

    expect(
      await accounts.changePassword(
        here,
        user,
        { currentPassword: "not it at all", newPassword: "fresh password" },
        origin(),
      ),
    ).toEqual({ ok: false, error: "wrong-password" });
    const changed = await accounts.changePassword(
      here,
      user,
      { currentPassword: password, newPassword: "fresh password" },
      origin(),
    );
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(await whoIs(t.auth, elsewhere)).toBeNull();
    expect(await whoIs(t.auth, cookieFrom(changed.headers))).toMatchObject({ email: address });
  });

  it("limits sign-up and reset requests per e-mail as well", async () => {
    const limited = t.accounts(1);
    const client = origin("en", "198.51.100.20");
    const address = email();
    expect((await limited.requestPasswordReset({ email: address }, client)).ok).toBe(true);
    expect(await limited.requestPasswordReset({ email: address }, client)).toEqual({
      ok: false,
      error: "rate-limited",
    });
    expect((await limited.signUp({ email: address, password }, client, "/")).ok).toBe(true);
    expect(
      await limited.signUp({ email: address, password }, origin("en", "198.51.100.21"), "/"),
    ).toEqual({
      ok: false,
      error: "rate-limited",
    });
  });
});
