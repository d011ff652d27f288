import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/**
 * The photos a visitor sends with an appointment (issue 26), as valuation_photos are kept for
 * a valuation request: in the order sent, gone with their appointment, and asked about by URL
 * when a picture is released (media.queries.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("appointment_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("appointment_id", "text", (c) =>
      c.notNull().references("appointments.id").onDelete("cascade"),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("appointment_photos_appointment")
    .on("appointment_photos")
    .columns(["appointment_id", "position"])
    .execute();
  await db.schema
    .createIndex("appointment_photos_url")
    .on("appointment_photos")
    .column("url")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("appointment_photos").execute();
}
