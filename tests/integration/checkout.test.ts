import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { CartLine } from "#common/cart.ts";
import { createOrdersService } from "#server/orders/orders.service.ts";
import { isStructuredCommunication } from "#server/orders/structured-communication.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { countOrders, orderBody, testCheckout, testOrders } from "#tests/support/checkout.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertUser } from "#tests/support/factories.ts";
import { clearMailQueue, queuedMails } from "#tests/support/mail-queue.ts";

describeEachDatabase("checkout", (use) => {
  let ring = "";
  let edition = "";
  let userId = "";

  beforeEach(async () => {
    const { db } = use();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
    await clearCatalogue(db);
    await clearMailQueue(db);
    ring = await insertProduct(db, {
      name: "Aurora",
      translations: { fr: { name: "Aurore" } },
      metal: "white-gold",
      discountPercent: 10,
      variants: [
        [50, 80_000],
        [100, 450_000],
      ],
    });
    edition = await insertSpecialEdition(db, { name: "Meir Pendant", priceCents: 685_000 });
    userId = (await insertUser(db)).id;
  });

  const ringLine = (carat: number | null, extra: Partial<CartLine> = {}): CartLine => ({
    id: ring,
    carat,
    metal: "white-gold",
    ringSize: 54,
    quantity: 1,
    ...extra,
  });
  const body = orderBody;
  let woken = 0;
  const place = (input: unknown, orders = testOrders) =>
    testCheckout(use().db, {
      orders,
      mailsQueued: () => {
        woken++;
      },
    }).place({ id: userId, email: "an@example.be", emailVerified: true }, input, {
      clientAddress: "203.0.113.5",
    });

  it("prices every line from the database, ignoring any price sent, and stores snapshots", async () => {
    const result = await place(
      body([
        ringLine(50, {
          quantity: 2,
          seenUnitPriceCents: 1,
          unitPriceCents: 1,
        } as Partial<CartLine>),
        { id: edition, carat: null, metal: null, ringSize: null, quantity: 1 },
      ]),
    );
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    // 800 € less 10 % is 720 €; twice; plus the pendant. Pickup is free.
    expect(result).toMatchObject({
      subtotalCents: 2 * 72_000 + 685_000,
      deliveryFeeCents: 0,
      totalCents: 2 * 72_000 + 685_000,
      payment: { iban: "BE71096123456769" },
    });
    expect(isStructuredCommunication(result.payment.communication)).toBe(true);
    expect(result.reference).toBe(result.id.slice(-6).toUpperCase());
    const items = await use()
      .db.selectFrom("order_items")
      .select(["name", "carat_hundredths", "metal", "ring_size", "unit_price_cents", "quantity"])
      .where("order_id", "=", result.id)
      .orderBy("position")
      .execute();
    expect(items).toEqual([
      {
        name: "Aurora",
        carat_hundredths: 50,
        metal: "white-gold",
        ring_size: "54",
        unit_price_cents: 72_000,
        quantity: 2,
      },
      {
        name: "Meir Pendant",
        carat_hundredths: null,
        metal: null,
        ring_size: null,
        unit_price_cents: 685_000,
        quantity: 1,
      },
    ]);
  });

  it("keeps each line's name as the customer saw it, and the English one for the shop", async () => {
    const placed = await place(body([ringLine(50)], { locale: "fr" }));
    if (!placed.ok) throw new Error(`refused: ${JSON.stringify(placed)}`);
    const items = await use()
      .db.selectFrom("order_items")
      .select(["name", "english_name"])
      .where("order_id", "=", placed.id)
      .execute();
    expect(items).toEqual([{ name: "Aurore", english_name: "Aurora" }]);
    const queued = await queuedMails(use().db);
    const confirmation = queued.find((mail) => mail.to === "an@example.be");
    const notice = queued.find((mail) => mail.to === testOrders.notifyEmail);
    expect(queued).toHaveLength(2);
    expect(confirmation).toMatchObject({ status: "queued", attempts: 0 });
    expect(confirmation?.subject).toContain(`Votre commande ${placed.reference}`);
    expect(confirmation?.text).toContain("Aurore");
    expect(notice?.text).toContain("Aurora");
  });

  it("adds the delivery fee below the threshold, and none from it", async () => {
    const address = {
      delivery: "delivery",
      street: "Meir 1",
      postalCode: "2000",
      city: "Antwerpen",
      country: "BE",
    };
    const small = await place(body([ringLine(50)], address));
    expect(small).toMatchObject({ ok: true, subtotalCents: 72_000, deliveryFeeCents: 2500 });
    const large = await place(body([ringLine(100)], address));
    expect(large).toMatchObject({ ok: true, subtotalCents: 405_000, deliveryFeeCents: 0 });
  });

  it("gives the same order for the same key, also when it arrives ten times at once", async () => {
    const input = body([ringLine(50)]);
    // Connections opened beforehand, so the ten really run side by side on PostgreSQL
    // (a pool opening them one by one would let the first finish before the others start).
    if (use().kind === "postgres") {
      await Promise.all(
        Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(use().db)),
      );
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(input)));
    const ids = new Set(answers.map((a) => (a.ok ? a.id : a.error)));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.ok)).toBe(true);
    const again = await place(input);
    expect(again.ok && [...ids].includes(again.id)).toBe(true);
    expect(await countOrders(use().db)).toBe(1);
  });

  it("places 50 orders at once, each with its own total", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => place(body([ringLine(50, { quantity: (i % 10) + 1 })]))),
    );
    expect(answers.map((a) => (a.ok ? a.totalCents : a.error))).toEqual(
      Array.from({ length: 50 }, (_, i) => ((i % 10) + 1) * 72_000),
    );
    const stored = await use().db.selectFrom("orders").select(["total_cents", "status"]).execute();
    expect(stored).toHaveLength(50);
    expect(stored.every((o) => o.status === "pending")).toBe(true);
  });

  it("refuses unknown pieces, carats and metals, and stores nothing", async () => {
    for (const line of [
      ringLine(150),
      ringLine(50, { metal: "platinum" }),
      ringLine(50, { id: "AAAAAAAAAAAAAAAAAAAA" }),
    ]) {
      expect(await place(body([line]))).toMatchObject({ ok: false, error: "lines-refused" });
    }
    expect(await place(body([ringLine(null)]))).toMatchObject({ error: "carat-missing" });
    expect(await place(body([]))).toMatchObject({ error: "empty-cart" });
    expect(await place(body([ringLine(50)], { name: "" }))).toMatchObject({
      error: "invalid",
      fieldErrors: { name: "required" },
    });
    expect(await place(body([ringLine(50)], { delivery: "delivery", city: "Gent" }))).toMatchObject(
      {
        error: "invalid",
        fieldErrors: { street: "required", postalCode: "required", country: "required" },
      },
    );
    expect(
      await place(body([ringLine(50)], { delivery: "delivery", country: "DE" })),
    ).toMatchObject({
      error: "invalid",
    });
    expect(await countOrders(use().db)).toBe(0);
  });

  it("shows an order to its owner only, by its reference", async () => {
    const placed = await place(body([ringLine(50)]));
    if (!placed.ok) throw new Error("not placed");
    const service = createOrdersService({ db: use().db, iban: testOrders.iban });
    const own = await service.ofOwner(userId, placed.reference.toLowerCase());
    expect(own).toMatchObject({ reference: placed.reference, totalCents: 72_000 });
    expect(own?.payment.communication).toBe(placed.payment.communication);
    const stranger = await insertUser(use().db);
    expect(await service.ofOwner(stranger.id, placed.reference)).toBeNull();
  });

  it("queues the mails of a new order once, in the order's language, never for a retry", async () => {
    woken = 0;
    const input = body([ringLine(50)], { locale: "nl" });
    const first = await place(input);
    await place(input);
    if (!first.ok) throw new Error("not placed");
    const mails = await queuedMails(use().db);
    expect(mails.map(({ to }) => to).sort()).toEqual(["an@example.be", testOrders.notifyEmail]);
    const confirmation = mails.find((mail) => mail.to === "an@example.be");
    expect(confirmation?.subject).toContain(`Uw bestelling ${first.reference}`);
    expect(mails.every((mail) => mail.subject.includes(first.reference))).toBe(true);
    // The sender is woken once, after the new order's commit; the retry queued nothing.
    expect(woken).toBe(1);
  });

  it("queues no mail for an order that is refused or rolled back", async () => {
    expect((await place(body([ringLine(null)]))).ok).toBe(false);
    // Customers racing for one special edition: one order, its two mails, nothing else
    // (on PostgreSQL the losers' transactions reach the hold and roll back their mails).
    const buyers = await Promise.all(Array.from({ length: 6 }, () => insertUser(use().db)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        testCheckout(use().db).place(
          { id: buyer.id, email: buyer.email, emailVerified: true },
          body([{ id: edition, carat: null, metal: null, ringSize: null, quantity: 1 }]),
          { clientAddress: "203.0.113.5" },
        ),
      ),
    );
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    const mails = await queuedMails(use().db);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.includes(won[0]?.ok ? won[0].reference : "?"))).toBe(
      true,
    );
  });

  it("answers unavailable when orders are switched off", async () => {
    expect(await place(body([ringLine(50)]), { ...testOrders, enabled: false })).toMatchObject({
      ok: false,
      error: "unavailable",
    });
  });
});
