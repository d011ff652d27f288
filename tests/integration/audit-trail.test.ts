import { beforeEach, expect, it } from "vitest";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { createAttractImagesService } from "#server/attract/attract-images.service.ts";
import { createAuditService } from "#server/audit/audit.service.ts";
import { createAdminProductsService } from "#server/catalogue/admin-products.service.ts";
import { createAdminMailsService } from "#server/mail/admin-mails.service.ts";
import { createAdminOrdersService } from "#server/orders/admin-orders.service.ts";
import { createAdminSpecialEditionsService } from "#server/special-editions/admin-special-editions.service.ts";
import { auditRecords, clearAuditRecords, testAdmin } from "#tests/support/audit.ts";
import { clearCatalogue } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertOrder, insertUser } from "#tests/support/factories.ts";
import { clearMailQueue } from "#tests/support/mail-queue.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";
import { productForm } from "#tests/support/product-form.ts";

const root = await mediaRoot("audit");

describeEachDatabase("audit trail", (use) => {
  let uploaded: (count: number) => Promise<string[]>;
  const services = async () => {
    const { db } = use();
    const stored = await testMedia(db, root);
    uploaded = stored.uploaded;
    const changed = () => undefined;
    return {
      products: createAdminProductsService({ db, media: stored.media, changed }),
      editions: createAdminSpecialEditionsService({ db, media: stored.media, changed }),
      orders: createAdminOrdersService({ db, publicUrl: "https://shop.example" }),
      pictures: createAttractImagesService({ db, media: stored.media, changed }),
      mails: createAdminMailsService({ db }),
      roles: createRolesService({ db }),
      audit: createAuditService({ db }),
    };
  };
  const records = () => auditRecords(use().db);

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    await clearMailQueue(db);
    await db.deleteFrom("attract_images").execute();
    await db.deleteFrom("order_items").execute();
    await db.deleteFrom("orders").execute();
    await db.deleteFrom("users").execute();
    await clearAuditRecords(db);
  });

  it("records a product's creation, each change with only what changed, and its deletion", async () => {
    const { products } = await services();
    const saved = await products.save(productForm(), testAdmin);
    if (!saved.ok) throw new Error(saved.error);
    const id = saved.productId;
    // The same form again changes nothing, and records nothing.
    await products.save(productForm({ productId: id }), testAdmin);
    await products.save(productForm({ productId: id, price50: "1.190", discount: "5" }), testAdmin);
    await products.remove({ productId: id }, testAdmin);

    const trail = await records();
    expect(trail.map((r) => [r.entity, r.entityId, r.action])).toEqual([
      ["product", id, "create"],
      ["product", id, "update"],
      ["product", id, "delete"],
    ]);
    expect(trail[0]).toMatchObject({
      actorId: testAdmin.kind === "admin" ? testAdmin.userId : null,
      actorEmail: "admin@schelde.example",
      command: null,
      before: null,
      after: { name: "Aurora Halo in Platinum", pricesCents: { "0.50": 125_000 } },
    });
    expect(trail[1]).toMatchObject({
      before: { pricesCents: { "0.50": 125_000 }, discountPercent: 0 },
      after: { pricesCents: { "0.50": 119_000 }, discountPercent: 5 },
    });
    expect(Object.keys(trail[1]?.after ?? {}).sort()).toEqual(["discountPercent", "pricesCents"]);
    expect(trail[2]).toMatchObject({
      before: { name: "Aurora Halo in Platinum", discountPercent: 5 },
      after: null,
    });
  });

  it("records nothing for a refused write", async () => {
    const { products, editions, orders, pictures, mails } = await services();
    expect((await products.save(productForm({ price50: "-1" }), testAdmin)).ok).toBe(false);
    expect((await products.remove({ productId: "nope" }, testAdmin)).ok).toBe(false);
    expect((await products.save(productForm({ images: "/media/never.webp" }), testAdmin)).ok).toBe(
      false,
    );
    expect((await editions.remove({ id: "nope" }, testAdmin)).ok).toBe(false);
    expect((await orders.changeStatus({ orderId: "nope", status: "shipped" }, testAdmin)).ok).toBe(
      false,
    );
    expect((await orders.remove({ orderId: "nope" }, testAdmin)).ok).toBe(false);
    expect((await pictures.reorder({ order: "a b" }, testAdmin)).ok).toBe(false);
    expect((await pictures.remove({ id: "nope" }, testAdmin)).ok).toBe(false);
    expect((await mails.sendAgain({ id: "nope" }, testAdmin)).ok).toBe(false);
    expect(await records()).toEqual([]);
  });

  it("records an order's status change and deletion; the same status or a rolled-back change records nothing", async () => {
    const { db } = use();
    const { orders, editions } = await services();
    const an = await insertUser(db, { email: "an.peeters@example.be" });
    const ring = [{ name: "Aurora", unitPriceCents: 450_000 }];
    const order = await insertOrder(db, an.id, ring, { customerName: "An Peeters" });
    await orders.changeStatus({ orderId: order.id, status: "shipped" }, testAdmin);
    await orders.changeStatus({ orderId: order.id, status: "shipped" }, testAdmin);

    // A special edition held by another order: reopening a cancelled order that held it too
    // is refused, and its status change (and its record) rolled back.
    const created = await editions.create(
      {
        name: "Étoile",
        description: "One piece.",
        price: "9.900",
        discountPercent: "0",
        pictures: "",
      },
      testAdmin,
    );
    if (!created.ok) throw new Error(created.error);
    const cancelled = await insertOrder(db, an.id, ring, { status: "cancelled" });
    const holder = await insertOrder(db, an.id, ring);
    await db
      .insertInto("order_items")
      .values({
        id: `line-${cancelled.id}`,
        order_id: cancelled.id,
        product_id: null,
        special_edition_id: created.id,
        name: "Étoile",
        english_name: "Étoile",
        carat_hundredths: null,
        metal: null,
        unit_price_cents: 990_000,
        quantity: 1,
        position: 1,
      })
      .execute();
    await db
      .updateTable("special_editions")
      .set({ order_id: holder.id })
      .where("id", "=", created.id)
      .execute();
    expect(
      await orders.changeStatus({ orderId: cancelled.id, status: "pending" }, testAdmin),
    ).toEqual({
      ok: false,
      error: "piece-unavailable",
    });

    await orders.remove({ orderId: order.id }, testAdmin);
    const trail = (await records()).filter((r) => r.entity === "order");
    expect(trail.map((r) => [r.entityId, r.action])).toEqual([
      [order.id, "status"],
      [order.id, "delete"],
    ]);
    expect(trail[0]).toMatchObject({ before: { status: "pending" }, after: { status: "shipped" } });
    expect(trail[1]?.after).toBeNull();
    expect(trail[1]?.before).toMatchObject({
      status: "shipped",
      customerName: "An Peeters",
      email: "an.peeters@example.be",
      totalCents: 450_000,
      items: [{ name: "Aurora", quantity: 1, unitPriceCents: 450_000 }],
    });
  });

  it("records attract pictures added, reordered and deleted", async () => {
    const { pictures } = await services();
    const [a, b] = await uploaded(2);
    await pictures.add({ urls: `${a} ${b}` }, testAdmin);
    const listed = await pictures.list();
    if (!listed.ok) throw new Error(listed.error);
    const [first, second] = listed.pictures.map((p) => p.id);
    await pictures.reorder({ order: `${second} ${first}` }, testAdmin);
    // The order it already has: nothing changes, nothing is recorded.
    await pictures.reorder({ order: `${second} ${first}` }, testAdmin);
    await pictures.remove({ id: first ?? "" }, testAdmin);
    const trail = (await records()).map((r) => [r.entity, r.action, r.before, r.after]);
    // The two pictures added at once have one record each, at the same time.
    expect(
      trail.slice(0, 2).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual(
      [
        ["attract-image", "create", null, { url: a }],
        ["attract-image", "create", null, { url: b }],
      ].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    expect(trail.slice(2)).toEqual([
      ["attract-image", "reorder", { order: [first, second] }, { order: [second, first] }],
      ["attract-image", "delete", { url: a }, null],
    ]);
  });

  it("records a failed mail sent again, and a role changed on the command line", async () => {
    const { db } = use();
    const { mails, roles } = await services();
    await db
      .insertInto("mail_queue")
      .values({
        id: "M".repeat(20),
        to_address: "an@example.be",
        subject: "Your order",
        text_body: "Hello",
        html_body: "<p>Hello</p>",
        status: "failed",
        attempts: 5,
        next_attempt_at: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await mails.sendAgain({ id: "M".repeat(20) }, testAdmin)).toEqual({
      ok: true,
      id: "M".repeat(20),
    });
    const user = await insertUser(db, { email: "marie@example.fr" });
    await roles.change("Marie@Example.fr", "admin", "npm run admin -- grant Marie@Example.fr");
    await roles.change("marie@example.fr", "admin", "npm run admin -- grant marie@example.fr");
    expect(await records()).toEqual([
      expect.objectContaining({ entity: "mail", entityId: "M".repeat(20), action: "send-again" }),
      {
        actorId: null,
        actorEmail: null,
        command: "npm run admin -- grant Marie@Example.fr",
        entity: "role",
        entityId: user.id,
        action: "role",
        before: { email: "marie@example.fr", role: "customer" },
        after: { email: "marie@example.fr", role: "admin" },
      },
    ]);
  });

  it("lists records newest first, filtered by person, kind, action and day, and refuses a bad query", async () => {
    const { products, audit } = await services();
    const other = { kind: "admin" as const, userId: "admin-test-2", email: "lies@schelde.example" };
    const first = await products.save(productForm(), testAdmin);
    const second = await products.save(productForm({ name: "Second" }), other);
    if (!first.ok || !second.ok) throw new Error("refused");
    await products.remove({ productId: first.productId }, other);

    const page = async (query: string) => {
      const result = await audit.list(new URLSearchParams(query));
      if (!result.ok) throw new Error(result.error);
      return result.records.map((r) => [r.actorEmail, r.action, r.entityId]);
    };
    expect(await page("")).toEqual([
      ["lies@schelde.example", "delete", first.productId],
      ["lies@schelde.example", "create", second.productId],
      ["admin@schelde.example", "create", first.productId],
    ]);
    expect(await page("actor=admin-test-2&action=create")).toEqual([
      ["lies@schelde.example", "create", second.productId],
    ]);
    expect(await page("entity=order")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await page(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await page("to=2000-01-01")).toEqual([]);
    const listed = await audit.list(new URLSearchParams());
    expect(listed.ok && listed.actors).toEqual([
      { id: "admin-test-1", email: "admin@schelde.example" },
      { id: "admin-test-2", email: "lies@schelde.example" },
    ]);
    for (const bad of ["entity=ghost", "action=hack", "from=yesterday", "page=0", "page=x"]) {
      expect(await audit.list(new URLSearchParams(bad))).toEqual({
        ok: false,
        error: "invalid-query",
      });
    }
  });

  it("prunes the records from before a day, and records that it did", async () => {
    const { db } = use();
    const { products, audit } = await services();
    await products.save(productForm(), testAdmin);
    await db.updateTable("audit_log").set({ at: "2020-03-01T10:00:00.000Z" }).execute();
    await products.save(productForm({ name: "Kept" }), testAdmin);
    expect(await audit.prune("not a day", "npm run audit -- prune --before not a day")).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await audit.prune("2021-01-01", "npm run audit -- prune --before 2021-01-01")).toEqual({
      ok: true,
      deleted: 1,
      before: "2021-01-01T00:00:00.000Z",
    });
    expect((await records()).map((r) => [r.entity, r.action, r.command])).toEqual([
      ["product", "create", null],
      ["audit-trail", "prune", "npm run audit -- prune --before 2021-01-01"],
    ]);
  });
});
