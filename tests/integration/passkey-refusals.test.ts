import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import {
  addPasskey,
  customerWithAuthenticator,
  passkeysService,
  signInWithPasskey,
  withCookies,
} from "#tests/support/passkeys.ts";

/**
 * What passkeys refuse: too many ceremonies, an old session adding one, an authenticator that
 * did not verify the person, a forged answer; and an admin's passkey that could not be audited
 * is not added.
 */
describeEachDatabase("passkey refusals", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = (who: string) => `${who}${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });

  it("limits the options to add a passkey per account, and to sign in with one per client", async () => {
    const { db } = use();
    // max 2: two per account and window, six per client.
    const passkeys = passkeysService(db, t, 2);
    const customer = await customerWithAuthenticator(db, t, email("limited"));
    const ask = () => passkeys.registrationOptions(customer.headers, customer.user, "198.51.100.7");
    expect((await ask()).ok).toBe(true);
    expect((await ask()).ok).toBe(true);
    expect(await ask()).toMatchObject({ ok: false, error: "rate-limited" });
    // Another account from the same client still may.
    const other = await customerWithAuthenticator(db, t, email("other"));
    const answer = await passkeys.registrationOptions(other.headers, other.user, "198.51.100.7");
    expect(answer.ok).toBe(true);

    const signIn = () => passkeys.signInOptions(new Headers(), "198.51.100.8");
    for (let i = 0; i < 6; i++) expect((await signIn()).ok).toBe(true);
    expect(await signIn()).toMatchObject({ ok: false, error: "rate-limited" });
    expect((await passkeys.signInOptions(new Headers(), "198.51.100.9")).ok).toBe(true);
  });

  it("asks a session older than a day to sign in again before adding a passkey", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const customer = await customerWithAuthenticator(db, t, email("stale"));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await db
      .updateTable("sessions")
      .set({ created_at: twoDaysAgo })
      .where("id", "=", customer.user.sessionId)
      .execute();
    expect(
      await passkeys.registrationOptions(customer.headers, customer.user, "198.51.100.10"),
    ).toEqual({ ok: false, error: "not-authorized" });
    expect(
      await passkeys.registrationOptions(new Headers(), customer.user, "198.51.100.10"),
    ).toEqual({ ok: false, error: "not-signed-in" });
  });

  it("refuses a passkey that did not verify the person, and a forged or replayed answer", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const touched = await customerWithAuthenticator(db, t, email("touch"), { userVerified: false });
    expect(await addPasskey(passkeys, touched, touched.authenticator, "Old key")).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    expect(await passkeys.list(touched.user.id)).toEqual([]);

    const customer = await customerWithAuthenticator(db, t, email("forged"));
    expect((await addPasskey(passkeys, customer, customer.authenticator, "Key")).ok).toBe(true);
    const options = await passkeys.signInOptions(new Headers(), "198.51.100.11");
    if (!options.ok) throw new Error(options.error);
    const cookies = withCookies(new Headers(), options.headers);
    const answer = customer.authenticator.authenticate(options.options);
    const forged = structuredClone(answer);
    const response = forged.response as Record<string, string>;
    response.signature = Buffer.from("not a signature").toString("base64url");
    expect(await passkeys.signIn(cookies, { response: forged })).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    // The challenge was used up by the forged answer: the genuine one cannot reuse it.
    expect(await passkeys.signIn(cookies, { response: answer })).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    // Without the challenge's cookie there is nothing to answer.
    expect(await passkeys.signIn(new Headers(), { response: answer })).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
    expect(await passkeys.signIn(cookies, { response: { id: "x" } })).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect((await signInWithPasskey(passkeys, customer.authenticator)).ok).toBe(true);
  });

  it("does not add an admin's passkey when its audit record cannot be written", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const admin = await customerWithAuthenticator(db, t, email("unaudited"), { admin: true });
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    try {
      await expect(addPasskey(passkeys, admin, admin.authenticator, "Key")).rejects.toThrow();
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
    expect(await passkeys.list(admin.user.id)).toEqual([]);
    expect((await addPasskey(passkeys, admin, admin.authenticator, "Key")).ok).toBe(true);
    expect(await passkeys.hasPasskey(admin.user.id)).toBe(true);
  });
});
