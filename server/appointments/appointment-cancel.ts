import { localizedHref } from "#common/locales.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import { releaseSeat, updateAppointment, type AppointmentRow } from "./appointment.queries.ts";
import { cancellationMail } from "./appointment-mails.ts";
import { changeable, mailed, rowLocale } from "./appointment-records.ts";

export interface CancelDependencies {
  db: Database;
  /** The shop's public origin, for the mail's link to book again. */
  publicUrl: string;
  /** Wakes the mail sender once the cancellation's transaction has committed. */
  mailsQueued: () => void;
}

export type CancelFailure = "not-found" | "appointment-over";

/**
 * Cancels the appointment `find` reads inside the transaction, whoever asks: the link's token
 * (appointments.service.ts) or the account it belongs to (customer-appointments.service.ts).
 * `find` answers only an appointment the asker may cancel, with its row locked on PostgreSQL
 * (so a cancel and a move of one appointment go in turn). One that is not booked any more, or
 * has started, is over; a cancelled one cancelled again changes nothing. Otherwise: cancelled,
 * its invitation's SEQUENCE raised, its seat freed (which is what frees the place), and the
 * visitor's cancellation mail (METHOD:CANCEL) queued in the same transaction.
 */
export async function cancelAppointment(
  deps: CancelDependencies,
  at: Date,
  find: (trx: Database) => Promise<AppointmentRow | undefined>,
): Promise<Result<{ id: string }, CancelFailure>> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await find(trx);
    if (!row) return fail("not-found");
    if (row.status === "cancelled") return ok({ id: row.id, mailed: false });
    if (!changeable(row, at)) return fail("appointment-over");
    await cancelRow(trx, deps.publicUrl, row, at);
    return ok({ id: row.id, mailed: true });
  });
  if (!outcome.ok) return outcome;
  if (outcome.mailed) deps.mailsQueued();
  return ok({ id: outcome.id });
}

/**
 * The cancellation itself, once the asker's rules allowed it (the visitor's above, or the
 * shop's, admin-appointments.service.ts): cancelled, its invitation's SEQUENCE raised, its seat
 * freed, and the cancellation mail (METHOD:CANCEL) queued in the caller's transaction, with the
 * shop's message when the shop cancelled.
 */
export async function cancelRow(
  trx: Database,
  publicUrl: string,
  row: AppointmentRow,
  at: Date,
  shopMessage: string | null = null,
): Promise<void> {
  const locale = rowLocale(row);
  const sequence = row.sequence + 1;
  await updateAppointment(trx, row.id, {
    status: "cancelled",
    sequence,
    updated_at: at.toISOString(),
  });
  await releaseSeat(trx, row.id);
  const mail = await cancellationMail(
    mailed({ ...row, sequence }, null),
    locale,
    `${publicUrl}${localizedHref(locale, "/")}`,
    shopMessage,
  );
  await queueMails(trx, [mail], at.getTime());
}
