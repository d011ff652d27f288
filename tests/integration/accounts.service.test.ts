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

  async function signedUp(address = email(), locale: "en" | "nl" | "fr" = "en") {
    const outcome = await accounts.signUp({ email: address, password }, origin(locale));
    if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.error}`);
    return { email: address, headers: cookieFrom(outcome.headers) };
  }

  const tokenFromLastMail = () => {
    const link = /https?:\/\/\S+/.exec(t.mails.at(-1)?.text ?? "")?.[0] ?? "";
    return { link, token: new URL(link).searchParams.get("token") ?? "" };
  };

  it("signs up a customer with an empty profile and a session cookie", async () => {
    const address = email();
    const outcome = await accounts.signUp(
      { email: `  ${address.toUpperCase()} `, password },
      origin("nl"),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const cookie = outcome.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // http://shop.test is not HTTPS
    const user = await whoIs(t.auth, cookieFrom(outcome.headers));
    expect(user).toMatchObject({ email: address, role: "customer", name: "" });
    const row = await use()
      .db.selectFrom("users")
      .select(["email", "name", "phone", "role", "locale"])
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: address, name: "", phone: "", role: "customer", locale: "nl" });
  });

  it("marks the session cookie Secure when the shop is served over HTTPS", async () => {
    const https = createTestAuth(use().db, "https://shop.example.be");
    const outcome = await https.accounts().signUp({ email: email(), password }, origin("en"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const cookie = outcome.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/^__Secure-storefront\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a short password, a bad e-mail and a taken e-mail, storing nothing", async () => {
    const address = email();
    expect(await accounts.signUp({ email: address, password: "short12" }, origin("en"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordTooShort" },
    });
    expect(await accounts.signUp({ email: "not-an-address", password }, origin("en"))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { email: "invalidEmail" },
    });
    const count = await use()
      .db.selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    await signedUp(address);
    expect(await accounts.signUp({ email: address, password }, origin("en"))).toEqual({
      ok: false,
      error: "email-taken",
    });
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

    expect(
      await accounts.changePassword(here, {
        currentPassword: "not it at all",
        newPassword: "fresh password",
      }),
    ).toEqual({ ok: false, error: "wrong-password" });
    const changed = await accounts.changePassword(here, {
      currentPassword: password,
      newPassword: "fresh password",
    });
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(await whoIs(t.auth, elsewhere)).toBeNull();
    expect(await whoIs(t.auth, cookieFrom(changed.headers))).toMatchObject({ email: address });
  });

  it("limits sign-in attempts per e-mail and per client, in the database", async () => {
    const { email: address } = await signedUp();
    const limited = t.accounts(2);
    const here = origin("en", "198.51.100.7");
    expect((await limited.signIn({ email: address, password: "wrong one!" }, here)).ok).toBe(false);
    expect((await limited.signIn({ email: address, password: "wrong again" }, here)).ok).toBe(
      false,
    );
    // The right password no longer helps: the address has used its attempts.
    expect(await limited.signIn({ email: address, password }, here)).toEqual({
      ok: false,
      error: "rate-limited",
    });
    // Another client is limited on the same address too...
    expect(
      await limited.signIn({ email: address, password }, origin("en", "198.51.100.8")),
    ).toEqual({
      ok: false,
      error: "rate-limited",
    });
    // ...and one client gets three times the per-address budget across addresses.
    const client = origin("en", "198.51.100.9");
    for (let i = 0; i < 6; i++) {
      expect(await limited.signIn({ email: `x${i}@example.be`, password }, client)).toEqual({
        ok: false,
        error: "invalid-credentials",
      });
    }
    const last = await limited.signIn({ email: "x9@example.be", password }, client);
    expect(last).toEqual({ ok: false, error: "rate-limited" });
    const counters = await use()
      .db.selectFrom("rate_limits")
      .select(["key", "count"])
      .where("key", "=", "sign-in:client:198.51.100.9")
      .executeTakeFirstOrThrow();
    expect(counters.count).toBe(7);
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
    expect((await limited.signUp({ email: address, password }, client)).ok).toBe(true);
    expect(
      await limited.signUp({ email: address, password }, origin("en", "198.51.100.21")),
    ).toEqual({
      ok: false,
      error: "rate-limited",
    });
  });
});
