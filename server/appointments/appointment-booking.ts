import type { Locale } from "#common/locales.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { AppointmentTopic } from "#common/appointments.ts";
import { business, type OpeningSlot } from "#server/business.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import { addDays, brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";
import { countSeats, insertAppointment, listClosures, takeSeat } from "./appointment.queries.ts";
import { confirmationMail } from "./appointment-mails.ts";
import { mailed, manageLink, newToken, reminderDue } from "./appointment-records.ts";
import {
  freeSlots,
  isOpenForBooking,
  lastBookableDay,
  slotAt,
  type Slot,
  type SlotRules,
} from "./appointment-slots.ts";
import { SLOT_RANGE_MAX_DAYS } from "./appointment.schema.ts";

/** docs/product.md: a visitor books from 2 hours (APPOINTMENT_LEAD_HOURS) to 60 days ahead. */
export const APPOINTMENT_HORIZON_DAYS = 60;

/** The settings the server reads (APPOINTMENT_MINUTES, _LEAD_HOURS, _CAPACITY). */
export interface AppointmentSettings {
  minutes: number;
  leadMs: number;
  capacity: number;
}

/** The slot rules: server/business.ts's hours, which the site shows, unless a test says. */
export function slotRules(
  settings: AppointmentSettings,
  openingHours: readonly OpeningSlot[] = business.openingHours,
): SlotRules {
  return { openingHours, ...settings, horizonDays: APPOINTMENT_HORIZON_DAYS };
}

/** A start that is no slot of the calendar: the form's time field is wrong. */
export const notASlot = () => fail("invalid", { fieldErrors: { start: "invalidChoice" } });

/** Thrown inside a transaction to roll it back: every seat of the slot is held. */
export class SlotFull extends Error {}

/** What a booking says of the appointment, whoever books it (the visitor, or the shop). */
export interface BookingDetails {
  topic: AppointmentTopic;
  name: string;
  email: string;
  phone: string;
  note: string | null;
}

/**
 * The one way a slot is booked (docs/decisions/0031-appointments.md), shared by the visitor's
 * booking (appointments.service.ts) and the shop's for a valuation request
 * (admin-appointments.service.ts), so both keep the same rules: `bookable` checks the slot
 * (opening hours, lead time, horizon, closures), `place` stores the appointment, takes its seat
 * and queues its confirmation in one transaction.
 */
export function createBooking(deps: { db: Database; rules: SlotRules; publicUrl: string }) {
  const { db, rules } = deps;
  const booking = {
    /** The first and last day that may be booked at `at` (Brussels calendar days). */
    bookableDays(at: Date): { first: string; last: string } {
      return { first: brusselsClock(at).day, last: lastBookableDay(at, rules) };
    },

    /** The free slots of the Brussels days `from`…`to`, as seen at `at`. */
    async free(days: { from: string; to: string }, at: Date): Promise<Slot[]> {
      const range = {
        from: brusselsInstant(days.from, "00:00").toISOString(),
        to: brusselsInstant(addDays(days.to, 1), "00:00").toISOString(),
      };
      const [closures, taken] = await Promise.all([listClosures(db, range), countSeats(db, range)]);
      return freeSlots(
        days,
        at,
        rules,
        closures.map((c) => ({ start: c.starts_at, end: c.ends_at })),
        taken,
      );
    },

    /**
     * The free times of the first day with one in the month from `at` (one slots question),
     * which a day picker opens on when none was asked for; none when the month is full.
     */
    async firstFreeDaySlots(at: Date) {
      const first = brusselsClock(at).day;
      const month = await booking.free(
        { from: first, to: addDays(first, SLOT_RANGE_MAX_DAYS - 1) },
        at,
      );
      const day = month[0]?.day;
      return month.filter((slot) => slot.day === day);
    },

    /** The first day with a free time in the month from `at`; null when the month is full. */
    async firstFreeDay(at: Date): Promise<string | null> {
      const [slot] = await booking.firstFreeDaySlots(at);
      return slot?.day ?? null;
    },

    /** The slot at `start` if it can be booked at `at`. */
    async bookable(start: string, at: Date): Promise<Slot | "invalid" | "closed"> {
      const slot = slotAt(start, rules);
      if (!slot) return "invalid";
      const closures = await listClosures(db, { from: slot.start, to: slot.end });
      const open = isOpenForBooking(
        slot,
        at,
        rules,
        closures.map((c) => ({ start: c.starts_at, end: c.ends_at })),
      );
      return open ? slot : "closed";
    },

    /**
     * Books `slot`: the appointment, its seat and its confirmation (in `locale`) in one
     * transaction, with `also` (the shop's audit record) in it too. The seat decides between
     * bookings at once (appointment.queries.ts takeSeat): one that finds the slot full rolls
     * back and stores nothing.
     */
    async place(
      slot: Slot,
      details: BookingDetails,
      options: {
        locale: Locale;
        userId: string | null;
        at: Date;
        /** The valuation request the shop books it for. */
        valuationRequestId?: string;
        also?: (trx: Database, id: string) => Promise<void>;
      },
    ): Promise<Result<{ id: string; start: string; end: string; token: string }, "slot-taken">> {
      const { locale, at } = options;
      const id = newId();
      const { token, hash } = newToken();
      const row = {
        id,
        ...details,
        starts_at: slot.start,
        ends_at: slot.end,
        locale,
        user_id: options.userId,
        valuation_request_id: options.valuationRequestId ?? null,
        token_hash: hash,
        sequence: 0,
        remind_at: reminderDue(slot.start, at),
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      };
      const link = manageLink(deps.publicUrl, locale, token);
      // Made before the transaction, so no seat waits on the invitation being written.
      const mail = await confirmationMail(mailed(row, link), locale, "booked");
      try {
        await db.transaction().execute(async (trx) => {
          await insertAppointment(trx, row);
          const seat = await takeSeat(trx, slot.start, id, rules.capacity);
          if (seat === null) throw new SlotFull();
          await options.also?.(trx, id);
          await queueMails(trx, [mail], at.getTime());
        });
      } catch (error) {
        if (error instanceof SlotFull) return fail("slot-taken");
        throw error;
      }
      return ok({ id, start: slot.start, end: slot.end, token });
    },
  };
  return booking;
}

export type Booking = ReturnType<typeof createBooking>;
