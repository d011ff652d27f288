/**
 * What a valuation appointment is about and where it stands (migration 0020); shared by the
 * server and the pages that will book and list them. Labels live in the message files.
 */
export const appointmentTopics = ["gold-silver", "diamonds-jewellery", "watch", "other"] as const;
export type AppointmentTopic = (typeof appointmentTopics)[number];

/** booked: on the calendar, holding a seat; the others hold none. */
export const appointmentStatuses = ["booked", "cancelled", "done", "no-show"] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
