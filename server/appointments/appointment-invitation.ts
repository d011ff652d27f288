import { business } from "#server/business.ts";
import type { MailAttachment } from "#server/mail/mailer.ts";

/** What an invitation says of an appointment (appointment-mails.ts adds what it is about). */
export interface InvitedAppointment {
  id: string;
  start: string;
  end: string;
  name: string;
  email: string;
  sequence: number;
  /**
   * The page that cancels or moves it, with its token, in the visitor's language; null where
   * the token is not at hand (only its hash is stored: the reminder points to the confirmation).
   */
  manageLink: string | null;
}

// The event's UID names the shop's own domain, the same whatever address the link was sent from.
const uidDomain = business.email.slice(business.email.indexOf("@") + 1);

/**
 * The appointment as an iCalendar file (RFC 5545), made by the `ics` package. Times are written
 * in UTC, which every calendar shows in its own zone: no time-zone table of ours to go stale.
 * `ics` is loaded on the first invitation: an instance that books nothing never carries it
 * (docs/performance.md, the idle memory budget).
 */
export async function invitation(
  appointment: InvitedAppointment,
  text: {
    title: string;
    description: string;
    location: string;
    status: "CONFIRMED" | "CANCELLED";
  },
): Promise<MailAttachment> {
  const { createEvent } = await import("ics");
  const method = text.status === "CANCELLED" ? "CANCEL" : "REQUEST";
  const made = createEvent({
    uid: `appointment-${appointment.id}@${uidDomain}`,
    sequence: appointment.sequence,
    method,
    productId: `-//${business.name}//Appointments//EN`,
    start: Date.parse(appointment.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(appointment.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: text.title,
    description: text.description,
    location: text.location,
    geo: { lat: business.location.latitude, lon: business.location.longitude },
    ...(appointment.manageLink ? { url: appointment.manageLink } : {}),
    status: text.status,
    busyStatus: "BUSY",
    organizer: { name: business.name, email: business.email },
    attendees: [{ name: appointment.name, email: appointment.email, rsvp: false }],
  });
  if (made.error || made.value === null) {
    throw made.error ?? new Error("the invitation could not be made");
  }
  return {
    filename: "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: made.value,
  };
}
