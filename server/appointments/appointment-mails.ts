import type { AppointmentTopic } from "#common/appointments.ts";
import { formatAppointmentTime } from "#common/appointment-format.ts";
import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import type { OutgoingMail } from "#server/mail/mailer.ts";
import { fill, paragraphsMail } from "#server/mail/mail-text.ts";
import { appointmentMailMessages } from "./appointment-mail-messages.ts";
import { invitation, type InvitedAppointment } from "./appointment-invitation.ts";

/** What an appointment's mails say of it. */
export interface MailedAppointment extends InvitedAppointment {
  topic: AppointmentTopic;
}

export const shopAddress = `${business.street}, ${business.postalCode} ${business.city}`;

function words(appointment: MailedAppointment, locale: Locale) {
  const m = appointmentMailMessages[locale];
  return {
    m,
    values: {
      shop: business.name,
      name: appointment.name,
      when: formatAppointmentTime(appointment.start, locale),
      topic: m.topics[appointment.topic],
      address: shopAddress,
      link: appointment.manageLink ?? "",
      phone: business.phone,
    },
  };
}

/**
 * The confirmation of a booking or of a move, with the .ics invitation: the same UID each
 * time and a higher SEQUENCE after a move, so a calendar moves the event it already holds.
 */
export async function confirmationMail(
  appointment: MailedAppointment,
  locale: Locale,
  kind: "booked" | "moved",
): Promise<OutgoingMail> {
  const { m, values } = words(appointment, locale);
  const lead = kind === "booked" ? m.confirmation : m.moved;
  const mail = paragraphsMail(appointment.email, locale, fill(lead.subject, values), [
    [fill(m.greeting, values)],
    [fill(lead.intro, values)],
    [fill(m.address, values)],
    [m.confirmation.calendar],
    [fill(m.manage, values)],
    [m.signoff, business.name],
  ]);
  const ics = await invitation(appointment, {
    title: fill(m.invitation.title, values),
    description: fill(m.invitation.description, values),
    location: `${business.name}, ${shopAddress}`,
    status: "CONFIRMED",
  });
  return { ...mail, attachments: [ics] };
}

/** The day before: when, what, where, and the link to cancel or move. */
export function reminderMail(appointment: MailedAppointment, locale: Locale): OutgoingMail {
  const { m, values } = words(appointment, locale);
  return paragraphsMail(appointment.email, locale, fill(m.reminder.subject, values), [
    [fill(m.greeting, values)],
    [fill(m.reminder.intro, values)],
    [fill(m.address, values)],
    [fill(m.manageLater, values)],
    [m.signoff, business.name],
  ]);
}

/**
 * After a cancellation: which appointment is gone, and where to book another; when the shop
 * cancelled it, the shop's message too (its lines as the admin wrote them).
 */
export async function cancellationMail(
  appointment: MailedAppointment,
  locale: Locale,
  bookAgainLink: string,
  shopMessage: string | null = null,
): Promise<OutgoingMail> {
  const { m, values } = words(appointment, locale);
  const intro = fill(m.cancelled.intro, { ...values, link: bookAgainLink });
  const message =
    shopMessage === null ? [] : [[m.cancelled.shopMessage, ...shopMessage.split(/\r?\n/)]];
  const mail = paragraphsMail(appointment.email, locale, fill(m.cancelled.subject, values), [
    [fill(m.greeting, values)],
    ...message,
    [intro],
    [m.signoff, business.name],
  ]);
  // The same event, cancelled: a calendar that took the invitation drops it.
  const ics = await invitation(appointment, {
    title: fill(m.invitation.title, values),
    description: shopMessage === null ? intro : `${shopMessage}\n\n${intro}`,
    location: `${business.name}, ${shopAddress}`,
    status: "CANCELLED",
  });
  return { ...mail, attachments: [ics] };
}
