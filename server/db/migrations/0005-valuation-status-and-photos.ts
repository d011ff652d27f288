import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/** The statuses as this migration writes them into the check; new ones need a migration. */
const statuses = ["new", "contacted", "closed"] as const;

/**
 * The admin's valuations tab: each request has a status the shop moves on (requests sent
 * before it read as "new"), listed newest first, optionally of one status, on an index; and a
 * request may carry photos of the item, stored pictures (`/media/<name>`) kept in order. The
 * photos go with their request.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("valuation_requests")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`status in (${sql.join(statuses.map((s) => sql.lit(s)))})`),
    )
    .execute();
  await db.schema
    .createIndex("valuation_requests_status_created")
    .on("valuation_requests")
    .columns(["status", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("valuation_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("valuation_request_id", "text", (c) =>
      c.notNull().references("valuation_requests.id").onDelete("cascade"),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("valuation_photos_request")
    .on("valuation_photos")
    .columns(["valuation_request_id", "position"])
    .execute();
  // Releasing a picture asks whether any record still shows it (media.queries.ts).
  await db.schema
    .createIndex("valuation_photos_url")
    .on("valuation_photos")
    .column("url")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("valuation_photos").execute();
  await db.schema.dropIndex("valuation_requests_status_created").execute();
  await db.schema.alterTable("valuation_requests").dropColumn("status").execute();
}
