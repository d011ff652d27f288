import type { Locale } from "#common/locales.ts";
import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import type { OpeningSlot } from "#server/business.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { queue } from "#server/lib/queue.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import { filesInMemory, type IncomingFiles } from "#server/uploads/multipart-form.ts";
import {
  receivePhotos,
  storePhotos,
  type InTurn,
  type PhotoStore,
} from "#server/uploads/visitor-photos.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import {
  claimDueReminders,
  findByTokenHash,
  insertAppointmentPhotos,
  releaseSeat,
  takeSeat,
  updateAppointment,
} from "./appointment.queries.ts";
import {
  createBooking,
  notASlot,
  slotRules,
  SlotFull,
  type AppointmentSettings,
} from "./appointment-booking.ts";
import { cancelAppointment, type CancelFailure } from "./appointment-cancel.ts";
import { confirmationMail, reminderMail } from "./appointment-mails.ts";
import {
  changeable,
  hashToken,
  mailed,
  manageLink,
  publicView,
  reminderDue,
  rowLocale,
} from "./appointment-records.ts";
import {
  bookingInputSchema,
  moveInputSchema,
  slotsQuerySchema,
  tokenInputSchema,
} from "./appointment.schema.ts";

export interface AppointmentsServiceDependencies {
  db: Database;
  settings: AppointmentSettings;
  /** Counts each client's bookings, in a bucket of its own with the valuation requests' rule. */
  limiter: RateLimitService;
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** The shop's public origin, for the links in mails. */
  publicUrl: string;
  /** Wakes the mail sender once a transaction that queued mails has committed. */
  mailsQueued: () => void;
  /** Stores the photos sent with a booking (the media service). */
  media: PhotoStore;
  /** Decodes photos one at a time; the valuation requests' turn (server/services.ts). */
  photoTurn?: InTurn;
  /** The shop's hours; server/business.ts's, which the site shows, unless a test says. */
  openingHours?: readonly OpeningSlot[];
  now?: () => Date;
}

/**
 * Valuation appointments as visitors book them (docs/decisions/0031-appointments.md): the free
 * slots, a booking, and the link's cancel and move, each mail queued in its transaction.
 */
