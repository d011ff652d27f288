import type { ExpressionBuilder, Insertable, Selectable } from "kysely";
import { isPostgres, type Database } from "#server/db/connection.ts";
import type { DB } from "#server/db/schema.ts";
import type {
  AppointmentClosuresTable,
  AppointmentPhotosTable,
  AppointmentsTable,
} from "#server/db/schema-appointments.ts";

export type AppointmentRow = Selectable<AppointmentsTable>;

export async function insertAppointment(db: Database, row: Insertable<AppointmentsTable>) {
  await db.insertInto("appointments").values(row).execute();
}

export async function insertAppointmentPhotos(
  db: Database,
  rows: readonly Insertable<AppointmentPhotosTable>[],
) {
  if (rows.length > 0)
    await db
      .insertInto("appointment_photos")
      .values([...rows])
      .execute();
}

/** The photos of these appointments, each one's in the order sent. */
export function listAppointmentPhotos(db: Database, appointmentIds: readonly string[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("appointment_photos")
    .select(["appointment_id", "url"])
    .where("appointment_id", "in", [...appointmentIds])
    .orderBy("appointment_id")
    .orderBy("position")
    .execute();
}

/**
 * Takes the first free seat of a slot for an appointment, seats 1…capacity in turn: the seat
 * taken, or null when all are held. Each try is an insert that does nothing on a conflict with
 * the primary key (starts_at, seat): on PostgreSQL a try on a seat another transaction has
 * just taken waits for it to commit or roll back, then moves on or takes it; SQLite writes one
 * transaction at a time. So no two appointments ever hold one seat (decision 0031).
 */
export async function takeSeat(
  db: Database,
  startsAt: string,
  appointmentId: string,
  capacity: number,
): Promise<number | null> {
  for (let seat = 1; seat <= capacity; seat++) {
    const taken = await db
      .insertInto("appointment_seats")
      .values({ starts_at: startsAt, seat, appointment_id: appointmentId })
      .onConflict((oc) => oc.doNothing())
      .returning("seat")
      .executeTakeFirst();
    if (taken) return seat;
  }
  return null;
}

export async function releaseSeat(db: Database, appointmentId: string) {
  await db.deleteFrom("appointment_seats").where("appointment_id", "=", appointmentId).execute();
}

/** Seats held per slot start, for slots starting in [from, to). */
export async function countSeats(
  db: Database,
  range: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("appointment_seats")
    .select(["starts_at", (eb) => eb.fn.countAll<number>().as("n")])
    .where("starts_at", ">=", range.from)
    .where("starts_at", "<", range.to)
    .groupBy("starts_at")
    .execute();
  return new Map(rows.map((row) => [row.starts_at, row.n]));
}

/** The closures that reach into [from, to). */
export function listClosures(db: Database, range: { from: string; to: string }) {
  return db
    .selectFrom("appointment_closures")
    .select(["id", "starts_at", "ends_at", "reason"])
    .where("starts_at", "<", range.to)
    .where("ends_at", ">", range.from)
    .orderBy("starts_at")
    .execute();
}

export async function insertClosure(db: Database, row: Insertable<AppointmentClosuresTable>) {
  await db.insertInto("appointment_closures").values(row).execute();
}

/**
 * The appointment a link's token stands for, by the token's hash; on PostgreSQL its row is
 * locked until the transaction ends, so a cancel and a move of one appointment go in turn.
 */
export function findByTokenHash(db: Database, tokenHash: string) {
  const query = db.selectFrom("appointments").selectAll().where("token_hash", "=", tokenHash);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Whose appointments an account sees: those it booked signed in (`user_id`), and, when its
 * address is verified, those booked with that address (`email`, lower-case, as bookings store
 * it); null leaves the address out (docs/decisions/0031-appointments.md, 2026-11-28).
 */
export interface AppointmentOwnerKey {
  userId: string;
  email: string | null;
}

const ownedBy =
  ({ userId, email }: AppointmentOwnerKey) =>
  (eb: ExpressionBuilder<DB, "appointments">) =>
    email === null
      ? eb("user_id", "=", userId)
      : eb.or([
          eb("user_id", "=", userId),
          eb(eb.fn<string>("lower", ["email"]), "=", email.toLowerCase()),
        ]);

/** An account's appointments, latest start first, at most `limit`. */
export function listOwnedBy(db: Database, owner: AppointmentOwnerKey, limit: number) {
  return db
    .selectFrom("appointments")
    .select(["id", "topic", "starts_at", "ends_at", "status"])
    .where(ownedBy(owner))
    .orderBy("starts_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * One of an account's appointments by its id, or nothing when it is not theirs; locked like
 * findByTokenHash's.
 */
export function findOwned(db: Database, id: string, owner: AppointmentOwnerKey) {
  const query = db
    .selectFrom("appointments")
    .selectAll()
    .where("id", "=", id)
    .where(ownedBy(owner));
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** One appointment by its id; on PostgreSQL its row is locked until the transaction ends. */
export function findAppointment(db: Database, id: string) {
  const query = db.selectFrom("appointments").selectAll().where("id", "=", id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateAppointment(
  db: Database,
  id: string,
  set: Partial<
    Pick<
      AppointmentRow,
      "status" | "starts_at" | "ends_at" | "sequence" | "remind_at" | "reminded_at" | "updated_at"
    >
  >,
) {
  await db.updateTable("appointments").set(set).where("id", "=", id).execute();
}

/**
 * Booked appointments in time order: those starting in [from, to), or with `overlapping` those
 * whose time overlaps it (the ones a closure of that time falls on).
 */
export function listBooked(
  db: Database,
  range: { from: string; to: string },
  which: "starting" | "overlapping" = "starting",
) {
  const booked = db
    .selectFrom("appointments")
    .selectAll()
    .where("status", "=", "booked")
    .where("starts_at", "<", range.to);
  return (
    which === "starting"
      ? booked.where("starts_at", ">=", range.from)
      : booked.where("ends_at", ">", range.from)
  )
    .orderBy("starts_at")
    .orderBy("created_at")
    .execute();
}

/**
 * Claims the reminders due at `now`, in one statement: each booked appointment whose reminder
 * is due and not yet claimed, still ahead, gets `reminded_at`. Two instances asking at once
 * cannot both claim one: on PostgreSQL the second waits for the first's row lock and then finds
 * `reminded_at` set; SQLite writes one statement at a time.
 */
export function claimDueReminders(db: Database, now: string) {
  return db
    .updateTable("appointments")
    .set({ reminded_at: now })
    .where("status", "=", "booked")
    .where("remind_at", "<=", now)
    .where("reminded_at", "is", null)
    .where("starts_at", ">", now)
    .returningAll()
    .execute();
}
