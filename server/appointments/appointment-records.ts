import { createHash, randomBytes } from "node:crypto";
import { isLocale, localizedHref, type Locale } from "#common/locales.ts";
import { addDays, brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";
import type { AppointmentRow } from "./appointment.queries.ts";
import type { MailedAppointment } from "./appointment-mails.ts";

/*
 * Small rules the appointment services share: the link's token, when the reminder is owed,
 * and an appointment as its mails and answers show it.
 */

/** A new link token (256 random bits) and the hash stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Only this is stored: a database read cannot be turned back into working links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** When the reminder mail is owed: at 10:00 the day before. */
export const REMINDER_TIME = "10:00";

/**
 * The reminder's time for an appointment starting at `start` (ISO), booked or moved at `now`:
 * the day before at REMINDER_TIME in Brussels, or null when that day has already come (the
 * confirmation just sent says all a reminder would).
 */
export function reminderDue(start: string, now: Date): string | null {
  const dayBefore = addDays(brusselsClock(new Date(start)).day, -1);
  if (brusselsClock(now).day >= dayBefore) return null;
  return brusselsInstant(dayBefore, REMINDER_TIME).toISOString();
}

/**
 * Whether an appointment may still be cancelled or moved at `at`: booked and not yet begun. A
 * cancelled, done or missed one, or one under way, is over (`appointment-over`).
 */
export function changeable(row: Pick<AppointmentRow, "status" | "starts_at">, at: Date): boolean {
  return row.status === "booked" && row.starts_at > at.toISOString();
}

export function rowLocale(row: Pick<AppointmentRow, "locale">): Locale {
  return isLocale(row.locale) ? row.locale : "en";
}

/** The page that cancels or moves an appointment, in its language, with its token. */
export function manageLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${localizedHref(locale, "/appointment/manage", { query: { token } })}`;
}

type Described = Pick<AppointmentRow, "id" | "topic" | "starts_at" | "ends_at" | "name" | "email">;

/** What, when and who: what every view of an appointment shows. */
export function described(row: Described) {
  return {
    id: row.id,
    topic: row.topic,
    start: row.starts_at,
    end: row.ends_at,
    name: row.name,
    email: row.email,
  };
}

export function mailed(
  row: Described & Pick<AppointmentRow, "sequence">,
  link: string | null,
): MailedAppointment {
  return { ...described(row), sequence: row.sequence, manageLink: link };
}

/** What the visitor's link shows of their appointment (no contact details: a link is forwarded). */
export function publicView(row: AppointmentRow) {
  return {
    id: row.id,
    topic: row.topic,
    start: row.starts_at,
    end: row.ends_at,
    status: row.status,
    locale: rowLocale(row),
    /** Brussels' calendar day of its start: the day the page offers other times on first. */
    day: brusselsClock(new Date(row.starts_at)).day,
  };
}
