import { beforeEach, expect, it } from "vitest";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import {
  appointmentsAt,
  booking,
  clearAppointments,
  customerAppointmentsAt,
  visitor,
} from "#tests/support/appointments.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { insertUser } from "#tests/support/factories.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";

const at = (day: string, time: string) => brusselsInstant(day, time);
const booked = at("2027-02-01", "09:00");
const later = at("2027-02-11", "09:00");

/**
 * A signed-in customer's appointments on /profile (issue 26): their own only, upcoming then
 * past, and cancelled with the link's rules (appointment-cancel.ts).
 */
describeEachDatabase("a customer's own appointments", (use) => {
  beforeEach(async () => {
    await clearAppointments(use().db);
  });

  /** Books `time` on `day` at `booked`, signed in as `userId` or not; answers its id. */
  async function book(
    day: string,
    time: string,
    extra: Record<string, unknown> = {},
    userId?: string,
  ) {
    const { service } = appointmentsAt(use().db, booked);
    const answer = await service.book(booking(day, time, extra), { ...visitor(), userId });
    if (!answer.ok) throw new Error(answer.error);
    return answer;
  }

  let round = 0;
  /** Two customers and a stranger's booking; one of the first customer's is cancelled. */
  async function appointments() {
    round += 1;
    const email = `an${String(round)}@example.be`;
    const an = await insertUser(use().db, { email });
    const bert = await insertUser(use().db);
    const first = await book("2027-02-08", "10:00", { email }, an.id);
    const next = await book("2027-02-15", "09:00", { email }, an.id);
    // Booked signed out, with An's address.
    const mailed = await book("2027-02-10", "11:00", { email: email.toUpperCase() });
    const dropped = await book("2027-02-19", "14:00", { email }, an.id);
    const berts = await book("2027-02-16", "10:00", { email: bert.email }, bert.id);
    await book("2027-02-12", "10:00", { email: "someone@example.be" });
    const { service } = appointmentsAt(use().db, booked);
    expect((await service.cancel({ token: dropped.token })).ok).toBe(true);
    return { an, bert, first, next, mailed, dropped, berts };
  }

  it("lists only the account's own, upcoming (soonest first) then past (latest first)", async () => {
    const { an, bert, first, next, mailed, dropped, berts } = await appointments();
    const { service } = customerAppointmentsAt(use().db, later);
    const mine = await service.list(an);
    expect(mine.upcoming).toEqual([
      {
        id: next.id,
        topic: "gold-silver",
        start: "2027-02-15T08:00:00.000Z",
        end: "2027-02-15T08:30:00.000Z",
        status: "booked",
        cancellable: true,
      },
      expect.objectContaining({ id: dropped.id, status: "cancelled", cancellable: false }),
    ]);
    expect(mine.past.map((a) => [a.id, a.cancellable])).toEqual([
      [mailed.id, false],
      [first.id, false],
    ]);
    // An address not yet verified could be anyone's: only what the account booked counts.
    const unverified = await service.list({ ...an, emailVerified: false });
    expect([...unverified.upcoming, ...unverified.past].map((a) => a.id)).toEqual([
      next.id,
      dropped.id,
      first.id,
    ]);
    expect(await service.list(bert)).toEqual({
      upcoming: [expect.objectContaining({ id: berts.id })],
      past: [],
    });
  });

  it("refuses another account's appointment, a past one and bad input, changing nothing", async () => {
    const { an, bert, next, mailed } = await appointments();
    const { service, wakes } = customerAppointmentsAt(use().db, later);
    const mailsBefore = await queuedMails(use().db);
    expect(await service.cancel(bert, { id: next.id })).toEqual({ ok: false, error: "not-found" });
    expect(await service.cancel({ ...an, emailVerified: false }, { id: mailed.id })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await service.cancel(an, { id: mailed.id })).toEqual({
      ok: false,
      error: "appointment-over",
    });
    for (const input of [{}, { id: "" }, { id: "x".repeat(41) }, null, "id"]) {
      expect(await service.cancel(an, input), JSON.stringify(input)).toMatchObject({
        ok: false,
        error: "invalid",
      });
    }
    expect(await service.cancel(an, { id: "no-such-appointment" })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await service.list(an)).upcoming[0]).toMatchObject({ id: next.id, status: "booked" });
    const seats = await use().db.selectFrom("appointment_seats").select("appointment_id").execute();
    expect(seats.map((seat) => seat.appointment_id)).toContain(next.id);
    expect(await queuedMails(use().db)).toEqual(mailsBefore);
    expect(wakes()).toBe(0);
  });

  it("cancels the account's own: its time free again, the cancellation mailed once", async () => {
    const { an, next } = await appointments();
    const { service, wakes } = customerAppointmentsAt(use().db, later);
    const slots = async () => {
      const answer = await appointmentsAt(use().db, later).service.slots(
        new URLSearchParams({ from: "2027-02-15" }),
      );
      return answer.ok ? answer.slots.map((slot) => slot.time) : [];
    };
    expect(await slots()).not.toContain("09:00");
    const mailsBefore = (await queuedMails(use().db)).length;

    expect(await service.cancel(an, { id: next.id })).toEqual({ ok: true, id: next.id });
    expect(wakes()).toBe(1);
    expect(await slots()).toContain("09:00");
    const { upcoming } = await service.list(an);
    expect(upcoming[0]).toMatchObject({ id: next.id, status: "cancelled", cancellable: false });
    const mails = await queuedMails(use().db);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toBe(an.email);
    expect(mail?.attachments).toContain("METHOD:CANCEL");
    expect(mail?.attachments).toContain(`appointment-${next.id}@`);

    // Cancelling it again changes nothing and mails nothing.
    expect(await service.cancel(an, { id: next.id })).toEqual({ ok: true, id: next.id });
    expect(await queuedMails(use().db)).toHaveLength(mailsBefore + 1);
    expect(wakes()).toBe(1);
  });
});
