import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * A special edition is one piece (issue 22, finding 5): `special_editions.order_id` names the
 * one order that holds it (reserved while pending, sold once processing or shipped; null: for
 * sale). Checkout sets it with a conditional update inside the order's transaction (`where
 * order_id is null`), so of two orders at once, on either database and from any number of
 * server instances, exactly one gets the piece; cancelling the order clears it, and deleting
 * the order clears it too (on delete set null).
 *
 * Orders placed before this hold their pieces as they stand: of the open orders naming a
 * piece, the one furthest along (shipped, then processing, then pending) and then the oldest
 * holds it; any other stays as it is for the shop to cancel.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("special_editions")
    .addColumn("order_id", "text", (c) => c.references("orders.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("special_editions_order")
    .on("special_editions")
    .column("order_id")
    .execute();
  await sql`
    update special_editions set order_id = (
      select orders.id from order_items
        join orders on orders.id = order_items.order_id
      where order_items.special_edition_id = special_editions.id
        and orders.status <> 'cancelled'
      order by case orders.status when 'shipped' then 0 when 'processing' then 1 else 2 end,
        orders.created_at, orders.id
      limit 1
    )`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("special_editions_order").execute();
  await db.schema.alterTable("special_editions").dropColumn("order_id").execute();
}
