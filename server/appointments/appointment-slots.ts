import type { OpeningSlot } from "#server/business.ts";
import { addDays, brusselsClock, brusselsInstant, isoWeekday } from "#server/lib/brussels-time.ts";

/**
 * Which times can be booked (docs/decisions/0031-appointments.md). Pure: the service reads
 * closures and taken seats, these rules decide.
 */
export interface SlotRules {
  /** The shop's opening hours, the one list the site shows (server/business.ts). */
  openingHours: readonly OpeningSlot[];
  /** APPOINTMENT_MINUTES: each slot's length; slots follow each other from opening time. */
  minutes: number;
  /** APPOINTMENT_LEAD_HOURS: how long before a slot it may still be booked. */
  leadMs: number;
  /** Days ahead of today (Brussels) that may be booked, today being day 0. */
  horizonDays: number;
  /** APPOINTMENT_CAPACITY: appointments one slot holds. */
  capacity: number;
}

export interface Slot {
  /** ISO UTC instants. */
  start: string;
  end: string;
  /** Brussels' calendar day and clock of its start. */
  day: string;
  time: string;
}

/** A time the shop takes no appointments, [start, end), ISO UTC instants. */
export interface Closure {
  start: string;
  end: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The hours the shop keeps on a day, or null when it is closed. */
export function openingOn(
  day: string,
  openingHours: readonly OpeningSlot[],
): { opens: string; closes: string } | null {
  const weekday = isoWeekday(day);
  return openingHours.find((slot) => slot.days.includes(weekday))?.hours ?? null;
}

/**
 * Every slot of a day by the opening hours alone: from opening time, `minutes` apart, each
 * ending by closing time. Counted on Brussels' wall clock, then turned into instants one by
 * one, so a day of summer time starts at 07:00 UTC and one of winter time at 08:00.
 */
export function slotsOfDay(day: string, rules: Pick<SlotRules, "openingHours" | "minutes">) {
  const hours = openingOn(day, rules.openingHours);
  if (!hours) return [];
  const slots: Slot[] = [];
  const closes = minutesOf(hours.closes);
  for (let at = minutesOf(hours.opens); at + rules.minutes <= closes; at += rules.minutes) {
    const time = clockOf(at);
    slots.push({
      start: brusselsInstant(day, time).toISOString(),
      end: brusselsInstant(day, clockOf(at + rules.minutes)).toISOString(),
      day,
      time,
    });
  }
  return slots;
}

/** The last day that may be booked from `now`: today in Brussels plus the horizon. */
export function lastBookableDay(now: Date, rules: Pick<SlotRules, "horizonDays">): string {
  return addDays(brusselsClock(now).day, rules.horizonDays);
}

const overlaps = (slot: Slot, closure: Closure) =>
  slot.start < closure.end && closure.start < slot.end;

/**
 * Whether a slot may be booked at `now` whoever holds it: far enough ahead, not beyond the
 * horizon, in no closure. Instants compare as ISO text (all of them UTC, same width).
 */
export function isOpenForBooking(
  slot: Slot,
  now: Date,
  rules: SlotRules,
  closures: readonly Closure[],
): boolean {
  const earliest = new Date(now.getTime() + rules.leadMs).toISOString();
  return (
    slot.start >= earliest &&
    slot.day <= lastBookableDay(now, rules) &&
    !closures.some((closure) => overlaps(slot, closure))
  );
}

/**
 * The slots of the days from `from` to `to` (YYYY-MM-DD, inclusive) that can be booked at
 * `now`, each with its free places: open for booking and not full. `taken` counts the seats
 * held per slot start.
 */
export function freeSlots(
  range: { from: string; to: string },
  now: Date,
  rules: SlotRules,
  closures: readonly Closure[],
  taken: ReadonlyMap<string, number>,
): (Slot & { free: number })[] {
  const out: (Slot & { free: number })[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    for (const slot of slotsOfDay(day, rules)) {
      const free = rules.capacity - (taken.get(slot.start) ?? 0);
      if (free > 0 && isOpenForBooking(slot, now, rules, closures)) out.push({ ...slot, free });
    }
  }
  return out;
}

/** The slot that starts at an instant (ISO), if the opening hours have one there. */
export function slotAt(start: string, rules: Pick<SlotRules, "openingHours" | "minutes">) {
  const { day } = brusselsClock(new Date(start));
  return slotsOfDay(day, rules).find((slot) => slot.start === start) ?? null;
}
