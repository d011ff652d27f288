import { addDays, brusselsClock } from "#server/lib/brussels-time.ts";
import { baseUrl } from "./pages.ts";

/** A free slot as GET /api/appointments/slots answers it. */
export interface Slot {
  start: string;
  day: string;
  time: string;
}

/** The free slots of a day (Brussels), as the server answers them. */
export async function slotsOn(day: string): Promise<Slot[]> {
  const response = await fetch(`${baseUrl()}/api/appointments/slots?from=${day}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/**
 * The free slots of the first day from `ahead` days after today with at least `count`: tests
 * share one server, so each looks from its own distance ahead to stay off the others' days.
 */
export async function freeDay(ahead: number, count: number): Promise<Slot[]> {
  const today = brusselsClock(new Date()).day;
  for (let offset = ahead; offset < ahead + 21; offset++) {
    const slots = await slotsOn(addDays(today, offset));
    if (slots.length >= count) return slots;
  }
  throw new Error("no day with free slots in three weeks");
}
