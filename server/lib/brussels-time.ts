/**
 * Antwerp's calendar and clock (Europe/Brussels), for what the shop plans in local time:
 * appointment slots, closures, reminders. Built on Intl's time-zone data, so the changes to
 * and from summer time fall where the law puts them, year after year, with no table of ours.
 */

const ZONE = "Europe/Brussels";

// Made once: a formatter with a time zone is costly to build.
const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Brussels' wall clock at an instant: day YYYY-MM-DD and time HH:MM. */
export function brusselsClock(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const HOUR_MS = 3_600_000;

/**
 * The instant at which Brussels' clock shows `time` (HH:MM) on `day` (YYYY-MM-DD). Brussels is
 * one hour ahead of UTC in winter and two in summer, so it is one of two instants: the one
 * whose clock matches, the earlier if both do (02:30 on the night back to winter time). A time
 * the clock skips (02:30 on the night to summer time) is read as the instant an hour later.
 */
export function brusselsInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const shows = (at: number) => {
    const clock = brusselsClock(new Date(at));
    return clock.day === day && clock.time === time;
  };
  const summer = wall - 2 * HOUR_MS;
  return new Date(shows(summer) ? summer : wall - HOUR_MS);
}

/** The calendar day `count` days after `day` (before it when negative); both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** Whole days from `from` to `to` (YYYY-MM-DD each), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