export function createAppointmentsService(deps: AppointmentsServiceDependencies) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const rules = slotRules(deps.settings, deps.openingHours);
  const booking = createBooking({ db, rules, publicUrl: deps.publicUrl });
  const rule = { bucket: "appointment", ...deps.rateLimit };
  const link = (locale: Locale, token: string) => manageLink(deps.publicUrl, locale, token);
  const photoTurn = deps.photoTurn ?? queue(1);

  return {
    /** The free slots of the days `?from=&to=` (Brussels calendar days, at most 31). */
    async slots(params: URLSearchParams) {
      const parsed = parseInput(slotsQuerySchema, {
        from: params.get("from") ?? undefined,
        to: params.get("to") ?? undefined,
      });
      if (!parsed.ok) return parsed;
      const { from, to } = parsed.data;
      const slots = await booking.free({ from, to }, now());
      return ok({ from, to, minutes: rules.minutes, slots });
    },

    /** The first and last day that may be booked (Brussels calendar days), for a day picker. */
    bookableDays(): { first: string; last: string } {
      return booking.bookableDays(now());
    },

    /** The first day with a free time in the month ahead, for a day picker; null: none. */
    firstFreeDay(): Promise<string | null> {
      return booking.firstFreeDay(now());
    },

    /**
     * Books a slot: checked against the rules, counted against the client's limit, the photos
     * (if any, a form's files as they arrive) stored, then the appointment, its seat, its photos
     * and its confirmation in one transaction (appointment-booking.ts). One that finds the slot
     * full stores nothing and takes its photos' files with it.
     */
    async book(
      input: unknown,
      request: {
        clientAddress: string;
        locale: Locale;
        userId?: string | null;
        photos?: IncomingFiles;
      },
    ): Promise<Result<{ id: string; start: string; end: string; token: string }, BookingFailure>> {
      const parsed = parseInput(bookingInputSchema, input);
      if (!parsed.ok) return parsed;
      const { locale, start, ...details } = parsed.data;
      const at = now();
      const slot = await booking.bookable(start, at);
      if (slot === "invalid") return notASlot();
      if (slot === "closed") return fail("slot-taken");
      // A client past its limit sends its photos to no decoder: checked before they are read.
      const allowed = await deps.limiter.check(rule, request.clientAddress, at.getTime());
      if (!allowed.ok) return allowed;
      const received = await receivePhotos(request.photos ?? filesInMemory());
      if (!received.ok) return received;
      const limit = await deps.limiter.consume(rule, request.clientAddress, at.getTime());
      if (!limit.ok) return limit;
      const stored = await storePhotos(deps.media, received.files, photoTurn);
      if (!stored.ok) return stored;

      let booked;
      try {
        booked = await booking.place(slot, details, {
          locale: locale ?? request.locale,
          userId: request.userId ?? null,
          at,
          also: (trx, id) =>
            insertAppointmentPhotos(
              trx,
              stored.urls.map((url, position) => ({
                id: newId(),
                appointment_id: id,
                url,
                position,
              })),
            ),
        });
      } catch (error) {
        // No row refers to the photos: their files go too.
        await deps.media.releaseUnused(stored.urls);
        throw error;
      }
      if (!booked.ok) {
        await deps.media.releaseUnused(stored.urls);
        return booked;
      }
      deps.mailsQueued();
      return booked;
    },

    /** The appointment a link's token stands for; no other. */
    async view(
      input: unknown,
    ): Promise<Result<ReturnType<typeof publicView>, "invalid" | "not-found">> {
      const parsed = parseInput(tokenInputSchema, input);
      if (!parsed.ok) return parsed;
      const row = await findByTokenHash(db, hashToken(parsed.data.token));
      return row ? ok(publicView(row)) : fail("not-found");
    },

    /**
     * Cancels the appointment of a token: its seat freed, the visitor told (with the
     * invitation cancelled). Cancelling a cancelled one again changes nothing. The rules are
     * appointment-cancel.ts's, which the account's own cancel on /profile shares.
     */
    async cancel(input: unknown): Promise<Result<{ id: string }, ChangeFailure>> {
      const parsed = parseInput(tokenInputSchema, input);
      if (!parsed.ok) return parsed;
      const tokenHash = hashToken(parsed.data.token);
      return cancelAppointment(deps, now(), (trx) => findByTokenHash(trx, tokenHash));
    },

    /**
     * Moves the appointment of a token to another free slot: its seat given up and the new
     * one taken in one transaction (all or nothing), the confirmation sent again.
     */
    async move(
      input: unknown,
    ): Promise<Result<{ id: string; start: string; end: string }, ChangeFailure | BookingFailure>> {
      const parsed = parseInput(moveInputSchema, input);
      if (!parsed.ok) return parsed;
      const at = now();
      const slot = await booking.bookable(parsed.data.start, at);
      if (slot === "invalid") return notASlot();
      if (slot === "closed") return fail("slot-taken");
      const { token } = parsed.data;
      try {
        const moved = await db.transaction().execute(async (trx) => {
          const row = await findByTokenHash(trx, hashToken(token));
          if (!row) return fail("not-found");
          if (!changeable(row, at)) return fail("appointment-over");
          if (row.starts_at === slot.start) return ok({ id: row.id, mailed: false });
          await releaseSeat(trx, row.id);
          if ((await takeSeat(trx, slot.start, row.id, rules.capacity)) === null) {
            throw new SlotFull();
          }
          const change = {
            starts_at: slot.start,
            ends_at: slot.end,
            sequence: row.sequence + 1,
            remind_at: reminderDue(slot.start, at),
            reminded_at: null,
            updated_at: at.toISOString(),
          };
          await updateAppointment(trx, row.id, change);
          const locale = rowLocale(row);
          const mail = await confirmationMail(
            mailed({ ...row, ...change }, link(locale, token)),
            locale,
            "moved",
          );
          await queueMails(trx, [mail], at.getTime());
          return ok({ id: row.id, mailed: true });
        });
        if (!moved.ok) return moved;
        if (moved.mailed) deps.mailsQueued();
        return ok({ id: moved.id, start: slot.start, end: slot.end });
      } catch (error) {
        if (error instanceof SlotFull) return fail("slot-taken");
        throw error;
      }
    },

    /**
     * Queues the reminders that are due (the reminder job, every few minutes on one instance):
     * each claimed and mailed in one transaction, so a reminder goes once whoever runs this.
     */
    async remindDue(): Promise<number> {
      const at = now();
      const count = await db.transaction().execute(async (trx) => {
        const due = await claimDueReminders(trx, at.toISOString());
        const mails = due.map((row) => reminderMail(mailed(row, null), rowLocale(row)));
        await queueMails(trx, mails, at.getTime());
        return mails.length;
      });
      if (count > 0) deps.mailsQueued();
      return count;
    },
  };
}

/** "unsupported-media-type": a booking form that broke off while its photos were due. */
export type BookingFailure = "invalid" | "rate-limited" | "slot-taken" | "unsupported-media-type";
export type ChangeFailure = "invalid" | CancelFailure;

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
export type BookingAnswer = AnswerTo<AppointmentsService["book"]>;
