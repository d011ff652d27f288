import { beforeAll, expect, it } from "vitest";
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "#server/accounts/account.service.ts";
import { cookieFrom, createTestAuth, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const password = "correct horse battery";

describeEachDatabase("accounts", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = () => `person${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });

  async function signedUp(address = email(), locale: "en" | "nl" | "fr" = "en") {
    const outcome = await signUp(t.account(), { email: address, password }, locale);
    if (!outcome.ok) throw new Error(`sign-up failed: ${outcome.error}`);
    return { email: address, headers: cookieFrom(outcome.headers) };
  }

  const tokenFromLastMail = () => {
    const link = /https?:\/\/\S+/.exec(t.mails.at(-1)?.text ?? "")?.[0] ?? "";
    return { link, token: new URL(link).searchParams.get("token") ?? "" };
  };

  it("signs up a customer with an empty profile and a session cookie", async () => {
    const address = email();
    const outcome = await signUp(
      t.account(),
      { email: `  ${address.toUpperCase()} `, password },
      "nl",
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
    const outcome = await signUp(https.account(), { email: email(), password }, "en");
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
    expect(await signUp(t.account(), { email: address, password: "short12" }, "en")).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordTooShort" },
    });
    expect(await signUp(t.account(), { email: "not-an-address", password }, "en")).toEqual({
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
    expect(await signUp(t.account(), { email: address, password }, "en")).toEqual({
      ok: false,
      error: "email-taken",
    });
  });

  it("signs in with the right password only, and remembers the language for mails", async () => {
    const { email: address } = await signedUp();
    expect(await signIn(t.account(), { email: address, password: "wrong password" }, "en")).toEqual(
      {
        ok: false,
        error: "invalid-credentials",
      },
    );
    expect(await signIn(t.account(), { email: "nobody@example.be", password }, "en")).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    const outcome = await signIn(t.account(), { email: address, password }, "fr");
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
    const cleared = await signOut(t.account(), headers);
    expect(cleared.getSetCookie().join()).toMatch(/session_token=;/);
    expect(await whoIs(t.auth, headers)).toBeNull();
  });

  it("resets a password with the mailed token, once, and ends every session", async () => {
    const { email: address, headers } = await signedUp(email(), "nl");
    const mailsBefore = t.mails.length;
    expect(await requestPasswordReset(t.account(), { email: address })).toEqual({ ok: true });
    expect(t.mails).toHaveLength(mailsBefore + 1);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(address);
    expect(mail?.subject).toMatch(/wachtwoord/);
    const { link, token } = tokenFromLastMail();
    expect(link.startsWith("http://shop.test/nl/reset-password/new?token=")).toBe(true);
    expect(mail?.html).toContain(token);

    const newPassword = "a brand new secret";
    expect(await resetPassword(t.account(), { token, password: newPassword })).toEqual({
      ok: true,
    });
    expect(await whoIs(t.auth, headers)).toBeNull();
    expect((await signIn(t.account(), { email: address, password }, "nl")).ok).toBe(false);
    expect((await signIn(t.account(), { email: address, password: newPassword }, "nl")).ok).toBe(
      true,
    );
    expect(await resetPassword(t.account(), { token, password: "yet another one" })).toEqual({
      ok: false,
      error: "invalid-token",
    });
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const mailsBefore = t.mails.length;
    expect(await requestPasswordReset(t.account(), { email: "stranger@example.be" })).toEqual({
      ok: true,
    });
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it("refuses an expired reset token and a new password that is too short", async () => {
    const { email: address } = await signedUp();
    await requestPasswordReset(t.account(), { email: address });
    const { token } = tokenFromLastMail();
    expect(await resetPassword(t.account(), { token, password: "short" })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { password: "passwordTooShort" },
    });
    await use()
      .db.updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("identifier", "=", `reset-password:${token}`)
      .execute();
    expect(await resetPassword(t.account(), { token, password: "long enough now" })).toEqual({
      ok: false,
      error: "invalid-token",
    });
    expect(await resetPassword(t.account(), { token: "", password: "long enough now" })).toEqual({
      ok: false,
      error: "invalid-token",
    });
  });

  it("changes the password with the current one, ending the other sessions only", async () => {
    const { email: address, headers: here } = await signedUp();
    const other = await signIn(t.account(), { email: address, password }, "en");
    if (!other.ok) throw new Error("second sign-in failed");
    const elsewhere = cookieFrom(other.headers);

    expect(
      await changePassword(t.account(), here, {
        currentPassword: "not it at all",
        newPassword: "fresh password",
      }),
    ).toEqual({ ok: false, error: "wrong-password" });
    const changed = await changePassword(t.account(), here, {
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
    const limited = t.account("198.51.100.7", 2);
    expect((await signIn(limited, { email: address, password: "wrong one!" }, "en")).ok).toBe(
      false,
    );
    expect((await signIn(limited, { email: address, password: "wrong again" }, "en")).ok).toBe(
      false,
    );
    // The right password no longer helps: the address has used its attempts.
    expect(await signIn(limited, { email: address, password }, "en")).toEqual({
      ok: false,
      error: "rate-limited",
    });
    // Another client is limited on the same address too...
    expect(await signIn(t.account("198.51.100.8", 2), { email: address, password }, "en")).toEqual({
      ok: false,
      error: "rate-limited",
    });
    // ...and one client gets three times the per-address budget across addresses.
    const client = t.account("198.51.100.9", 2);
    for (let i = 0; i < 6; i++) {
      expect(await signIn(client, { email: `x${i}@example.be`, password }, "en")).toEqual({
        ok: false,
        error: "invalid-credentials",
      });
    }
    const last = await signIn(client, { email: "x9@example.be", password }, "en");
    expect(last).toEqual({ ok: false, error: "rate-limited" });
    const counters = await use()
      .db.selectFrom("rate_limits")
      .select(["key", "count"])
      .where("key", "=", "sign-in:client:198.51.100.9")
      .executeTakeFirstOrThrow();
    expect(counters.count).toBe(7);
  });

  it("limits sign-up and reset requests per e-mail as well", async () => {
    const limited = t.account("198.51.100.20", 1);
    const address = email();
    expect((await requestPasswordReset(limited, { email: address })).ok).toBe(true);
    expect(await requestPasswordReset(limited, { email: address })).toEqual({
      ok: false,
      error: "rate-limited",
    });
    expect((await signUp(limited, { email: address, password }, "en")).ok).toBe(true);
    expect(await signUp(t.account("198.51.100.21", 1), { email: address, password }, "en")).toEqual(
      {
        ok: false,
        error: "rate-limited",
      },
    );
  });
});
