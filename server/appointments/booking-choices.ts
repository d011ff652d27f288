import { z } from "zod";
import { appointmentTopics, type AppointmentTopic } from "#common/appointments.ts";
import type { FieldCode } from "#common/field-limits.ts";
import { isCalendarDay } from "#server/gold-price/price-history-days.ts";
import type { Slot } from "./appointment-slots.ts";
import type { AppointmentsService } from "./appointments.service.ts";

/**
 * What the booking page's address has chosen so far (`?topic=&day=&start=`), each step only
 * once the one before it holds: a value that is not one of the choices is no choice, so an
 * edited or stale address shows the step to choose again, never an error page.
 */
const choicesQuerySchema = z.object({
  topic: z.enum(appointmentTopics).optional().catch(undefined),
  day: z.string().refine(isCalendarDay).optional().catch(undefined),
  start: z.string().optional().catch(undefined),
});

export interface BookingChoices {
  /** The days that may be booked, for the day picker's bounds. */
  days: { first: string; last: string };
  topic: AppointmentTopic | null;
  /** The day asked, else the first with a free time. */
  day: string | null;
  /** Set when the day asked is not one that may be booked. */
  dayError: FieldCode | null;
  /** The free times of `day`; null before a topic is chosen. */
  slots: Slot[] | null;
  /** The chosen time, when it is one of `slots`. */
  slot: Slot | null;
}

/**
 * The booking page's steps from its address: what, which day, which time. The free times are
 * the service's (lead time, horizon, closures, places taken); the booking itself checks them
 * again, since a time shown free may be taken before the form is sent.
 */
export async function bookingChoices(
  service: Pick<AppointmentsService, "slots" | "bookableDays" | "firstFreeDay">,
  params: URLSearchParams,
): Promise<BookingChoices> {
  const asked = choicesQuerySchema.parse(Object.fromEntries(params));
  const days = service.bookableDays();
  const none = { days, day: null, dayError: null, slots: null, slot: null };
  if (!asked.topic) return { ...none, topic: null };
  const topic = asked.topic;

  if (asked.day) {
    const free = await service.slots(new URLSearchParams({ from: asked.day }));
    const bookable = free.ok && asked.day >= days.first && asked.day <= days.last;
    if (!free.ok || !bookable) {
      return { ...none, topic, day: asked.day, dayError: "outOfRange", slots: [] };
    }
    const slot = free.slots.find((s) => s.start === asked.start) ?? null;
    return { ...none, topic, day: asked.day, slots: free.slots, slot };
  }
  // No day yet: the picker's suggestion.
  return { ...none, topic, day: await service.firstFreeDay() };
}
