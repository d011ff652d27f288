import { sql, type Kysely } from "kysely";
import { isPostgres } from "#server/db/connection.ts";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/** The codes as this migration writes them into the checks; new ones need a migration. */
const topics = ["gold-silver", "diamonds-jewellery", "watch", "other"];
const statuses = ["booked", "cancelled", "done", "no-show"];

const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/**
 * Valuation appointments (issue 26, docs/decisions/0031-appointments.md).
 *
 * - `appointments`: one row per booking, kept when cancelled (the shop's history). The visitor's
 *   link holds a token; only its SHA-256 is stored. `remind_at` is when the reminder is owed
 *   (null: none), `reminded_at` the claim of the one instance that queued it. Photos will be a
 *   table of their own keyed by the appointment's id, as valuation_photos are.
 * - `appointment_seats`: what makes a slot full. A booked appointment holds one seat of its
 *   slot, numbered 1…APPOINTMENT_CAPACITY; the primary key (starts_at, seat) is the rule that no
 *   two bookings hold the same place, on either database, whatever runs at once. Cancelling
 *   deletes the seat, which frees the place.
 * - `appointment_closures`: times the shop takes no appointments (a day or some hours).
 * - `mail_queue.attachments`: JSON of a mail's files (the .ics invitation), null for none.
 */
export async function up(db: AnyDb): Promise<void> {
  const timestamp = isPostgres(db) ? "timestamptz" : "text";
  await db.schema
    .createTable("appointments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("topic", "text", (c) => c.notNull().check(sqlIn("topic", topics)))
    .addColumn("starts_at", timestamp, (c) => c.notNull())
    .addColumn("ends_at", timestamp, (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("booked").check(sqlIn("status", statuses)),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // Raised on every move: the invitation's SEQUENCE, so calendars replace the old time.
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("remind_at", timestamp)
    .addColumn("reminded_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  // The day's and week's appointments (the admin's list, a closure's affected ones).
  await db.schema
    .createIndex("appointments_starts_at")
    .on("appointments")
    .column("starts_at")
    .execute();
  // The reminder job's question every few minutes: which reminders are due.
  await db.schema
    .createIndex("appointments_reminders")
    .on("appointments")
    .columns(["status", "remind_at"])
    .execute();
  await db.schema
    .createTable("appointment_seats")
    .addColumn("starts_at", timestamp, (c) => c.notNull())
    .addColumn("seat", "integer", (c) => c.notNull())
    .addColumn("appointment_id", "text", (c) =>
      c.notNull().unique().references("appointments.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("appointment_seats_pk", ["starts_at", "seat"])
    .execute();
  await db.schema
    .createTable("appointment_closures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("starts_at", timestamp, (c) => c.notNull())
    .addColumn("ends_at", timestamp, (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addCheckConstraint("appointment_closures_order", sql`starts_at < ends_at`)
    .execute();
  await db.schema
    .createIndex("appointment_closures_ends_at")
    .on("appointment_closures")
    .column("ends_at")
    .execute();
  await db.schema.alterTable("mail_queue").addColumn("attachments", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("mail_queue").dropColumn("attachments").execute();
  await db.schema.dropTable("appointment_closures").execute();
  await db.schema.dropTable("appointment_seats").execute();
  await db.schema.dropTable("appointments").execute();
}
