import { beforeEach, expect, it } from "vitest";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import { testAdmin } from "#tests/support/audit.ts";
import {
  adminAppointmentsAt,
  appointmentsAt,
  booking,
  clearAppointments,
  countAppointments,
  visitor,
} from "#tests/support/appointments.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";

const at = (day: string, time: string) => brusselsInstant(day, time);
const params = (from: string, to?: string) => new URLSearchParams(to ? { from, to } : { from });

describeEachDatabase("appointments", (use) => {
  beforeEach(async () => {
    await clearAppointments(use().db);
  });

  /** The free slots of a range as day → local times, at `now`. */
  const freeTimes = async (now: Date, from: string, to = from, capacity = 1) => {
    const answer = await appointmentsAt(use().db, now, { capacity }).service.slots(
      params(from, to),
    );
    if (!answer.ok) throw new Error(answer.error);
    const byDay = new Map<string, string[]>();
    for (const slot of answer.slots)
      byDay.set(slot.day, [...(byDay.get(slot.day) ?? []), slot.time]);
    return { byDay, slots: answer.slots };
  };

  it("lays out a week across the change to summer time in Brussels time", async () => {
    const { byDay, slots } = await freeTimes(at("2027-03-15", "12:00"), "2027-03-22", "2027-03-28");
    expect([...byDay.keys()]).toEqual([
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      "2027-03-26",
      // Saturday the 27th is closed.
      "2027-03-28",
    ]);
    for (const times of byDay.values()) {
      expect(times[0]).toBe("09:00");
      expect(times.at(-1)).toBe("17:30");
      expect(times).toHaveLength(18);
    }
    const first = (day: string) => slots.find((s) => s.day === day)?.start;
    expect(first("2027-03-26")).toBe("2027-03-26T08:00:00.000Z");
    expect(first("2027-03-28")).toBe("2027-03-28T07:00:00.000Z");
  });

  it("lays out a week across the change back to winter time", async () => {
    const { byDay, slots } = await freeTimes(at("2026-10-01", "12:00"), "2026-10-19", "2026-10-25");
    expect(byDay.has("2026-10-24")).toBe(false);
    expect(byDay.get("2026-10-25")).toHaveLength(18);
    const first = (day: string) => slots.find((s) => s.day === day)?.start;
    expect(first("2026-10-23")).toBe("2026-10-23T07:00:00.000Z");
    expect(first("2026-10-25")).toBe("2026-10-25T08:00:00.000Z");
  });

  it("offers nothing sooner than the lead time nor beyond 60 days", async () => {
    const now = at("2027-01-11", "10:10");
    const today = await freeTimes(now, "2027-01-11");
    expect(today.byDay.get("2027-01-11")?.[0]).toBe("12:30");
    expect((await freeTimes(now, "2027-03-12")).byDay.get("2027-03-12")).toHaveLength(18);
    expect((await freeTimes(now, "2027-03-14")).slots).toEqual([]);

    const { service } = appointmentsAt(use().db, now);
    expect(await service.book(booking("2027-01-11", "12:00"), visitor())).toEqual({
      ok: false,
      error: "slot-taken",
    });
    expect(await service.book(booking("2027-03-14", "09:00"), visitor())).toEqual({
      ok: false,
      error: "slot-taken",
    });
    expect((await service.book(booking("2027-01-11", "12:30"), visitor())).ok).toBe(true);
  });

  it("takes closed hours and days off the calendar and names the appointments they hit", async () => {
    const now = at("2027-02-01", "09:00");
    const { service } = appointmentsAt(use().db, now);
    const hit = await service.book(booking("2027-02-08", "10:30", { name: "Hit" }), visitor());
    const spared = await service.book(booking("2027-02-08", "15:00"), visitor());
    expect(hit.ok && spared.ok).toBe(true);

    const admin = adminAppointmentsAt(use().db, now).service;
    const hours = await admin.addClosure(
      { day: "2027-02-08", from: "10:00", to: "12:00", reason: "Fair" },
      testAdmin,
    );
    expect(hours.ok && hours.affected.map((a) => a.name)).toEqual(["Hit"]);
    const day = await admin.addClosure({ day: "2027-02-10" }, testAdmin);
    expect(day.ok && day.affected).toEqual([]);

    const { byDay } = await freeTimes(now, "2027-02-08", "2027-02-10");
    const monday = byDay.get("2027-02-08") ?? [];
    expect(monday.filter((t) => t >= "10:00" && t < "12:00")).toEqual([]);
    expect(monday).toContain("09:30");
    expect(monday).toContain("12:00");
    expect(monday).not.toContain("15:00");
    expect(byDay.has("2027-02-10")).toBe(false);
    expect(await service.book(booking("2027-02-10", "11:00"), visitor())).toEqual({
      ok: false,
      error: "slot-taken",
    });
    // A closure with an end before its start is refused and stores nothing.
    expect(
      await admin.addClosure({ day: "2027-02-09", from: "12:00", to: "10:00" }, testAdmin),
    ).toMatchObject({ ok: false, error: "invalid" });
    expect(await admin.ahead(30)).toMatchObject({
      ok: true,
      appointments: [{ name: "Hit" }, { name: "An Peeters" }],
      closures: [{ reason: "Fair" }, { reason: "" }],
    });
  });

  it.each([1, 3])("gives 20 bookings of one slot at once exactly %i place(s)", async (capacity) => {
    const now = at("2027-02-01", "09:00");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        appointmentsAt(use().db, now, { capacity }).service.book(
          booking("2027-02-15", "14:00", { email: `visitor${String(i)}@example.be` }),
          visitor(`198.51.100.${String(i)}`),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(capacity);
    expect(results.flatMap((r) => (r.ok ? [] : [r.error]))).toEqual(
      Array.from({ length: 20 - capacity }, () => "slot-taken"),
    );
    expect(await countAppointments(use().db)).toBe(capacity);
    expect(await queuedMails(use().db)).toHaveLength(capacity);
    const { byDay } = await freeTimes(now, "2027-02-15", "2027-02-15", capacity);
    expect(byDay.get("2027-02-15")).not.toContain("14:00");
  });

  it("frees a cancelled slot for the next visitor", async () => {
    const now = at("2027-02-01", "09:00");
    const { service } = appointmentsAt(use().db, now);
    const first = await service.book(booking("2027-02-16", "11:00"), visitor());
    if (!first.ok) throw new Error(first.error);
    expect((await service.book(booking("2027-02-16", "11:00"), visitor())).ok).toBe(false);
    expect(await service.cancel({ token: first.token })).toEqual({ ok: true, id: first.id });
    expect((await freeTimes(now, "2027-02-16")).byDay.get("2027-02-16")).toContain("11:00");
    expect((await service.book(booking("2027-02-16", "11:00"), visitor())).ok).toBe(true);
    // Cancelling again changes nothing; moving a cancelled one is refused.
    expect(await service.cancel({ token: first.token })).toEqual({ ok: true, id: first.id });
    expect(
      await service.move({ token: first.token, start: at("2027-02-16", "12:00").toISOString() }),
    ).toEqual({ ok: false, error: "appointment-over" });
  });

  it("lets a token cancel or move its own appointment and no other", async () => {
    const now = at("2027-02-01", "09:00");
    const { service } = appointmentsAt(use().db, now);
    const a = await service.book(booking("2027-02-17", "09:00", { name: "A" }), visitor());
    const b = await service.book(booking("2027-02-17", "09:30", { name: "B" }), visitor());
    if (!a.ok || !b.ok) throw new Error("not booked");
    expect(a.token).not.toBe(b.token);
    // Only the hash is stored.
    const stored = await use().db.selectFrom("appointments").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(a.token);

    const made = "x".repeat(43);
    expect(await service.view({ token: made })).toEqual({ ok: false, error: "not-found" });
    expect(await service.cancel({ token: made })).toEqual({ ok: false, error: "not-found" });
    expect(await service.view({ token: a.token })).toMatchObject({ ok: true, id: a.id });

    const moved = await service.move({
      token: a.token,
      start: at("2027-02-17", "10:00").toISOString(),
    });
    expect(moved).toEqual({
      ok: true,
      id: a.id,
      start: "2027-02-17T09:00:00.000Z",
      end: "2027-02-17T09:30:00.000Z",
    });
    // Onto B's slot: refused, A stays where it is.
    expect(
      await service.move({ token: a.token, start: at("2027-02-17", "09:30").toISOString() }),
    ).toEqual({ ok: false, error: "slot-taken" });
    expect(await service.cancel({ token: a.token })).toMatchObject({ ok: true, id: a.id });
    expect(await service.view({ token: b.token })).toMatchObject({ status: "booked" });
    expect(await service.view({ token: a.token })).toMatchObject({ status: "cancelled" });
    const free = (await freeTimes(now, "2027-02-17")).byDay.get("2027-02-17") ?? [];
    expect(free.slice(0, 3)).toEqual(["09:00", "10:00", "10:30"]);
  });

  it("refuses bad input with field codes and stores nothing", async () => {
    const { service } = appointmentsAt(use().db, at("2027-02-01", "09:00"), { rateLimitMax: 1 });
    const bad = [
      booking("2027-02-18", "09:00", { topic: "painting" }),
      booking("2027-02-18", "09:00", { email: "not an address" }),
      booking("2027-02-18", "09:00", { phone: "" }),
      booking("2027-02-18", "09:00", { name: "An\nPeeters" }),
      booking("2027-02-18", "09:00", { note: "x".repeat(5001) }),
      booking("2027-02-18", "09:00", { start: "tomorrow" }),
      // Not a slot: a quarter past, and a Saturday.
      booking("2027-02-18", "09:15"),
      booking("2027-02-20", "09:00"),
      null,
      [],
    ];
    for (const input of bad) {
      const answer = await service.book(input, visitor());
      expect(answer, JSON.stringify(input)).toMatchObject({ ok: false, error: "invalid" });
    }
    expect(await service.slots(params("2027-02-30"))).toMatchObject({ ok: false });
    expect(await service.slots(params("2027-02-01", "2027-03-15"))).toMatchObject({ ok: false });
    expect(await service.slots(params("2027-02-10", "2027-02-01"))).toMatchObject({ ok: false });
    expect(await countAppointments(use().db)).toBe(0);
    expect(await queuedMails(use().db)).toEqual([]);
    // Refused input cost the client nothing: its one booking of the window still goes.
    expect((await service.book(booking("2027-02-18", "09:00"), visitor())).ok).toBe(true);
    expect(await service.book(booking("2027-02-18", "09:30"), visitor())).toMatchObject({
      ok: false,
      error: "rate-limited",
    });
  });
});
