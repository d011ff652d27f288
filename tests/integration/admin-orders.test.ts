import { testAdmin } from "#tests/support/audit.ts";
import { beforeEach, expect, it } from "vitest";
import { ADMIN_ORDERS_PAGE_SIZE } from "#common/admin-orders-query.ts";
import { createAdminOrdersService } from "#server/orders/admin-orders.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertOrder, insertUser } from "#tests/support/factories.ts";
import { clearMailQueue, queuedMails } from "#tests/support/mail-queue.ts";

describeEachDatabase("admin orders", (use) => {
  // The mails queued for the sender: what the customer will receive.
  const mails = () => queuedMails(use().db);
  let woken = 0;
  const service = () =>
    createAdminOrdersService({
      db: use().db,
      publicUrl: "https://shop.example",
      mailsQueued: () => {
        woken++;
      },
    });
  const list = (query: Record<string, string> = {}) => service().list(new URLSearchParams(query));
  const ring = [
    { name: "Aurora", caratHundredths: 100, metal: "white-gold" as const, unitPriceCents: 450_000 },
  ];

  let an = { id: "", email: "" };
  let orders: Record<"an" | "luc" | "marie", string> = { an: "", luc: "", marie: "" };

  beforeEach(async () => {
    const { db } = use();
    await clearMailQueue(db);
    woken = 0;
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
    await db.deleteFrom("users").execute();
    an = await insertUser(db, { email: "an.peeters@example.be" });
    const luc = await insertUser(db, { email: "luc@kantoor.example.be" });
    const marie = await insertUser(db, { email: "marie@example.fr" });
    orders = {
      an: (await insertOrder(db, an.id, ring, { customerName: "An Peeters", locale: "nl" })).id,
      luc: (
        await insertOrder(db, luc.id, ring, {
          customerName: "Luc Janssens",
          status: "shipped",
          minutesAfterStart: 1,
        })
      ).id,
      marie: (
        await insertOrder(db, marie.id, ring, {
          customerName: "Marie Dubois",
          locale: "fr",
          minutesAfterStart: 2,
        })
      ).id,
    };
  });

  const names = (result: Awaited<ReturnType<typeof list>>) =>
    result.ok ? result.orders.map((order) => order.customer.name) : result;

  it("lists every order newest first, with lines, contact and delivery", async () => {
    const result = await list();
    expect(names(result)).toEqual(["Marie Dubois", "Luc Janssens", "An Peeters"]);
    if (!result.ok) throw new Error("refused");
    expect(result).toMatchObject({ total: 3, page: 1, pages: 1, q: "", status: "all" });
    expect(result.orders[2]).toMatchObject({
      reference: orders.an.slice(-6).toUpperCase(),
      status: "pending",
      totalCents: 450_000,
      customer: { name: "An Peeters", email: "an.peeters@example.be" },
      delivery: { method: "pickup", country: null },
      items: [{ name: "Aurora", caratHundredths: 100, metal: "white-gold", quantity: 1 }],
    });
  });

  it("searches the customer's name and e-mail, whatever the case", async () => {
    expect(names(await list({ q: "PEETERS" }))).toEqual(["An Peeters"]);
    expect(names(await list({ q: "kantoor.EXAMPLE" }))).toEqual(["Luc Janssens"]);
    expect(names(await list({ q: "  example.fr " }))).toEqual(["Marie Dubois"]);
    // LIKE's wildcards are letters like any other.
    expect(names(await list({ q: "%" }))).toEqual([]);
    expect(names(await list({ q: "nobody" }))).toEqual([]);
  });

  it("filters by status, also together with a search", async () => {
    expect(names(await list({ status: "shipped" }))).toEqual(["Luc Janssens"]);
    expect(names(await list({ status: "pending", q: "example.be" }))).toEqual(["An Peeters"]);
    expect(names(await list({ status: "cancelled" }))).toEqual([]);
    expect(names(await list({ status: "all" }))).toHaveLength(3);
  });

  it("pages on the server, counting every match", async () => {
    const { db } = use();
    for (let i = 0; i < ADMIN_ORDERS_PAGE_SIZE; i += 1) {
      await insertOrder(db, an.id, ring, { customerName: "An Peeters", minutesAfterStart: 10 + i });
    }
    const first = await list({ q: "peeters" });
    const second = await list({ q: "peeters", page: "2" });
    if (!first.ok || !second.ok) throw new Error("refused");
    expect(first).toMatchObject({ total: ADMIN_ORDERS_PAGE_SIZE + 1, page: 1, pages: 2 });
    expect(first.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    expect(second.orders.map((order) => order.id)).toEqual([orders.an]);
    const beyond = await list({ q: "peeters", page: "3" });
    expect(beyond).toMatchObject({ ok: true, orders: [], total: ADMIN_ORDERS_PAGE_SIZE + 1 });
  });

  it("refuses a bad page, status filter or search with the field at fault", async () => {
    expect(await list({ page: "0" })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { page: "required" },
    });
    expect(await list({ page: "two" })).toMatchObject({ fieldErrors: { page: "required" } });
    expect(await list({ status: "lost" })).toMatchObject({ fieldErrors: { status: "required" } });
    expect(await list({ q: "x".repeat(300) })).toMatchObject({ fieldErrors: { q: "tooLong" } });
  });

  it("stores a new status and mails the customer in the order's language", async () => {
    const result = await service().changeStatus(
      { orderId: orders.an, status: "processing" },
      testAdmin,
    );
    expect(result).toEqual({ ok: true, orderId: orders.an, status: "processing" });
    const row = await use()
      .db.selectFrom("orders")
      .select("status")
      .where("id", "=", orders.an)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("processing");
    const reference = orders.an.slice(-6).toUpperCase();
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      to: "an.peeters@example.be",
      subject: `Uw bestelling ${reference} bij Schelde Gold & Diamonds: In behandeling`,
      status: "queued",
    });
    expect(queued[0]?.text).toContain("Goedendag An Peeters,");
    expect(queued[0]?.text).toContain(`https://shop.example/nl/orders/${reference}`);
    expect(woken).toBe(1);

    await service().changeStatus({ orderId: orders.marie, status: "cancelled" }, testAdmin);
    const marie = (await mails()).find((mail) => mail.to === "marie@example.fr");
    expect(marie?.subject).toContain(": Annulée");
    expect(marie?.text).toContain("Votre commande a été annulée.");
  });

  it("sends nothing when the status stays the same", async () => {
    const result = await service().changeStatus(
      { orderId: orders.luc, status: "shipped" },
      testAdmin,
    );
    expect(result).toMatchObject({ ok: true, status: "shipped" });
    expect(await mails()).toEqual([]);
    expect(woken).toBe(0);
  });

  it("refuses an unknown status or order, changing nothing and mailing no one", async () => {
    const statuses = async () =>
      (await use().db.selectFrom("orders").select(["id", "status"]).orderBy("id").execute()).map(
        (row) => `${row.id}:${row.status}`,
      );
    const before = await statuses();
    expect(await service().changeStatus({ orderId: orders.an, status: "lost" }, testAdmin)).toEqual(
      {
        ok: false,
        error: "invalid",
        fieldErrors: { status: "required" },
      },
    );
    expect(
      await service().changeStatus({ orderId: "no-such-order", status: "shipped" }, testAdmin),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { orderId: "required" },
    });
    expect(
      await service().changeStatus(
        { orderId: "AAAAAAAAAAAAAAAAAAAA", status: "shipped" },
        testAdmin,
      ),
    ).toEqual({ ok: false, error: "not-found" });
    expect(await service().changeStatus(null, testAdmin)).toMatchObject({ error: "invalid" });
    expect(await statuses()).toEqual(before);
    expect(await mails()).toEqual([]);
    expect(woken).toBe(0);
  });

  it("deletes an order with its lines; an unknown one is not found", async () => {
    const { db } = use();
    expect(await service().remove({ orderId: orders.luc }, testAdmin)).toEqual({
      ok: true,
      orderId: orders.luc,
    });
    expect(names(await list())).toEqual(["Marie Dubois", "An Peeters"]);
    const lines = await db
      .selectFrom("order_items")
      .select("id")
      .where("order_id", "=", orders.luc)
      .execute();
    expect(lines).toEqual([]);
    expect(await service().remove({ orderId: orders.luc }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await service().remove({ orderId: "x" }, testAdmin)).toMatchObject({ error: "invalid" });
    expect(names(await list())).toHaveLength(2);
  });
});
