import { beforeAll, beforeEach, expect, it } from "vitest";
import { createTwoFactorResetService } from "#server/accounts/two-factor-reset.service.ts";
import { auditRecords, clearAuditRecords } from "#tests/support/audit.ts";
import { cookieFrom, createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { totpCode, wrongTotpCode } from "#tests/support/totp.ts";
import {
  enrolled,
  password,
  passwordStep,
  signedIn,
  twoFactorService,
} from "#tests/support/two-factor.ts";

describeEachDatabase("second factor (TOTP and backup codes)", (use) => {
  let t: TestAuth;
  let n = 0;
  const email = (prefix: string) => `${prefix}${++n}@example.be`;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });
  beforeEach(async () => {
    await clearAuditRecords(use().db);
  });

  it("turns on with a code from the app; then signing in asks for one, and a right one signs in", async () => {
    const service = twoFactorService(use().db, t);
    const address = email("totp");
    const { setup, headers } = await enrolled(t, service, address);
    expect(setup.backupCodes).toHaveLength(10);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.secret.replace(/ /g, "")).toBe(new URL(setup.totpURI).searchParams.get("secret"));
    const user = await signedIn(t, headers);
    expect(user.twoFactorEnabled).toBe(true);
    expect(await service.status(user.id)).toEqual({
      enabled: true,
      hasPassword: true,
      backupCodesLeft: 10,
    });

    // The password alone gives no session: only the cookie of a sign-in waiting for its code.
    const waiting = await passwordStep(t, address);
    expect(await whoIs(t.auth, waiting)).toBeNull();
    expect(await service.pendingSignIn(waiting)).toBe(true);
    const done = await service.completeSignIn(
      waiting,
      { code: await totpCode(setup.totpURI) },
      origin(),
    );
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(await whoIs(t.auth, cookieFrom(done.headers))).toMatchObject({ email: address });
    // The sign-in is over: its cookie names nothing any more.
    expect(await service.pendingSignIn(waiting)).toBe(false);
    expect((await auditRecords(use().db)).map((r) => [r.entity, r.action, r.actorEmail])).toEqual([
      ["second-factor", "enable", address],
    ]);
  });

  it("takes each backup code once, typed with or without its dash", async () => {
    const service = twoFactorService(use().db, t);
    const address = email("backup");
    const { setup, headers } = await enrolled(t, service, address);
    const [first = "", second = ""] = setup.backupCodes;
    const signIn = async (code: string) =>
      service.completeSignIn(await passwordStep(t, address), { code }, origin());
    expect((await signIn(first)).ok).toBe(true);
    expect(await signIn(first)).toMatchObject({ ok: false, error: "invalid-code" });
    expect((await signIn(` ${second.replace("-", "")} `)).ok).toBe(true);
    expect(await service.status((await signedIn(t, headers)).id)).toMatchObject({
      backupCodesLeft: 8,
    });
    // One wrong code recorded, with whose account it was.
    const wrong = (await auditRecords(use().db)).filter((r) => r.action === "wrong-code");
    expect(wrong).toMatchObject([
      { entity: "second-factor", actorEmail: address, after: { code: "backup-code" } },
    ]);
  });

  it("counts wrong codes as wrong passwords: past the limit only another client may try", async () => {
    // Counters are per client address: these are this test's own.
    const [guesser, owner, other] = ["198.51.100.6", "198.51.100.7", "198.51.100.8"];
    const service = twoFactorService(use().db, t, { max: 3 });
    const address = email("guess");
    const { setup } = await enrolled(t, service, address, owner);
    const waiting = await passwordStep(t, address, guesser);
    const wrong = await wrongTotpCode(setup.totpURI);
    for (let i = 0; i < 3; i++) {
      expect(
        await service.completeSignIn(waiting, { code: wrong }, origin("en", guesser)),
      ).toMatchObject({ error: "invalid-code" });
    }
    // The guessing client is stopped, even with the right code…
    const right = { code: await totpCode(setup.totpURI) };
    expect(await service.completeSignIn(waiting, right, origin("en", guesser))).toMatchObject({
      error: "rate-limited",
    });
    // …while the owner, on a client that did not guess, gets in.
    const signIn = await passwordStep(t, address, owner);
    expect((await service.completeSignIn(signIn, right, origin("en", owner))).ok).toBe(true);
    const records = await auditRecords(use().db);
    expect(records.filter((r) => r.action === "wrong-code")).toHaveLength(3);
    // A code of the wrong shape is not checked, so not counted either.
    const typo = await passwordStep(t, address, other);
    expect(await service.completeSignIn(typo, { code: "12ab" }, origin("en", other))).toMatchObject(
      {
        error: "invalid-code",
      },
    );
    expect((await auditRecords(use().db)).filter((r) => r.action === "wrong-code")).toHaveLength(3);
  });

  it("refuses a second step without a sign-in waiting for it", async () => {
    const service = twoFactorService(use().db, t);
    expect(await service.completeSignIn(new Headers(), { code: "123456" }, origin())).toEqual({
      ok: false,
      error: "sign-in-expired",
    });
    const forged = new Headers({ cookie: "storefront.two_factor=2fa-made-up.c2lnbmF0dXJl" });
    expect(await service.pendingSignIn(forged)).toBe(false);
  });

  it("keeps the set-up on the page after a wrong first code, and stays off", async () => {
    const service = twoFactorService(use().db, t);
    const { headers } = await t.customer(email("typo"), { password });
    const user = await signedIn(t, headers);
    const started = await service.start(headers, user, { password }, origin());
    if (!started.ok) throw new Error(started.error);
    const { totpURI, backupCodes } = started.setup;
    const form = { totpURI, backupCodes: backupCodes.join(" ") };
    const wrong = await service.confirm(
      headers,
      user,
      { ...form, code: await wrongTotpCode(totpURI) },
      origin(),
    );
    expect(wrong).toMatchObject({
      ok: false,
      error: "invalid-code",
      setup: { totpURI, backupCodes },
    });
    expect(await service.status(user.id)).toMatchObject({ enabled: false });
    expect(await service.start(headers, user, { password: "not it at all" }, origin())).toEqual({
      ok: false,
      error: "wrong-password",
    });
    expect(await auditRecords(use().db)).toEqual([]);
  });

  it("turns off with the password and makes new backup codes, recording both", async () => {
    const service = twoFactorService(use().db, t);
    const address = email("off");
    const { setup, headers } = await enrolled(t, service, address);
    const user = await signedIn(t, headers);
    const renewed = await service.newBackupCodes(headers, user, { password }, origin());
    if (!renewed.ok) throw new Error(renewed.error);
    expect(renewed.backupCodes).toHaveLength(10);
    const old = setup.backupCodes[0] ?? "";
    expect(
      await service.completeSignIn(await passwordStep(t, address), { code: old }, origin()),
    ).toMatchObject({ error: "invalid-code" });

    expect(await service.disable(headers, user, { password: "wrong again" }, origin())).toEqual({
      ok: false,
      error: "wrong-password",
    });
    const off = await service.disable(headers, user, { password }, origin());
    expect(off.ok).toBe(true);
    const signIn = await t.accounts().signIn({ email: address, password }, origin());
    expect(signIn).toMatchObject({ ok: true, secondFactor: false });
    expect((await auditRecords(use().db)).map((r) => r.action)).toEqual([
      "enable",
      "new-backup-codes",
      "wrong-code",
      "disable",
    ]);
  });

  it("removes a factor with reset-2fa's service, recorded with the command line", async () => {
    const service = twoFactorService(use().db, t);
    const address = email("lost");
    await enrolled(t, service, address);
    const reset = createTwoFactorResetService({ db: use().db });
    const command = `npm run admin -- reset-2fa ${address}`;
    expect(await reset.reset(` ${address.toUpperCase()} `, command)).toEqual({
      ok: true,
      change: "reset",
      email: address,
    });
    expect(await reset.reset(address, command)).toEqual({
      ok: true,
      change: "none",
      email: address,
    });
    expect(await reset.reset("nobody@example.be", command)).toEqual({
      ok: false,
      error: "no-such-user",
    });
    const signIn = await t.accounts().signIn({ email: address, password }, origin());
    expect(signIn).toMatchObject({ ok: true, secondFactor: false });
    const records = await auditRecords(use().db);
    expect(records.filter((r) => r.action === "reset")).toEqual([
      {
        actorId: null,
        actorEmail: null,
        command,
        entity: "second-factor",
        entityId: (await signedIn(t, cookieFrom(signIn.ok ? signIn.headers : new Headers()))).id,
        action: "reset",
        before: { email: address, enabled: true },
        after: null,
      },
    ]);
  });
});
