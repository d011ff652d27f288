import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { requireAdmin } from "#app/lib/guards.server.ts";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { requestContext, type RequestContext } from "#server/http/request-context.ts";
import { auditRecords, clearAuditRecords } from "#tests/support/audit.ts";
import { cookieFrom, createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { totpCode } from "#tests/support/totp.ts";
import { enrolled, password, passwordStep, twoFactorService } from "#tests/support/two-factor.ts";

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
      { entity: "account", actorEmail: email, after: { email, secondFactor: "none" } },
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
    expect(signIns).toMatchObject([{ actorEmail: email, after: { secondFactor: "totp" } }]);
  });

  it("records no sign-in of a customer", async () => {
    const email = `plain${++n}@example.be`;
    await t.customer(email, { password });
    expect((await auditRecords(use().db)).filter((r) => r.action === "sign-in")).toEqual([]);
  });
});
