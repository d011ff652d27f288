import { expect } from "vitest";
import type { Locale } from "#common/locales.ts";
import { createAdminAppointmentsService } from "#server/appointments/admin-appointments.service.ts";
import { createAppointmentsService } from "#server/appointments/appointments.service.ts";
import { createCustomerAppointmentsService } from "#server/appointments/customer-appointments.service.ts";
import type { Database } from "#server/db/connection.ts";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import type { PhotoStore } from "#server/uploads/visitor-photos.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { insertValuationRequest as insertValuationRow } from "#server/valuations/valuation.queries.ts";

/** The appointments service as the server builds it, at a fixed time, with test settings. */
export function appointmentsAt(
  db: Database,
  now: Date,
  options: {
    capacity?: number;
    leadHours?: number;
    rateLimitMax?: number;
    media?: PhotoStore;
  } = {},
) {
  let woken = 0;
  const service = createAppointmentsService({
    db,
    settings: {
      minutes: 30,
      leadMs: (options.leadHours ?? 2) * 3_600_000,
      capacity: options.capacity ?? 1,
    },
    limiter: createRateLimitService({ db }),
    rateLimit: { max: options.rateLimitMax ?? 1000, windowSeconds: 600 },
    publicUrl: "https://shop.example",
    mailsQueued: () => {
      woken++;
    },
    media: options.media ?? noPhotos,
    now: () => now,
  });
  return { service, wakes: () => woken };
}

/** For tests that send no photos: storing one is a mistake of the test. */
const noPhotos: PhotoStore = {
  store: () => Promise.reject(new Error("this test's appointments service has no media store")),
  releaseUnused: () => Promise.resolve(0),
};

/** A service built with a counter of its wake-ups of the mail sender. */
function counted<S>(make: (mailsQueued: () => void) => S) {
  let woken = 0;
  const service = make(() => {
    woken++;
  });
  return { service, wakes: () => woken };
}

/** The customer's side (the /profile tab) as the server builds it, at a fixed time. */
export function customerAppointmentsAt(db: Database, now: Date) {
  return counted((mailsQueued) =>
    createCustomerAppointmentsService({
      db,
      publicUrl: "https://shop.example",
      mailsQueued,
      now: () => now,
    }),
  );
}

/** The shop's side (the admin's tab) as the server builds it, at a fixed time, with test settings. */
export function adminAppointmentsAt(db: Database, now: Date) {
  return counted((mailsQueued) =>
    createAdminAppointmentsService({
      db,
      settings: { minutes: 30, leadMs: 2 * 3_600_000, capacity: 1 },
      publicUrl: "https://shop.example",
      mailsQueued,
      now: () => now,
    }),
  );
}

/** A valid booking of the slot at `time` on `day` (Brussels). */
export function booking(day: string, time: string, extra: Record<string, unknown> = {}) {
  return {
    topic: "gold-silver",
    start: brusselsInstant(day, time).toISOString(),
    name: "An Peeters",
    email: "an.peeters@example.be",
    phone: "+32 470 12 34 56",
    note: "A bracelet and two rings.",
    ...extra,
  };
}

export const visitor = (clientAddress = "203.0.113.7", locale: Locale = "en") => ({
  clientAddress,
  locale,
});

/** A valuation request as the contact form files it (Marie Dubois, sent 2027-01-30). */
export async function insertValuationRequest(
  db: Database,
  id: string,
  locale: string,
  phone: string | null = "+32 3 555 12 12",
): Promise<void> {
  await insertValuationRow(db, {
    id,
    name: "Marie Dubois",
    email: "marie.dubois@example.be",
    phone,
    message: "Une bague de ma grand-mère.",
    locale,
    created_at: brusselsInstant("2027-01-30", "10:00").toISOString(),
  });
}

/** Empties what the appointment tests write, between tests. */
export async function clearAppointments(db: Database): Promise<void> {
  await db.deleteFrom("appointment_seats").execute();
  await db.deleteFrom("appointments").execute();
  await db.deleteFrom("appointment_closures").execute();
  await db.deleteFrom("mail_queue").execute();
  await db.deleteFrom("rate_limits").execute();
}

export async function countAppointments(db: Database) {
  const rows = await db.selectFrom("appointments").select(["status"]).execute();
  return rows.length;
}

/** The .ics of a queued mail, its lines unfolded (RFC 5545 §3.1), as name → value. */
export function calendar(attachments: string | null) {
  const files = JSON.parse(attachments ?? "[]") as { filename: string; content: string }[];
  expect(files.map((file) => file.filename)).toEqual(["appointment.ics"]);
  const lines = (files[0]?.content ?? "").replace(/\r\n[ \t]/g, "").split("\r\n");
  const value = (name: string) =>
    lines
      .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
      ?.replace(/^[^:]*:/, "");
  return { lines, value };
}
