import { beforeEach, expect, it } from "vitest";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import { auditRecords, clearAuditRecords, testAdmin } from "#tests/support/audit.ts";
import {
  adminAppointmentsAt,
  appointmentsAt,
  booking,
  calendar,
  clearAppointments,
  insertValuationRequest,
  visitor,
} from "#tests/support/appointments.ts";
import { listAppointmentPhotos } from "#server/appointments/appointment.queries.ts";
import { insertValuationPhotos } from "#server/valuations/valuation.queries.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";

const at = (day: string, time: string) => brusselsInstant(day, time);
const bookedAt = at("2027-02-01", "09:00");

describeEachDatabase("the shop's appointment actions", (use) => {
  beforeEach(async () => {
    await clearAppointments(use().db);
    await clearAuditRecords(use().db);
    await use().db.deleteFrom("valuation_requests").execute();
  });

  /** Books `time` on `day` as a visitor would, a week ahead of it. */
  const book = async (day: string, time: string, extra: Record<string, unknown> = {}) => {
    const booked = await appointmentsAt(use().db, bookedAt).service.book(
      booking(day, time, extra),
      visitor(),
    );
    if (!booked.ok) throw new Error(booked.error);
    return booked;
  };
  const statusOf = async (id: string) =>
    (
      await use()
        .db.selectFrom("appointments")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).status;
  const seats = async () =>
    (await use().db.selectFrom("appointment_seats").select("appointment_id").execute()).map(
      (seat) => seat.appointment_id,
    );

  it("marks done or no-show once the appointment has started, and only then", async () => {
    const early = await book("2027-02-08", "10:00", { name: "Early" });
    const later = await book("2027-02-08", "10:30", { name: "Later" });
    const before = adminAppointmentsAt(use().db, at("2027-02-08", "09:59")).service;
    expect(await before.mark("done", { id: early.id }, testAdmin)).toEqual({
      ok: false,
      error: "appointment-not-started",
    });
    expect(await statusOf(early.id)).toBe("booked");
    expect(await auditRecords(use().db)).toEqual([]);

    // The photos a visitor sent are listed with the appointment, in the order sent.
    await use()
      .db.insertInto("appointment_photos")
      .values([
        { id: "photo-b", appointment_id: later.id, url: "/media/second.jpg", position: 1 },
        { id: "photo-a", appointment_id: later.id, url: "/media/first.jpg", position: 0 },
      ])
      .execute();
    // At 10:10 both are on today's list, the one already under way too.
    const shop = adminAppointmentsAt(use().db, at("2027-02-08", "10:10")).service;
    expect(await shop.ahead()).toMatchObject({
      ok: true,
      appointments: [
        { name: "Early", photos: [] },
        { name: "Later", photos: [{ url: "/media/first.jpg" }, { url: "/media/second.jpg" }] },
      ],
    });
    expect(await shop.mark("done", { id: early.id }, testAdmin)).toEqual({
      ok: true,
      id: early.id,
      name: "Early",
      status: "done",
    });
    expect(await shop.mark("no-show", { id: later.id }, testAdmin)).toEqual({
      ok: false,
      error: "appointment-not-started",
    });
    const after = adminAppointmentsAt(use().db, at("2027-02-08", "11:00")).service;
    expect(await after.mark("no-show", { id: later.id }, testAdmin)).toMatchObject({
      ok: true,
      status: "no-show",
    });
    expect(await statusOf(early.id)).toBe("done");
    expect(await statusOf(later.id)).toBe("no-show");
    // Only a booked appointment holds a seat; a marked one is marked once.
    expect(await seats()).toEqual([]);
    expect(await after.mark("no-show", { id: early.id }, testAdmin)).toEqual({
      ok: false,
      error: "appointment-over",
    });
    expect(await after.ahead()).toMatchObject({ ok: true, appointments: [] });
    // One nobody marked stays on the list, still to mark, for a month after its day.
    const forgotten = await book("2027-02-09", "14:00", { name: "Forgotten" });
    const weekLater = adminAppointmentsAt(use().db, at("2027-02-16", "09:00")).service;
    expect(await weekLater.ahead()).toMatchObject({ appointments: [{ id: forgotten.id }] });
    const monthLater = adminAppointmentsAt(use().db, at("2027-03-13", "09:00")).service;
    expect(await monthLater.ahead()).toMatchObject({ appointments: [] });
    expect(await auditRecords(use().db)).toMatchObject([
      {
        entity: "appointment",
        entityId: early.id,
        action: "status",
        before: { status: "booked" },
        after: { status: "done" },
        actorEmail: "admin@schelde.example",
      },
      { entityId: later.id, before: { status: "booked" }, after: { status: "no-show" } },
    ]);
  });

  it("cancels with a message: the seat freed, one mail with it and the invitation cancelled", async () => {
    const kept = await book("2027-02-09", "14:00", { name: "Kept" });
    const gone = await book("2027-02-09", "14:30", { locale: "nl", name: "Gone" });
    const mailsBefore = new Set((await queuedMails(use().db)).map((mail) => mail.id));
    const { service: shop, wakes } = adminAppointmentsAt(use().db, at("2027-02-03", "12:00"));
    const message = "De winkel is die dag gesloten.\nBel ons gerust voor een ander moment.";
    expect(await shop.cancel({ id: gone.id, message }, testAdmin)).toEqual({
      ok: true,
      id: gone.id,
      name: "Gone",
      status: "cancelled",
    });
    expect(wakes()).toBe(1);
    expect(await statusOf(gone.id)).toBe("cancelled");
    expect(await seats()).toEqual([kept.id]);

    const mails = (await queuedMails(use().db)).filter((mail) => !mailsBefore.has(mail.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe("an.peeters@example.be");
    expect(mail?.subject).toBe(
      "Uw afspraak voor een schatting bij Schelde Gold & Diamonds is geannuleerd",
    );
    expect(mail?.text).toContain(
      "Ons bericht aan u:\nDe winkel is die dag gesloten.\nBel ons gerust voor een ander moment.",
    );
    expect(mail?.text).toContain("Uw afspraak op dinsdag 9 februari 2027 om 14:30 is geannuleerd");
    const ics = calendar(mail?.attachments ?? null);
    expect(ics.value("METHOD")).toBe("CANCEL");
    expect(ics.value("STATUS")).toBe("CANCELLED");
    expect(ics.value("SEQUENCE")).toBe("1");
    expect(ics.value("UID")).toBe(`appointment-${gone.id}@scheldegold.be`);

    // The time is free again for a visitor.
    const free = await appointmentsAt(use().db, at("2027-02-03", "12:00")).service.slots(
      new URLSearchParams({ from: "2027-02-09" }),
    );
    const times = free.ok ? free.slots.map((slot) => slot.time) : [];
    expect(times).toContain("14:30");
    expect(times).not.toContain("14:00");
    expect(await auditRecords(use().db)).toMatchObject([
      {
        entity: "appointment",
        entityId: gone.id,
        action: "status",
        before: { status: "booked" },
        after: { status: "cancelled" },
      },
    ]);
    // A cancelled one is not cancelled again, and nobody is mailed twice.
    expect(await shop.cancel({ id: gone.id, message: "Again" }, testAdmin)).toEqual({
      ok: false,
      error: "appointment-over",
    });
    expect(await queuedMails(use().db)).toHaveLength(mailsBefore.size + 1);
  });

  it("cancels one that has begun, which the visitor's link no longer can", async () => {
    const booked = await book("2027-02-10", "15:00");
    const begun = at("2027-02-10", "15:10");
    expect(await appointmentsAt(use().db, begun).service.cancel({ token: booked.token })).toEqual({
      ok: false,
      error: "appointment-over",
    });
    const shop = adminAppointmentsAt(use().db, begun).service;
    expect(
      await shop.cancel({ id: booked.id, message: "We had to close early." }, testAdmin),
    ).toMatchObject({ ok: true, status: "cancelled" });
    expect(await statusOf(booked.id)).toBe("cancelled");
    expect(await seats()).toEqual([]);
  });

  it("refuses bad input and changes nothing", async () => {
    const booked = await book("2027-02-10", "11:00");
    const mails = (await queuedMails(use().db)).length;
    const shop = adminAppointmentsAt(use().db, at("2027-02-10", "12:00")).service;
    for (const input of [{}, { id: "" }, null, [], { id: "x".repeat(41) }]) {
      expect(await shop.mark("done", input, testAdmin), JSON.stringify(input)).toMatchObject({
        ok: false,
        error: "invalid",
      });
    }
    expect(await shop.mark("done", { id: "no-such-appointment" }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await shop.cancel({ id: booked.id, message: "  " }, testAdmin)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { message: "required" },
    });
    expect(
      await shop.cancel({ id: booked.id, message: "x".repeat(5001) }, testAdmin),
    ).toMatchObject({ ok: false, fieldErrors: { message: "tooLong" } });
    expect(await shop.cancel({ id: "nothing", message: "Sorry" }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await statusOf(booked.id)).toBe("booked");
    expect(await seats()).toEqual([booked.id]);
    expect(await queuedMails(use().db)).toHaveLength(mails);
    expect(await auditRecords(use().db)).toEqual([]);
  });

  const request = (id: string, locale: string, phone?: string | null) =>
    insertValuationRequest(use().db, id, locale, phone);

  it("turns a valuation request into an appointment: a seat taken, the confirmation mailed", async () => {
    await request("request-fr", "fr");
    // Its two photos, sent second then first: the appointment keeps the order they were sent in.
    await insertValuationPhotos(use().db, [
      {
        id: "photo-2",
        valuation_request_id: "request-fr",
        url: "/media/ring-side.webp",
        position: 1,
      },
      {
        id: "photo-1",
        valuation_request_id: "request-fr",
        url: "/media/ring-top.webp",
        position: 0,
      },
    ]);
    const { service: shop, wakes } = adminAppointmentsAt(use().db, bookedAt);
    const form = await shop.requestBookingForm(
      new URLSearchParams({ book: "request-fr", day: "2027-02-11" }),
    );
    expect(form).toMatchObject({
      ok: true,
      request: { name: "Marie Dubois", phone: "+32 3 555 12 12", locale: "fr" },
      day: "2027-02-11",
      first: "2027-02-01",
    });
    const slots = form.ok ? form.slots : [];
    expect(slots.map((slot) => slot.time).slice(0, 2)).toEqual(["09:00", "09:30"]);
    // Without a day, the form starts on today's free times (from the lead time on)…
    const today = await shop.requestBookingForm(new URLSearchParams({ book: "request-fr" }));
    expect(today).toMatchObject({ ok: true, day: "2027-02-01" });
    expect(today.ok && today.slots[0]?.time).toBe("11:00");
    // …or on the next day with one: on a Saturday, the Sunday.
    const saturday = await adminAppointmentsAt(
      use().db,
      at("2027-02-06", "10:00"),
    ).service.requestBookingForm(new URLSearchParams({ book: "request-fr" }));
    expect(saturday).toMatchObject({ ok: true, day: "2027-02-07", first: "2027-02-06" });
    expect(saturday.ok && saturday.slots[0]?.time).toBe("09:00");

    const start = at("2027-02-11", "09:30").toISOString();
    const booked = await shop.bookForRequest(
      {
        requestId: "request-fr",
        topic: "diamonds-jewellery",
        start,
        name: "Marie Dubois",
        email: "marie.dubois@example.be",
        phone: "+32 3 555 12 12",
        note: "Une bague de ma grand-mère.",
      },
      testAdmin,
    );
    if (!booked.ok) throw new Error(booked.error);
    expect(booked).toMatchObject({ start, name: "Marie Dubois" });
    expect(wakes()).toBe(1);
    const row = await use()
      .db.selectFrom("appointments")
      .selectAll()
      .where("id", "=", booked.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      locale: "fr",
      status: "booked",
      note: "Une bague de ma grand-mère.",
    });
    expect(await seats()).toEqual([booked.id]);
    // The request's photos are the appointment's, for the appointments tab.
    const photos = await listAppointmentPhotos(use().db, [booked.id]);
    expect(photos.map((photo) => photo.url)).toEqual([
      "/media/ring-top.webp",
      "/media/ring-side.webp",
    ]);
    // The seat is the visitor's booking's too: the same time is no longer free.
    expect(
      await appointmentsAt(use().db, bookedAt).service.book(
        booking("2027-02-11", "09:30"),
        visitor(),
      ),
    ).toEqual({ ok: false, error: "slot-taken" });

    const [mail] = await queuedMails(use().db);
    expect(mail?.subject).toBe(
      "Votre rendez-vous d’estimation chez Schelde Gold & Diamonds : jeudi 11 février 2027 à 09:30",
    );
    expect(mail?.text).toContain("https://shop.example/fr/appointment/manage?token=");
    expect(calendar(mail?.attachments ?? null).value("METHOD")).toBe("REQUEST");
    expect(await auditRecords(use().db)).toMatchObject([
      {
        entity: "appointment",
        entityId: booked.id,
        action: "create",
        before: null,
        after: { status: "booked", start, valuationRequest: "request-fr" },
      },
    ]);
  });

  it("books a request by the visitor's rules, in English for a language the shop does not speak", async () => {
    await request("request-de", "de", null);
    const shop = adminAppointmentsAt(use().db, bookedAt).service;
    const input = (start: string, extra: Record<string, unknown> = {}) => ({
      requestId: "request-de",
      topic: "watch",
      start,
      name: "Marie Dubois",
      email: "marie.dubois@example.be",
      phone: "+32 3 555 12 12",
      ...extra,
    });
    const refused = [
      // Too soon (the lead time) or past the horizon: no longer or not yet bookable.
      [input(at("2027-02-01", "10:30").toISOString()), "slot-taken"],
      [input(at("2027-04-05", "10:00").toISOString()), "slot-taken"],
      // No slot at all: a quarter past, and a Saturday (the shop is closed).
      [input(at("2027-02-12", "10:15").toISOString()), "invalid"],
      [input(at("2027-02-06", "10:00").toISOString()), "invalid"],
      [input(at("2027-02-12", "10:00").toISOString(), { phone: "" }), "invalid"],
      [input(at("2027-02-12", "10:00").toISOString(), { topic: "painting" }), "invalid"],
      [input(at("2027-02-12", "10:00").toISOString(), { requestId: "" }), "invalid"],
      [input(at("2027-02-12", "10:00").toISOString(), { requestId: "nothing" }), "not-found"],
    ] as const;
    for (const [bad, error] of refused) {
      expect(await shop.bookForRequest(bad, testAdmin), JSON.stringify(bad)).toMatchObject({
        ok: false,
        error,
      });
    }
    expect(await shop.requestBookingForm(new URLSearchParams({ book: "nothing" }))).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(
      await shop.requestBookingForm(new URLSearchParams({ book: "request-de", day: "soon" })),
    ).toMatchObject({ ok: false, error: "invalid" });
    expect(await seats()).toEqual([]);
    expect(await queuedMails(use().db)).toEqual([]);
    expect(await auditRecords(use().db)).toEqual([]);

    const booked = await shop.bookForRequest(
      input(at("2027-02-12", "10:00").toISOString()),
      testAdmin,
    );
    expect(booked.ok).toBe(true);
    const [mail] = await queuedMails(use().db);
    expect(mail?.subject).toBe(
      "Your valuation appointment at Schelde Gold & Diamonds: Friday 12 February 2027 at 10:00",
    );
  });
});
