import { z } from "zod";
import { appointmentTopics } from "#common/appointments.ts";
import { locales } from "#common/locales.ts";
import { fieldLimits, type FieldCode } from "#common/field-limits.ts";
import { emailField, personNameField, phoneField, requiredText } from "#common/field-schemas.ts";
import { isCalendarDay } from "#server/gold-price/price-history-days.ts";
import { daysBetween } from "#server/lib/brussels-time.ts";

/** The most days one question for free slots may span (a month's calendar). */
export const SLOT_RANGE_MAX_DAYS = 31;

const dayField = z
  .string("required" satisfies FieldCode)
  .refine(isCalendarDay, "invalidChoice" satisfies FieldCode);

const clockField = z
  .string("required" satisfies FieldCode)
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "invalidChoice" satisfies FieldCode);

/** A slot's start as the slots answer gave it: an ISO UTC instant, kept in one spelling. */
const startField = z
  .string("required" satisfies FieldCode)
  .pipe(z.iso.datetime("invalidChoice" satisfies FieldCode))
  .transform((start) => new Date(start).toISOString());

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (to defaults to from), at most a month. */
export const slotsQuerySchema = z
  .object({ from: dayField, to: dayField.optional() })
  .transform(({ from, to }) => ({ from, to: to ?? from }))
  .refine(
    ({ from, to }) => {
      const span = daysBetween(from, to);
      return span >= 0 && span < SLOT_RANGE_MAX_DAYS;
    },
    { message: "outOfRange" satisfies FieldCode, path: ["to"] },
  );

/** What a booking says of the appointment: what is brought, the slot, who comes. */
const bookingFields = {
  topic: z.enum(appointmentTopics, "invalidChoice" satisfies FieldCode),
  start: startField,
  name: personNameField({ required: true }),
  email: emailField,
  phone: phoneField.min(1, "required" satisfies FieldCode),
  note: z
    .string("required" satisfies FieldCode)
    .trim()
    .max(fieldLimits.message.max, "tooLong" satisfies FieldCode)
    .optional()
    .transform((note) => note || null),
};

/** A visitor's booking: what they bring, the slot, who they are. */
export const bookingInputSchema = z.object({
  ...bookingFields,
  // The language of the mails, for the JSON API; a page books in its own.
  locale: z.enum(locales, "invalidChoice" satisfies FieldCode).optional(),
});

/** The shop's booking for a valuation request (the valuations tab): its mails in the request's language. */
export const requestBookingInputSchema = z.object({
  ...bookingFields,
  requestId: requiredText(40),
});

/** The valuations tab's address when it books for a request: `?book=<request>&day=YYYY-MM-DD`. */
export const requestBookingQuerySchema = z.object({
  book: requiredText(40),
  day: z.union([z.literal(""), dayField]).optional(),
});

/** An appointment the shop marks (done, no-show) by its id. */
export const appointmentIdInputSchema = z.object({ id: requiredText(40) });

/** The shop's cancellation: the appointment, and the message mailed to the visitor with it. */
export const shopCancelInputSchema = z.object({
  id: requiredText(40),
  message: requiredText(fieldLimits.message.max),
});

export type BookingInput = z.output<typeof bookingInputSchema>;

/** The token of an appointment's link, which stands for the appointment (and nothing else). */
const tokenField = z
  .string("required" satisfies FieldCode)
  .min(20, "invalidToken" satisfies FieldCode)
  .max(fieldLimits.token.max, "invalidToken" satisfies FieldCode);

export const tokenInputSchema = z.object({ token: tokenField });

export const moveInputSchema = z.object({ token: tokenField, start: startField });

/** A closure: a whole day, or the hours from `from` to `to` of it (Brussels time). */
export const closureInputSchema = z
  .object({
    day: dayField,
    from: z.union([z.literal(""), clockField]).optional(),
    to: z.union([z.literal(""), clockField]).optional(),
    reason: z
      .string("required" satisfies FieldCode)
      .trim()
      .max(200, "tooLong" satisfies FieldCode)
      .optional()
      .transform((reason) => reason ?? ""),
  })
  .refine(({ from, to }) => !from === !to, {
    message: "required" satisfies FieldCode,
    path: ["to"],
  })
  .refine(({ from, to }) => !from || !to || from < to, {
    message: "outOfRange" satisfies FieldCode,
    path: ["to"],
  });

export type ClosureInput = z.output<typeof closureInputSchema>;

/** One of a signed-in customer's appointments, by its id (the /profile tab's cancel). */
export const appointmentChoiceSchema = z.object({
  id: z
    .string("required" satisfies FieldCode)
    .min(1, "required" satisfies FieldCode)
    .max(40, "invalidChoice" satisfies FieldCode),
});
