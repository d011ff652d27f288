import type { Generated } from "kysely";
import type { AppointmentStatus, AppointmentTopic } from "#common/appointments.ts";
import type { Timestamp } from "./schema-operations.ts";

/*
 * Valuation appointments (migration 0020, docs/decisions/0031-appointments.md). Listed in
 * schema.ts's DB with the others.
 */

export interface AppointmentsTable {
  id: string;
  topic: AppointmentTopic;
  starts_at: Timestamp;
  ends_at: Timestamp;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  /** The language of its mails. */
  locale: string;
  /** The account that booked it, when signed in. */
  user_id: string | null;
  /** The valuation request the shop booked it for (migration 0022); null for a visitor's. */
  valuation_request_id: string | null;
  status: Generated<AppointmentStatus>;
  /** SHA-256 (hex) of the token in the visitor's cancel-or-move link. */
  token_hash: string;
  /** The invitation's SEQUENCE, raised on every move. */
  sequence: Generated<number>;
  /** When the reminder is owed; null: none (booked on the day before or later). */
  remind_at: Timestamp | null;
  /** Set by the one run that queued the reminder. */
  reminded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One place of a slot held by a booked appointment; the key (starts_at, seat) is unique. */
export interface AppointmentSeatsTable {
  starts_at: Timestamp;
  /** 1 … APPOINTMENT_CAPACITY. */
  seat: number;
  appointment_id: string;
}

/** A time the shop takes no appointments: [starts_at, ends_at). */
export interface AppointmentClosuresTable {
  id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reason: Generated<string>;
  created_at: Timestamp;
}

/** A photo sent with an appointment, in the order sent (`position` from 0). */
export interface AppointmentPhotosTable {
  id: string;
  appointment_id: string;
  url: string;
  position: number;
}
