import { parseInput } from "#common/field-schemas.ts";
import { ok, type AnswerTo, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { addDays, brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";
import { newId } from "#server/lib/ids.ts";
import {
  insertClosure,
  listBooked,
  listClosures,
  type AppointmentRow,
} from "./appointment.queries.ts";
import { described } from "./appointment-records.ts";
import { closureInputSchema } from "./appointment.schema.ts";

/** An appointment as the shop's list shows it: everything the visitor gave, but the token's hash. */
export type ShopAppointment = Pick<
  AppointmentRow,
  "id" | "topic" | "name" | "email" | "phone" | "note" | "locale" | "status"
> & { start: string; end: string };

export interface AdminAppointmentsServiceDependencies {
  db: Database;
  now?: () => Date;
}

/**
 * The shop's side of appointments (docs/decisions/0031-appointments.md): the days ahead, and
 * closures, which take their slots off the calendar and name the appointments they fall on
 * (those stay booked: the shop calls or mails each, its choice).
 */
export function createAdminAppointmentsService(deps: AdminAppointmentsServiceDependencies) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const shown = (row: AppointmentRow): ShopAppointment => ({
    ...described(row),
    phone: row.phone,
    note: row.note,
    locale: row.locale,
    status: row.status,
  });
  return {
    /** The booked appointments of the next `days` days from today (Brussels), and the closures. */
    async ahead(days = 7) {
      const today = brusselsClock(now()).day;
      const range = {
        from: brusselsInstant(today, "00:00").toISOString(),
        to: brusselsInstant(addDays(today, days), "00:00").toISOString(),
      };
      const [rows, closures] = await Promise.all([listBooked(db, range), listClosures(db, range)]);
      return ok({
        appointments: rows.map(shown),
        closures: closures.map((c) => ({
          id: c.id,
          start: c.starts_at,
          end: c.ends_at,
          reason: c.reason,
        })),
      });
    },

    /**
     * Closes a day, or some hours of it, to bookings: the closure stored (and audited), and the
     * booked appointments it falls on answered, for the shop to contact.
     */
    async addClosure(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ id: string; affected: ShopAppointment[] }, "invalid">> {
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
      return ok({ id, affected: affected.map(shown) });
    },
  };
}

export type AdminAppointmentsService = ReturnType<typeof createAdminAppointmentsService>;
export type ClosureAnswer = AnswerTo<AdminAppointmentsService["addClosure"]>;
