import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { requireAdmin } from "#app/lib/guards.server.ts";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { requestContext, type RequestContext } from "#server/http/request-context.ts";
import { auditRecords, clearAuditRecords } from "#tests/support/audit.ts";
import { cookieFrom, createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { totpCode } from "#tests/support/totp.ts";
import {
  addPasskey,
  customerWithAuthenticator,
  passkeysService,
  signInWithPasskey,
  withCookies,
} from "#tests/support/passkeys.ts";
import {
  enrolled,
  password,
  passwordStep,
  signedIn,
  twoFactorService,
} from "#tests/support/two-factor.ts";

type MiddlewareArgs = Parameters<typeof requireAdmin>[0];

describeEachDatabase("admins behind a second factor (ADMIN_REQUIRE_2FA)", (use) => {
  let t: TestAuth;
  let n = 0;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });
  beforeEach(async () => {
    await clearAuditRecords(use().db);
  });

  const grant = (email: string) =>
    createRolesService({ db: use().db }).change(email, "admin", "npm run admin -- grant");

  /**
   * The admin layout's guard on a request with these cookies, the services built with the rule
   * on or off: the admin data (what `next` answers), or where the visitor was sent.
   */
  async function openAdmin(headers: Headers, rule: boolean) {
    const context = new RouterContextProvider();
    // The guard reads only the signed-in user and the two-factor service of the context.
    const ctx = {
      services: { twoFactor: twoFactorService(use().db, t, { adminRequiresSecondFactor: rule }) },
      session: () => whoIs(t.auth, headers),
    } as unknown as RequestContext;
    context.set(requestContext, ctx);
    const url = new URL("http://shop.test/nl/admin");
    const args = {
      request: new Request(url),
      url,
      params: {},
      context,
    } as unknown as MiddlewareArgs;
    try {
      const answer = await requireAdmin(args, () => Promise.resolve(new Response("admin data")));
      return { data: answer instanceof Response ? await answer.text() : null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { status: thrown.status, location: thrown.headers.get("location") };
    }
  }

  it("sends an admin without a second factor to set one up, with no admin data", async () => {
    const email = `bare-admin${++n}@example.be`;
    await t.customer(email, { password });
    await grant(email);
    const signedIn = await t.accounts().signIn({ email, password }, origin());
    if (!signedIn.ok) throw new Error(signedIn.error);
    const headers = cookieFrom(signedIn.headers);
    expect(await openAdmin(headers, true)).toEqual({
      status: 302,
      location: "/nl/profile?tab=security&required=admin",
    });
    // ADMIN_REQUIRE_2FA=false (development, tests) lets them through.
    expect(await openAdmin(headers, false)).toEqual({ data: "admin data" });
    // The sign-in to an admin account was recorded, with the password alone.
    const signIns = (await auditRecords(use().db)).filter((r) => r.action === "sign-in");
    expect(signIns).toMatchObject([
      { entity: "account", actorEmail: email, after: { email, method: "password" } },
    ]);
  });

  it("lets an admin with a second factor in, once signed in with password and code", async () => {
    const service = twoFactorService(use().db, t);
    const email = `totp-admin${++n}@example.be`;
    const { setup, headers } = await enrolled(t, service, email);
    await grant(email);
    expect(await openAdmin(headers, true)).toEqual({ data: "admin data" });

    const waiting = await passwordStep(t, email);
    expect(await openAdmin(waiting, true)).toEqual({
      status: 302,
      location: `/nl/login?redirectTo=${encodeURIComponent("/nl/admin")}`,
    });
    const done = await service.completeSignIn(
      waiting,
      { code: await totpCode(setup.totpURI) },
      origin(),
    );
    if (!done.ok) throw new Error(done.error);
    expect(await openAdmin(cookieFrom(done.headers), true)).toEqual({ data: "admin data" });
    const signIns = (await auditRecords(use().db)).filter((r) => r.action === "sign-in");
    expect(signIns).toMatchObject([{ actorEmail: email, after: { method: "totp" } }]);
  });

  it("records no sign-in of a customer", async () => {
    const email = `plain${++n}@example.be`;
    await t.customer(email, { password });
    expect((await auditRecords(use().db)).filter((r) => r.action === "sign-in")).toEqual([]);
  });

  const confirmPage = `/nl/login/second-factor?redirectTo=${encodeURIComponent("/nl/admin")}`;
  const signInMethod = async (headers: Headers) => (await signedIn(t, headers)).signedInWith;

  it("asks a session that showed no second factor to confirm it, with a code or a backup code", async () => {
    const { db } = use();
    const service = twoFactorService(db, t, { max: 3 });
    const email = `federated-admin${++n}@example.be`;
    const { setup, headers } = await enrolled(t, service, email);
    await grant(email);
    const user = await signedIn(t, headers);
    // As a federated sign-in leaves it: better-auth asks a provider's sign-in for no code.
    await db
      .updateTable("sessions")
      .set({ signed_in_with: "federated" })
      .where("id", "=", user.sessionId)
      .execute();
    expect(await openAdmin(headers, true)).toEqual({ status: 302, location: confirmPage });
    expect(await service.secondStep(headers, await signedIn(t, headers))).toEqual({
      purpose: "confirm",
      code: true,
      passkey: false,
    });
    const holder = { ...user, signedInWith: "federated" as const };
    // Nor may such a session change the factors: a stolen password (or provider account)
    // would swap the code for the thief's own.
    for (const change of ["newBackupCodes", "disable", "start"] as const) {
      expect(await service[change](headers, holder, { password }, origin())).toMatchObject({
        ok: false,
        error: "not-authorized",
      });
    }

    const wrong = await service.confirmSession(headers, holder, { code: "000000" }, origin());
    expect(wrong).toMatchObject({ ok: false, error: "invalid-code" });
    expect(await openAdmin(headers, true)).toEqual({ status: 302, location: confirmPage });
    const [backup] = setup.backupCodes;
    const confirmed = await service.confirmSession(headers, holder, { code: backup }, origin());
    expect(confirmed.ok).toBe(true);
    expect(await signInMethod(headers)).toBe("backup-code");
    expect(await openAdmin(headers, true)).toEqual({ data: "admin data" });
    const proven = { ...holder, signedInWith: "backup-code" as const };
    expect(await service.newBackupCodes(headers, proven, { password }, origin())).toMatchObject({
      ok: true,
    });
    // The backup code is used up.
    const again = await service.confirmSession(headers, holder, { code: backup }, origin());
    expect(again).toMatchObject({ ok: false, error: "invalid-code" });

    const records = await auditRecords(db);
    expect(records.filter((r) => r.action === "confirm")).toMatchObject([
      { entity: "account", actorEmail: email, after: { method: "backup-code" } },
    ]);
    expect(records.filter((r) => r.action === "wrong-code")).toHaveLength(2);
    // Wrong codes are limited as on the sign-in's second step: after a third, even the right
    // code from this client waits for the window to end.
    const third = await service.confirmSession(headers, holder, { code: "111111" }, origin());
    expect(third).toMatchObject({ ok: false, error: "invalid-code" });
    const totp = await totpCode(setup.totpURI);
    expect(await service.confirmSession(headers, holder, { code: totp }, origin())).toMatchObject({
      ok: false,
      error: "rate-limited",
    });
  });

  it("counts a passkey as an admin's second factor: the password alone asks for it", async () => {
    const { db } = use();
    const passkeys = passkeysService(db, t);
    const service = twoFactorService(db, t);
    const admin = await customerWithAuthenticator(db, t, `passkey-admin${++n}@example.be`, {
      admin: true,
    });
    // Before the passkey: nothing to confirm with, so it is to be set up.
    expect(await openAdmin(admin.headers, true)).toEqual({
      status: 302,
      location: "/nl/profile?tab=security&required=admin",
    });
    await addPasskey(
      passkeys,
      { ...admin, user: { ...admin.user, role: "admin" } },
      admin.authenticator,
      "Key",
    );
    expect(await openAdmin(admin.headers, true)).toEqual({ status: 302, location: confirmPage });
    expect(await service.secondStep(admin.headers, await signedIn(t, admin.headers))).toEqual({
      purpose: "confirm",
      code: false,
      passkey: true,
    });

    const withPasskey = await signInWithPasskey(passkeys, admin.authenticator);
    if (!withPasskey.ok) throw new Error(withPasskey.error);
    const headers = withCookies(new Headers(), withPasskey.headers);
    expect(await signInMethod(headers)).toBe("passkey");
    expect(await openAdmin(headers, true)).toEqual({ data: "admin data" });
    const signIns = (await auditRecords(db)).filter((r) => r.action === "sign-in");
    expect(signIns).toMatchObject([{ actorEmail: admin.user.email, after: { method: "passkey" } }]);
  });

  it("asks nothing more of a customer, whatever the session", async () => {
    const email = `customer${++n}@example.be`;
    const { headers } = await t.customer(email, { password });
    const service = twoFactorService(use().db, t);
    expect(await service.secondStep(headers, await signedIn(t, headers))).toBeNull();
    expect(await service.secondStep(new Headers(), null)).toBeNull();
  });
});
