import { sql, type Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";
import {
  caratOptions,
  diamondShapes,
  orderStatuses,
  ringDesigns,
  ringMetals,
  roles,
} from "#server/db/schema.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

const inList = (column: string, values: readonly (string | number)[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const timestamp = pg ? "timestamptz" : "text";
  const epochMillis = pg ? "bigint" : "integer";

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("customer").check(inList("role", roles)),
    )
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("image", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("diamond_shape", "text", (c) =>
      c.notNull().check(inList("diamond_shape", diamondShapes)),
    )
    .addColumn("ring_design", "text", (c) => c.notNull().check(inList("ring_design", ringDesigns)))
    .addColumn("ring_metal", "text", (c) => c.notNull().check(inList("ring_metal", ringMetals)))
    .addColumn("price_cents", "integer", (c) => c.check(sql`price_cents >= 0`))
    .addColumn("discount_percent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_percent between 0 and 100`),
    )
    .addColumn("main_image", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("products_variant_family")
    .on("products")
    .columns(["diamond_shape", "ring_design", "ring_metal"])
    .execute();

  await db.schema
    .createTable("product_variants")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("carat_hundredths", "integer", (c) =>
      c.notNull().check(inList("carat_hundredths", caratOptions)),
    )
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addPrimaryKeyConstraint("product_variants_pk", ["product_id", "carat_hundredths"])
    .execute();

  await db.schema
    .createTable("product_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_images_product")
    .on("product_images")
    .columns(["product_id", "position"])
    .execute();

  await db.schema
    .createTable("special_editions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.check(sql`price_cents >= 0`))
    .addColumn("discount_percent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_percent between 0 and 90`),
    )
    .addColumn("main_image", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("special_edition_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("special_edition_id", "text", (c) =>
      c.notNull().references("special_editions.id").onDelete("cascade"),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("special_edition_images_edition")
    .on("special_edition_images")
    .columns(["special_edition_id", "position"])
    .execute();

  await db.schema
    .createTable("attract_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("valuation_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("valuation_requests_created")
    .on("valuation_requests")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    // An account with orders cannot vanish silently: the books need them.
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("restrict"))
    .addColumn("total_cents", "integer", (c) => c.notNull().check(sql`total_cents >= 0`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(inList("status", orderStatuses)),
    )
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("orders_user_created")
    .on("orders")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("order_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    // The item keeps its own snapshot, so the catalogue may change or lose the product.
    .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("special_edition_id", "text", (c) =>
      c.references("special_editions.id").onDelete("set null"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("carat_hundredths", "integer")
    .addColumn("metal", "text")
    .addColumn("unit_price_cents", "integer", (c) => c.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", epochMillis, (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "rate_limits",
    "order_items",
    "orders",
    "valuation_requests",
    "attract_images",
    "special_edition_images",
    "special_editions",
    "product_images",
    "product_variants",
    "products",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
