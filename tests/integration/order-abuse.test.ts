import { beforeEach, expect, it } from "vitest";
import type { Customer } from "#server/orders/checkout.service.ts";
import { clearCatalogue, insertProduct } from "#tests/support/catalogue-factories.ts";
import { countOrders, orderBody, testCheckout } from "#tests/support/checkout.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertUser } from "#tests/support/factories.ts";
import { clearMailQueue, queuedMails } from "#tests/support/mail-queue.ts";

/** Issue 22, finding 2: the shop must not mail whomever an order names, as often as asked. */
describeEachDatabase("orders against mail floods", (use) => {
  let ring = "";
  /** The customers' confirmations queued: one per new order (beside the shop's notice). */
  const confirmations = async () =>
    (await queuedMails(use().db)).filter((mail) => mail.to !== "shop@example.be");

  beforeEach(async () => {
    const { db } = use();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
    await db.deleteFrom("rate_limits").execute();
    await clearCatalogue(db);
    await clearMailQueue(db);
    // A ring, not a special edition: a unique piece can be ordered only once (unique-pieces).
    ring = await insertProduct(db, {
      name: "Aurora",
      metal: "white-gold",
      variants: [[50, 80_000]],
    });
  });

  const checkout = (max = 1000) => testCheckout(use().db, { maxOrders: max });
  const body = (extra: Record<string, unknown> = {}) =>
    orderBody([{ id: ring, carat: 50, metal: "white-gold", ringSize: 54, quantity: 1 }], extra);
  const customer = async (emailVerified = true): Promise<Customer> => {
    const user = await insertUser(use().db, { emailVerified });
    return { id: user.id, email: user.email, emailVerified };
  };
  const here = { clientAddress: "198.51.100.1" };
  const orderCount = () => countOrders(use().db);

  it("places no order and sends no mail before the account's address is confirmed", async () => {
    const unconfirmed = await customer(false);
    expect(await checkout().place(unconfirmed, body(), here)).toEqual({
      ok: false,
      error: "email-unconfirmed",
    });
    expect(await orderCount()).toBe(0);
    expect(await queuedMails(use().db)).toEqual([]);
  });

  it("limits new orders per account, not retries of one already placed", async () => {
    const service = checkout(2);
    const buyer = await customer();
    const first = body();
    expect((await service.place(buyer, first, here)).ok).toBe(true);
    expect((await service.place(buyer, body(), here)).ok).toBe(true);
    // A retry of the first answers it again and counts nothing.
    expect((await service.place(buyer, first, here)).ok).toBe(true);
    const refused = await service.place(buyer, body(), { clientAddress: "198.51.100.2" });
    expect(refused).toMatchObject({ ok: false, error: "rate-limited" });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await orderCount()).toBe(2);
    expect(await confirmations()).toHaveLength(2);
    expect(await queuedMails(use().db)).toHaveLength(4);
  });

  it("limits new orders per client across accounts, to three times the account limit", async () => {
    const service = checkout(1);
    for (let i = 0; i < 3; i++) {
      expect((await service.place(await customer(), body(), here)).ok).toBe(true);
    }
    expect(await service.place(await customer(), body(), here)).toMatchObject({
      ok: false,
      error: "rate-limited",
    });
    expect(await confirmations()).toHaveLength(3);
  });

  it("refuses a name of more than one line, which would reach the shop notice's subject", async () => {
    const buyer = await customer();
    for (const name of ["An\nBcc: victim@example.be", "An\r\nPeeters", "An\u0000", "An\u2028B"]) {
      expect(await checkout().place(buyer, body({ name }), here)).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { name: "oneLine" },
      });
    }
    expect(await orderCount()).toBe(0);
    // Surrounding blanks are trimmed, as before; a one-line name is untouched.
    const placed = await checkout().place(
      buyer,
      body({ name: "  Zoë d'Hondt-Van Acker \n" }),
      here,
    );
    expect(placed.ok).toBe(true);
    const notice = (await queuedMails(use().db)).find((mail) => mail.to === "shop@example.be");
    expect(notice?.subject).toMatch(/^Nieuwe bestelling [\w-]{6} van Zoë d'Hondt-Van Acker$/);
  });
});
