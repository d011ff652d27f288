import { sql, type Kysely } from "kysely";
import { listingColumns } from "#server/catalogue/listing-columns.ts";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

interface ListedRow {
  id: string;
  name: string;
  description: string;
  price_cents: number | null;
  discount_percent: number;
  search_text: string;
  min_sale_price_cents: number | null;
  max_sale_price_cents: number | null;
}

const listedTables = ["products", "special_editions"] as const;

/**
 * The shop's list filters, searches and sorts products and special editions together, and must
 * stay fast with 5,000 products (docs/decisions/0009-catalogue.md). Prices with the discount
 * applied and a folded search text are therefore columns, written with the row
 * (server/catalogue/listing-columns.ts), and the sorts have indexes. Special editions are at
 * most 50, so they need none.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const table of listedTables) {
    await db.schema
      .alterTable(table)
      .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.alterTable(table).addColumn("min_sale_price_cents", "integer").execute();
    await db.schema.alterTable(table).addColumn("max_sale_price_cents", "integer").execute();
  }
  await backfill(db);

  // Newest or oldest first: the index is read forwards or backwards.
  await db.schema
    .createIndex("products_listed_created")
    .on("products")
    .columns(["created_at", "id"])
    .execute();
  // Discounted pieces only ("sale=1"), newest or oldest first, and their count.
  await db.schema
    .createIndex("products_listed_on_sale")
    .on("products")
    .columns(["created_at", "id"])
    .where(sql.ref("discount_percent"), ">", 0)
    .execute();
  // Price low to high, ties newest first; pieces without a price last (PostgreSQL's default
  // for an ascending column, and SQLite reads NULLs last from this index too).
  await db.schema
    .createIndex("products_listed_price_low")
    .on("products")
    .columns(["min_sale_price_cents", "created_at desc", "id desc"])
    .execute();
  // Price high to low, ties newest first, pieces without a price last. PostgreSQL puts NULLs
  // first in a descending index unless told; SQLite refuses "nulls last" in an index but
  // serves the order from this one as it is.
  const highFirst = isPostgres(db)
    ? sql`max_sale_price_cents desc nulls last`
    : sql`max_sale_price_cents desc`;
  await db.schema
    .createIndex("products_listed_price_high")
    .on("products")
    .columns([highFirst, "created_at desc", "id desc"])
    .execute();
}

/** Rows written before this migration get their listing columns by the rule new rows follow. */
async function backfill(db: AnyDb): Promise<void> {
  const typed = db as unknown as Kysely<{
    products: ListedRow;
    special_editions: ListedRow;
    product_variants: { product_id: string; price_cents: number };
  }>;
  const variants = await typed
    .selectFrom("product_variants")
    .select(["product_id", "price_cents"])
    .execute();
  const pricesOf = new Map<string, number[]>();
  for (const variant of variants) {
    pricesOf.set(variant.product_id, [
      ...(pricesOf.get(variant.product_id) ?? []),
      variant.price_cents,
    ]);
  }
  for (const table of listedTables) {
    const rows = await typed
      .selectFrom(table)
      .select(["id", "name", "description", "price_cents", "discount_percent"])
      .execute();
    for (const row of rows) {
      // Until now a null price_cents was "contact us for the price" whatever the carats said.
      const price = row.price_cents;
      // Only the columns this migration adds: later ones (0011's name sort) come after it.
      const { price_cents, search_text, min_sale_price_cents, max_sale_price_cents } =
        listingColumns({
          name: row.name,
          description: row.description,
          discountPercent: row.discount_percent,
          pricesCents: price === null ? null : (pricesOf.get(row.id) ?? [price]),
        });
      await typed
        .updateTable(table)
        .set({ price_cents, search_text, min_sale_price_cents, max_sale_price_cents })
        .where("id", "=", row.id)
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const index of [
    "products_listed_price_high",
    "products_listed_on_sale",
    "products_listed_price_low",
    "products_listed_created",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of listedTables) {
    for (const column of ["max_sale_price_cents", "min_sale_price_cents", "search_text"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
