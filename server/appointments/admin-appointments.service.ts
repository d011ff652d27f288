import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type AnswerTo, type FormAnswer, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { OpeningSlot } from "#server/business.ts";
import type { Database } from "#server/db/connection.ts";
import { addDays, brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";
import { newId } from "#server/lib/ids.ts";
import {
  findAppointment,
  insertClosure,
  listAppointmentPhotos,
  listBooked,
  listClosures,
  releaseSeat,
  updateAppointment,
  type AppointmentRow,
} from "./appointment.queries.ts";
import { cancelRow } from "./appointment-cancel.ts";
import { described } from "./appointment-records.ts";
import {
  appointmentIdInputSchema,
  closureInputSchema,
  shopCancelInputSchema,
} from "./appointment.schema.ts";
import { createBooking, slotRules, type AppointmentSettings } from "./appointment-booking.ts";
import { createRequestBooking } from "./request-booking.ts";

/** An appointment as the shop's list shows it: everything the visitor gave, but the token's hash. */
export type ShopAppointment = Pick<
  AppointmentRow,
  "id" | "topic" | "name" | "email" | "phone" | "note" | "locale" | "status"
> & { start: string; end: string; photos: { url: string }[] };

export interface AdminAppointmentsServiceDependencies {
  db: Database;
  /** The booking rules the visitor's booking keeps too (appointment-booking.ts). */
  settings: AppointmentSettings;
  /** The shop's public origin, for the links in mails. */
  publicUrl: string;
  /** Wakes the mail sender once a transaction that queued mails has committed. */
  mailsQueued: () => void;
  openingHours?: readonly OpeningSlot[];
  now?: () => Date;
}

/**
 * How far back the tab still lists an appointment nobody marked done or no-show (it stays
 * `booked`): a month, long enough to catch up after a holiday.
 */
export const UNMARKED_DAYS = 30;

/** What the shop may mark a booked appointment once its time has come. */
export type ShopMark = "done" | "no-show";
export type ShopChangeFailure =
  "invalid" | "not-found" | "appointment-over" | "appointment-not-started";

/**
 * The shop's side of appointments (docs/decisions/0031-appointments.md): the days ahead;
 * marking one done or no-show, or cancelling it with a message; booking one for a valuation
 * request; and closures, which take their slots off the calendar and name the appointments
 * they fall on (those stay booked: the shop calls or mails each, its choice).
 */
export function createAdminAppointmentsService(deps: AdminAppointmentsServiceDependencies) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const booking = createBooking({
    db,
    rules: slotRules(deps.settings, deps.openingHours),
    publicUrl: deps.publicUrl,
  });

  /**
   * Changes a booked appointment's status in one transaction, its row locked (PostgreSQL) so
   * a visitor's cancel and the shop's mark go in turn: `more` makes the change (and frees its
   * seat: only a booked one holds one), then it is audited. A finished or cancelled
   * appointment stays as it is.
   */
  const change = (
    id: string,
    status: ShopMark | "cancelled",
    more: (trx: Database, row: AppointmentRow) => Promise<Result<object, ShopChangeFailure>>,
    actor: AuditActor,
  ): Promise<Result<ShopChange, ShopChangeFailure>> =>
    db.transaction().execute(async (trx) => {
      const row = await findAppointment(trx, id);
      if (!row) return fail("not-found");
      if (row.status !== "booked") return fail("appointment-over");
      const allowed = await more(trx, row);
      if (!allowed.ok) return allowed;
      await recordAudit(trx, actor, {
        entity: "appointment",
        entityId: id,
        action: "status",
        before: { status: row.status },
        after: { status },
      });
      return ok({ id, name: row.name, status });
    });

  const shown = (row: AppointmentRow, photos: { url: string }[] = []): ShopAppointment => ({
    ...described(row),
    phone: row.phone,
    note: row.note,
    locale: row.locale,
    status: row.status,
    photos,
  });
  return {
    /** The booked appointments of the next `days` days from today (Brussels), and the closures. */
    async ahead(days = 7) {
      const today = brusselsClock(now()).day;
      const range = {
        from: brusselsInstant(today, "00:00").toISOString(),
        to: brusselsInstant(addDays(today, days), "00:00").toISOString(),
      };
      // Still booked after their day: not yet marked done or no-show, so listed first.
      const unmarkedFrom = brusselsInstant(addDays(today, -UNMARKED_DAYS), "00:00").toISOString();
      const [rows, closures] = await Promise.all([
        listBooked(db, { from: unmarkedFrom, to: range.to }),
        listClosures(db, range),
      ]);
      const photos = await listAppointmentPhotos(
        db,
        rows.map((row) => row.id),
      );
      return ok({
        appointments: rows.map((row) =>
          shown(
            row,
            photos.flatMap((photo) =>
              photo.appointment_id === row.id ? [{ url: photo.url }] : [],
            ),
          ),
        ),
        closures: closures.map((c) => ({
          id: c.id,
          start: c.starts_at,
          end: c.ends_at,
          reason: c.reason,
        })),
      });
    },

    /**
     * Marks a booked appointment done or no-show, once its time has come (before, the visitor
     * may still come: refused as "appointment-not-started").
     */
    async mark(status: ShopMark, input: unknown, actor: AuditActor) {
      const parsed = parseInput(appointmentIdInputSchema, input);
      if (!parsed.ok) return parsed;
      const at = now().toISOString();
      return change(
        parsed.data.id,
        status,
        async (trx, row) => {
          if (row.starts_at > at) return fail("appointment-not-started");
          await updateAppointment(trx, row.id, { status, updated_at: at });
          await releaseSeat(trx, row.id);
          return ok();
        },
        actor,
      );
    },

    /**
     * Cancels a booked appointment for the shop (begun or not: the shop knows whether the
     * visitor came): its seat freed, and the visitor mailed the shop's message with the
     * invitation cancelled (METHOD:CANCEL), as their own cancel does (appointment-cancel.ts).
     */
    async cancel(input: unknown, actor: AuditActor) {
      const parsed = parseInput(shopCancelInputSchema, input);
      if (!parsed.ok) return parsed;
      const at = now();
      const cancelled = await change(
        parsed.data.id,
        "cancelled",
        async (trx, row) => {
          await cancelRow(trx, deps.publicUrl, row, at, parsed.data.message);
          return ok();
        },
        actor,
      );
      if (cancelled.ok) deps.mailsQueued();
      return cancelled;
    },

    ...createRequestBooking({ db, booking, mailsQueued: deps.mailsQueued, now }),

    /**
     * Closes a day, or some hours of it, to bookings: the closure stored (and audited), and the
     * booked appointments it falls on answered, for the shop to contact.
     */
    async addClosure(input: unknown, actor: AuditActor): Promise<Result<ClosureDone, "invalid">> {
      const parsed = parseInput(closureInputSchema, input);
      if (!parsed.ok) return parsed;
      const { day, from, to, reason } = parsed.data;
      const start = brusselsInstant(day, from || "00:00").toISOString();
      const end = (
        to ? brusselsInstant(day, to) : brusselsInstant(addDays(day, 1), "00:00")
      ).toISOString();
      const id = newId();
      const affected = await db.transaction().execute(async (trx) => {
        await insertClosure(trx, {
          id,
          starts_at: start,
          ends_at: end,
          reason,
          created_at: now().toISOString(),
        });
        await recordAudit(trx, actor, {
          entity: "appointment-closure",
          entityId: id,
          action: "create",
          before: null,
          after: { start, end, reason },
        });
        return listBooked(trx, { from: start, to: end }, "overlapping");
      });
      return ok({ id, affected: affected.map((row) => shown(row)) });
    },
  };
}

export type AdminAppointmentsService = ReturnType<typeof createAdminAppointmentsService>;

/** What a closure answers, and what a row's Done, No-show or Cancel does. */
export interface ClosureDone {
  id: string;
  affected: ShopAppointment[];
}
export interface ShopChange {
  id: string;
  name: string;
  status: ShopMark | "cancelled";
}
/** What the Appointments tab's action answers, whichever of its forms posted. */
export type AppointmentsTabAnswer = FormAnswer<
  ClosureDone | ShopChange,
  ShopChangeFailure | "failed"
>;
export type ClosureAnswer = FormAnswer<ClosureDone, ShopChangeFailure | "failed">;
export type ShopChangeAnswer = FormAnswer<ShopChange, ShopChangeFailure | "failed">;

/** What the valuations tab's booking form shows (request, day, free times). */
export type RequestBookingForm = Extract<
  Awaited<ReturnType<AdminAppointmentsService["requestBookingForm"]>>,
  { ok: true }
>;
/** What the booking form for a valuation request gets back from the valuations tab's action. */
export type RequestBookingAnswer = AnswerTo<AdminAppointmentsService["bookForRequest"]>;
