import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { createProfilesService } from "#server/accounts/profiles.service.ts";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { createOrdersService } from "#server/orders/orders.service.ts";
import { cookieFrom, createTestAuth, origin, whoIs, type TestAuth } from "#tests/support/auth.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertOrder, insertUser } from "#tests/support/factories.ts";

describeEachDatabase("profiles, roles and order history", (use) => {
  let t: TestAuth;
  beforeAll(() => {
    t = createTestAuth(use().db);
  });
  const profiles = (now?: Date) =>
    createProfilesService({ db: use().db, now: now ? () => now : undefined });
  const roles = () => createRolesService({ db: use().db });
  /** A user's history as the profile page reads it; a failure fails the test. */
  const orderHistory = async (userId: string) => {
    const orders = createOrdersService({ db: use().db, iban: "BE68539007547034" });
    const history = await orders.historyOf(userId, pino({ level: "silent" }));
    if (!history.ok) throw new Error(history.error);
    return history.orders;
  };

  const roleOf = async (email: string) =>
    (
      await use()
        .db.selectFrom("users")
        .select("role")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).role;

  it("starts a profile with empty name and phone, and updates only those", async () => {
    const user = await insertUser(use().db);
    expect(await profiles().get(user.id)).toMatchObject({
      id: user.id,
      email: user.email,
      name: "",
      phone: "",
      createdAt: "2026-11-01T09:00:00.000Z",
    });
    const now = new Date("2026-11-22T10:00:00.000Z");
    const result = await profiles(now).update(user.id, {
      name: "  Lieve Janssens ",
      phone: "+32 3 123 45 67",
      role: "admin",
      email: "x@example.be",
    });
    expect(result.ok && result.profile).toMatchObject({
      name: "Lieve Janssens",
      phone: "+32 3 123 45 67",
      email: user.email,
    });
    expect(await roleOf(user.email)).toBe("customer");
  });

  it("rejects a bad phone number or an over-long name and changes nothing", async () => {
    const user = await insertUser(use().db);
    await profiles().update(user.id, { name: "Jan", phone: "" });
    expect(await profiles().update(user.id, { name: "Jan", phone: "call me maybe" })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { phone: "invalidPhone" },
    });
    expect(await profiles().update(user.id, { name: "J".repeat(101), phone: "" })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { name: "tooLong" },
    });
    expect(await profiles().update(user.id, {})).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect(await profiles().get(user.id)).toMatchObject({ name: "Jan", phone: "" });
  });

  it("changes a role only through the command's service", async () => {
    const user = await insertUser(use().db);
    expect(
      await roles().change(` ${user.email.toUpperCase()} `, "admin", "npm run admin -- grant"),
    ).toEqual({
      ok: true,
      change: "changed",
      email: user.email,
      from: "customer",
      to: "admin",
    });
    expect(await roleOf(user.email)).toBe("admin");
    expect(await roles().change(user.email, "admin", "npm run admin -- grant")).toEqual({
      ok: true,
      change: "unchanged",
      email: user.email,
      role: "admin",
    });
    expect(await roles().change(user.email, "customer", "npm run admin -- revoke")).toMatchObject({
      ok: true,
      change: "changed",
      to: "customer",
    });
    expect(await roles().change("ghost@example.be", "admin", "npm run admin -- grant")).toEqual({
      ok: false,
      error: "no-such-user",
    });
  });

  it("gives no request of a user a way to change their role", async () => {
    const email = "climber@example.be";
    const outcome = await t
      .accounts()
      .signUp({ email, password: "long enough pw", role: "admin" }, origin("en"), "/");
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await roleOf(email)).toBe("customer");
    const headers = cookieFrom((await t.follow(t.confirmationLink(email))).headers);
    // better-auth's own profile update refuses fields marked input: false.
    await expect(
      t.auth.api.updateUser({ body: { role: "admin" } as never, headers }),
    ).rejects.toThrow();
    expect(await roleOf(email)).toBe("customer");
    expect(await whoIs(t.auth, headers)).toMatchObject({ role: "customer" });
  });

  it("lists a user's own orders only, newest first, with reference, items and total", async () => {
    const ann = await insertUser(use().db);
    const bob = await insertUser(use().db);
    const older = await insertOrder(use().db, ann.id, [
      {
        name: "Classic Solitaire",
        caratHundredths: 100,
        metal: "platinum",
        unitPriceCents: 450_000,
      },
    ]);
    const newer = await insertOrder(
      use().db,
      ann.id,
      [
        { name: "Halo Ring", caratHundredths: 150, metal: "rose-gold", unitPriceCents: 325_050 },
        { name: "Anniversary Edition", unitPriceCents: 99_900, quantity: 2 },
      ],
      { status: "shipped", minutesAfterStart: 60 },
    );
    await insertOrder(use().db, bob.id, [{ name: "Bob's ring", unitPriceCents: 1_000 }]);

    const history = await orderHistory(ann.id);
    expect(history.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(history[0]).toEqual({
      id: newer.id,
      reference: newer.id.slice(-6).toUpperCase(),
      createdAt: newer.createdAt,
      status: "shipped",
      totalCents: 325_050 + 2 * 99_900,
      // An order stored without checkout's columns (the fixture) reads as picked up, no fee.
      deliveryMethod: "pickup",
      deliveryFeeCents: 0,
      items: [
        {
          name: "Halo Ring",
          caratHundredths: 150,
          metal: "rose-gold",
          unitPriceCents: 325_050,
          quantity: 1,
        },
        {
          name: "Anniversary Edition",
          caratHundredths: null,
          metal: null,
          unitPriceCents: 99_900,
          quantity: 2,
        },
      ],
    });
    expect(await orderHistory(bob.id)).toHaveLength(1);
    expect(await orderHistory((await insertUser(use().db)).id)).toEqual([]);
  });
});
