import { beforeAll, beforeEach, expect, it } from "vitest";
import { createTestAuth, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { auditRecords, clearAuditRecords } from "#tests/support/audit.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import {
  addPasskey,
  customerWithAuthenticator,
  passkeysService,
  signInWithPasskey,
  withCookies,
} from "#tests/support/passkeys.ts";

/**
 * Passkeys through whole WebAuthn ceremonies (a software authenticator answers better-auth's
 * options): adding one, signing in with it alone, and the rules of the list on /profile.
 */
describeEachDatabase("passkeys", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = (who: string) => `${who}${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });
  beforeEach(async () => {
    await clearAuditRecords(use().db);
  });

  it("adds a named passkey, lists it, and signs in with it alone, noting its use", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const customer = await customerWithAuthenticator(db, t, email("passkey"));
    expect(await passkeys.hasPasskey(customer.user.id)).toBe(false);

    const added = await addPasskey(passkeys, customer, customer.authenticator, "Laptop");
    expect(added).toMatchObject({ ok: true, passkey: { name: "Laptop" } });
    const [listed, ...others] = await passkeys.list(customer.user.id);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ name: "Laptop", lastUsedAt: null, synced: false });
    expect(await passkeys.hasPasskey(customer.user.id)).toBe(true);

    const signedIn = await signInWithPasskey(passkeys, customer.authenticator);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const session = await whoIs(t.auth, withCookies(new Headers(), signedIn.headers));
    expect(session).toMatchObject({ id: customer.user.id, email: customer.user.email });
    const [used] = await passkeys.list(customer.user.id);
    expect(used?.lastUsedAt).not.toBeNull();
    // The language the passkey signed in from is the one the account's mails follow.
    const { locale } = await db
      .selectFrom("users")
      .select("locale")
      .where("id", "=", customer.user.id)
      .executeTakeFirstOrThrow();
    expect(locale).toBe("nl");
    // A customer's passkeys are not an admin's: the audit trail stays empty.
    expect(await auditRecords(db)).toEqual([]);
  });

  it("renames and removes only the owner's own passkeys; a removed one no longer signs in", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const owner = await customerWithAuthenticator(db, t, email("owner"));
    const stranger = await customerWithAuthenticator(db, t, email("stranger"));
    const added = await addPasskey(passkeys, owner, owner.authenticator, "Phone");
    if (!added.ok) throw new Error(added.error);
    const id = added.passkey.id;

    expect(await passkeys.rename(stranger.user, { id, passkeyName: "Mine now" })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await passkeys.remove(stranger.user, { id })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await passkeys.list(owner.user.id)).map((p) => p.name)).toEqual(["Phone"]);
    expect(await passkeys.list(stranger.user.id)).toEqual([]);

    expect(await passkeys.rename(owner.user, { id, passkeyName: "  " })).toMatchObject({
      error: "invalid",
      fieldErrors: { passkeyName: "required" },
    });
    expect(await passkeys.rename(owner.user, { id, passkeyName: "Work\nphone" })).toMatchObject({
      fieldErrors: { passkeyName: "oneLine" },
    });
    expect(await passkeys.rename(owner.user, { id, passkeyName: " Work phone " })).toEqual({
      ok: true,
      id,
      name: "Work phone",
    });
    expect(await passkeys.remove(owner.user, { id })).toEqual({
      ok: true,
      id,
      name: "Work phone",
    });
    expect(await passkeys.list(owner.user.id)).toEqual([]);
    expect(await passkeys.hasPasskey(owner.user.id)).toBe(false);
    expect(await passkeys.remove(owner.user, { id })).toMatchObject({ error: "not-found" });
    expect(await signInWithPasskey(passkeys, owner.authenticator)).toEqual({
      ok: false,
      error: "invalid-credentials",
    });
  });

  it("records an admin's added, renamed and removed passkeys in the audit trail", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const admin = await customerWithAuthenticator(db, t, email("admin"), { admin: true });
    const added = await addPasskey(passkeys, admin, admin.authenticator, "YubiKey");
    if (!added.ok) throw new Error(added.error);
    const id = added.passkey.id;
    await passkeys.rename(admin.user, { id, passkeyName: "YubiKey 5" });
    // A save that changes nothing is not a change.
    await passkeys.rename(admin.user, { id, passkeyName: "YubiKey 5" });
    // The passkey now guards the admin account: a session the password alone opened may not
    // remove it (a thief could remove it and set up their own); one that showed it may.
    expect(await passkeys.remove(admin.user, { id })).toEqual({
      ok: false,
      error: "not-authorized",
    });
    const signedIn = await signInWithPasskey(passkeys, admin.authenticator);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const proven = await whoIs(t.auth, withCookies(new Headers(), signedIn.headers));
    if (!proven) throw new Error("not signed in with the passkey");
    expect(proven.signedInWith).toBe("passkey");
    expect(await passkeys.remove(proven, { id })).toMatchObject({ ok: true });
    const actor = { actorId: admin.user.id, actorEmail: admin.user.email, command: null };
    const entry = { ...actor, entity: "passkey", entityId: id };
    const records = (await auditRecords(db)).filter((record) => record.entity === "passkey");
    expect(records).toEqual([
      { ...entry, action: "create", before: null, after: { name: "YubiKey" } },
      { ...entry, action: "update", before: { name: "YubiKey" }, after: { name: "YubiKey 5" } },
      { ...entry, action: "delete", before: { name: "YubiKey 5" }, after: null },
    ]);
  });

  it("keeps a user's passkeys to that user: each signs in to its own account", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const first = await customerWithAuthenticator(db, t, email("first"));
    const second = await customerWithAuthenticator(db, t, email("second"));
    for (const who of [first, second]) {
      const added = await addPasskey(passkeys, who, who.authenticator, "Key");
      expect(added.ok).toBe(true);
    }
    for (const who of [first, second]) {
      const signedIn = await signInWithPasskey(passkeys, who.authenticator);
      if (!signedIn.ok) throw new Error(signedIn.error);
      const session = await whoIs(t.auth, withCookies(new Headers(), signedIn.headers));
      expect(session?.id).toBe(who.user.id);
    }
    expect(await passkeys.hasPasskey(first.user.id)).toBe(true);
    expect(await passkeys.hasPasskey("no-such-user")).toBe(false);
  });
});
