import { testAdmin } from "#tests/support/audit.ts";
import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { CartLine } from "#common/cart.ts";
import { failureStatus } from "#common/failures.ts";
import { createCartService } from "#server/cart/cart.service.ts";
import { createCatalogueService } from "#server/catalogue/catalogue.service.ts";
import { createAdminOrdersService } from "#server/orders/admin-orders.service.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { countOrders, orderBody, testCheckout } from "#tests/support/checkout.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertUser } from "#tests/support/factories.ts";

// Issue 22, finding 5: a special edition is one piece, sold once.
describeEachDatabase("unique pieces", (use) => {
  let ring = "";
  let edition = "";
  let changes = 0;

  beforeEach(async () => {
    const { db } = use();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
    await clearCatalogue(db);
    ring = await insertProduct(db, {
      name: "Aurora",
      metal: "white-gold",
      variants: [[50, 80_000]],
    });
    edition = await insertSpecialEdition(db, { name: "Meir Pendant", priceCents: 685_000 });
    changes = 0;
  });

  const changed = () => {
    changes += 1;
  };
  const editionLine = (quantity = 1): CartLine => ({
    id: edition,
    carat: null,
    metal: null,
    ringSize: null,
    quantity,
  });
  const ringLine = (quantity: number): CartLine => ({
    id: ring,
    carat: 50,
    metal: "white-gold",
    ringSize: 54,
    quantity,
  });
  const body = (lines: CartLine[]) => orderBody(lines);
  const place = (customerId: string, lines: CartLine[]) =>
    testCheckout(use().db, { changed }).place(
      { id: customerId, email: "an@example.be", emailVerified: true },
      body(lines),
      {
        clientAddress: "203.0.113.5",
      },
    );
  const customer = async () => (await insertUser(use().db)).id;
  const orderCount = () => countOrders(use().db);
  const admin = () =>
    createAdminOrdersService({ db: use().db, publicUrl: "https://shop.example", changed });
  const catalogue = () => createCatalogueService({ db: use().db });
  const shown = async () => {
    const list = await catalogue().list(new URLSearchParams(), "en");
    const page = await catalogue().get(edition, "nl");
    if (!list.ok || !page.ok) throw new Error("the catalogue did not answer");
    return {
      card: list.items.find((item) => item.id === edition)?.availability,
      ring: list.items.find((item) => item.id === ring)?.availability,
      page: page.availability,
    };
  };

  it("lets exactly one of 20 checkouts at once have it; the others store nothing", async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    // Connections opened beforehand, so the checkouts really run side by side on PostgreSQL.
    if (use().kind === "postgres") {
      await Promise.all(
        Array.from({ length: 10 }, () => sql`select pg_sleep(0.05)`.execute(use().db)),
      );
    }
    const answers = await Promise.all(customers.map((id) => place(id, [editionLine()])));
    const placed = answers.flatMap((a) => (a.ok ? [a.id] : []));
    expect(placed).toHaveLength(1);
    expect(answers.flatMap((a) => (a.ok ? [] : [a.error]))).toEqual(
      Array.from({ length: 19 }, () => "piece-unavailable"),
    );
    expect(failureStatus("piece-unavailable")).toBe(409);
    expect(await orderCount()).toBe(1);
    const items = await use().db.selectFrom("order_items").select("order_id").execute();
    expect(items).toEqual([{ order_id: placed[0] }]);
    const held = await use()
      .db.selectFrom("special_editions")
      .select("order_id")
      .where("id", "=", edition)
      .executeTakeFirstOrThrow();
    expect(held.order_id).toBe(placed[0]);
  });

  it("refuses a second order one after the other, by another customer or the same one", async () => {
    const an = await customer();
    expect(await place(an, [editionLine()])).toMatchObject({ ok: true });
    expect(changes).toBe(1);
    expect(await place(await customer(), [editionLine()])).toMatchObject({
      ok: false,
      error: "piece-unavailable",
    });
    expect(await place(an, [ringLine(1), editionLine()])).toMatchObject({
      error: "piece-unavailable",
    });
    expect(await orderCount()).toBe(1);
  });

  it("takes one of a special edition only, and merges duplicate lines within the maximum", async () => {
    const an = await customer();
    for (const lines of [
      [editionLine(10)],
      [editionLine(), editionLine()],
      [ringLine(6), ringLine(5)],
    ]) {
      expect(await place(an, lines)).toMatchObject({
        ok: false,
        error: "invalid",
        fieldErrors: { lines: "outOfRange" },
      });
    }
    expect(await orderCount()).toBe(0);
    const merged = await place(an, [ringLine(2), editionLine(), ringLine(3)]);
    if (!merged.ok) throw new Error(`refused: ${JSON.stringify(merged)}`);
    expect(merged.subtotalCents).toBe(5 * 80_000 + 685_000);
    const items = await use()
      .db.selectFrom("order_items")
      .select(["name", "quantity"])
      .orderBy("position")
      .execute();
    expect(items).toEqual([
      { name: "Aurora", quantity: 5 },
      { name: "Meir Pendant", quantity: 1 },
    ]);
    const quote = createCartService({ db: use().db }).quote;
    expect(await quote({ lines: [editionLine(2)] })).toMatchObject({ error: "invalid" });
  });

  it("shows it reserved, then sold; cancelling frees it, and reopening is refused once taken", async () => {
    expect(await shown()).toEqual({ card: "available", ring: "available", page: "available" });
    const first = await place(await customer(), [editionLine()]);
    if (!first.ok) throw new Error("not placed");
    expect(await shown()).toEqual({ card: "reserved", ring: "available", page: "reserved" });
    const quote = await createCartService({ db: use().db }).quote({
      lines: [editionLine(), ringLine(1)],
    });
    expect(quote).toMatchObject({
      ok: true,
      totalCents: 80_000,
      lines: [{ status: "unavailable", reason: "reserved" }, { status: "ok" }],
    });

    expect(
      await admin().changeStatus({ orderId: first.id, status: "processing" }, testAdmin),
    ).toMatchObject({
      ok: true,
    });
    expect(await shown()).toMatchObject({ card: "sold", page: "sold" });
    const api = await catalogue().listForApi(new URLSearchParams({ special: "1" }));
    expect(api.ok && api.items.map((item) => item.availability)).toEqual(["sold"]);

    changes = 0;
    await admin().changeStatus({ orderId: first.id, status: "cancelled" }, testAdmin);
    expect(changes).toBe(1);
    expect(await shown()).toMatchObject({ card: "available", page: "available" });
    const second = await place(await customer(), [editionLine()]);
    expect(second).toMatchObject({ ok: true });

    // The first order cannot come back: its piece belongs to the second now. Its status mail,
    // queued in the transaction that was rolled back, is gone with it.
    const queuedBefore = (await queuedMails(use().db)).length;
    expect(
      await admin().changeStatus({ orderId: first.id, status: "pending" }, testAdmin),
    ).toMatchObject({
      ok: false,
      error: "piece-unavailable",
    });
    expect(await queuedMails(use().db)).toHaveLength(queuedBefore);
    const stored = await use()
      .db.selectFrom("orders")
      .select("status")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("cancelled");

    // Deleting the holding order frees the piece too.
    if (!second.ok) throw new Error("not placed");
    await admin().remove({ orderId: second.id }, testAdmin);
    expect(await shown()).toMatchObject({ card: "available", page: "available" });
    expect(
      await admin().changeStatus({ orderId: first.id, status: "pending" }, testAdmin),
    ).toMatchObject({
      ok: true,
    });
    expect(await shown()).toMatchObject({ card: "reserved" });
  });
});
