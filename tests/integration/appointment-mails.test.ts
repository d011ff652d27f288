import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeEach, expect, it } from "vitest";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { startMailSender } from "#server/mail/mail-sender.ts";
import {
  appointmentsAt,
  booking,
  calendar,
  clearAppointments,
  visitor,
} from "#tests/support/appointments.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";

const at = (day: string, time: string) => brusselsInstant(day, time);
const log = pino({ level: "silent" });
const outbox = await mkdtemp(join(tmpdir(), "storefront-appointment-mails-"));
afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

describeEachDatabase("appointment mails", (use) => {
  beforeEach(async () => {
    await clearAppointments(use().db);
  });

  it("confirms in the visitor's language with an invitation, the address and the link", async () => {
    const { service, wakes } = appointmentsAt(use().db, at("2027-03-15", "12:00"));
    const booked = await service.book(
      booking("2027-03-28", "09:00", { locale: "nl" }),
      visitor("203.0.113.9", "en"),
    );
    if (!booked.ok) throw new Error(booked.error);
    expect(wakes()).toBe(1);
    const [mail] = await queuedMails(use().db);
    expect(mail?.to).toBe("an.peeters@example.be");
    expect(mail?.subject).toBe(
      "Uw afspraak voor een schatting bij Schelde Gold & Diamonds: zondag 28 maart 2027 om 09:00",
    );
    expect(mail?.text).toContain("gratis schatting van goud of zilver");
    expect(mail?.text).toContain("Pelikaanstraat 62, 2018 Antwerpen");
    expect(mail?.text).toContain(
      `https://shop.example/nl/appointment/manage?token=${booked.token}`,
    );
    const ics = calendar(mail?.attachments ?? null);
    expect(ics.lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.value("METHOD")).toBe("REQUEST");
    // 09:00 on the first day of summer time is 07:00 UTC.
    expect(ics.value("DTSTART")).toBe("20270328T070000Z");
    expect(ics.value("DTEND")).toBe("20270328T073000Z");
    expect(ics.value("UID")).toBe(`appointment-${booked.id}@scheldegold.be`);
    expect(ics.value("SEQUENCE")).toBe("0");
    expect(ics.value("LOCATION")).toContain("Pelikaanstraat 62");
    expect(ics.value("SUMMARY")).toBe("Schatting bij Schelde Gold & Diamonds");
  });

  it("sends the moved time with the same event, and the cancellation", async () => {
    const { service } = appointmentsAt(use().db, at("2027-03-15", "12:00"));
    const booked = await service.book(booking("2027-03-26", "17:30"), visitor("x", "fr"));
    if (!booked.ok) throw new Error(booked.error);
    const start = at("2027-03-28", "17:30").toISOString();
    expect(await service.move({ token: booked.token, start })).toMatchObject({ ok: true });
    expect(await service.cancel({ token: booked.token })).toMatchObject({ ok: true });
    const mails = await queuedMails(use().db);
    const moved = mails.find((mail) => mail.subject.includes("déplacé"));
    const cancelled = mails.find((mail) => mail.subject.includes("annulé"));
    expect(moved?.subject).toContain("est déplacé au dimanche 28 mars 2027");
    const movedIcs = calendar(moved?.attachments ?? null);
    expect(movedIcs.value("DTSTART")).toBe("20270328T153000Z");
    expect(movedIcs.value("SEQUENCE")).toBe("1");
    expect(movedIcs.value("UID")).toBe(`appointment-${booked.id}@scheldegold.be`);
    expect(cancelled?.subject).toBe(
      "Votre rendez-vous d’estimation chez Schelde Gold & Diamonds est annulé",
    );
    const cancelledIcs = calendar(cancelled?.attachments ?? null);
    expect(cancelledIcs.value("METHOD")).toBe("CANCEL");
    expect(cancelledIcs.value("STATUS")).toBe("CANCELLED");
    expect(cancelledIcs.value("SEQUENCE")).toBe("2");
  });

  it("sends each reminder once, the day before, however many ask at once", async () => {
    const booker = appointmentsAt(use().db, at("2027-03-15", "12:00")).service;
    const kept = await booker.book(booking("2027-03-22", "10:00", { name: "Kept" }), visitor());
    const gone = await booker.book(booking("2027-03-22", "11:00", { name: "Gone" }), visitor());
    const later = await booker.book(booking("2027-03-23", "10:00", { name: "Later" }), visitor());
    if (!kept.ok || !gone.ok || !later.ok) throw new Error("not booked");
    await booker.cancel({ token: gone.token });
    // Booked on the day before: the confirmation is fresh, no reminder is owed.
    const lastMinute = appointmentsAt(use().db, at("2027-03-21", "15:00")).service;
    expect((await lastMinute.book(booking("2027-03-22", "12:00"), visitor())).ok).toBe(true);
    const before = new Set((await queuedMails(use().db)).map((mail) => mail.id));

    const early = appointmentsAt(use().db, at("2027-03-21", "09:59")).service;
    expect(await early.remindDue()).toBe(0);
    const due = at("2027-03-21", "10:05");
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => appointmentsAt(use().db, due).service.remindDue()),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await appointmentsAt(use().db, at("2027-03-21", "18:00")).service.remindDue()).toBe(0);
    const reminders = (await queuedMails(use().db)).filter((mail) => !before.has(mail.id));
    expect(reminders.map((mail) => mail.subject)).toEqual([
      "Reminder: your valuation appointment at Schelde Gold & Diamonds, Monday 22 March 2027 at 10:00",
    ]);
    expect(reminders[0]?.text).toContain("+32 3 234 56 78");
    // The next day's comes the next day.
    expect(await appointmentsAt(use().db, at("2027-03-22", "10:00")).service.remindDue()).toBe(1);
  });

  it("leaves the outbox with the invitation attached as text/calendar", async () => {
    const { service } = appointmentsAt(use().db, at("2027-03-15", "12:00"));
    expect((await service.book(booking("2027-03-24", "14:00"), visitor())).ok).toBe(true);
    const dir = join(outbox, use().kind);
    const mailer = createMailer(
      {
        smtpUrl: null,
        from: '"Shop" <no-reply@shop.example>',
        outboxDir: dir,
        retry: { maxAttempts: 3, firstRetryMs: 60_000, maxRetryMs: 3_600_000 },
        sendTimeoutMs: 5000,
      },
      log,
    );
    const sender = startMailSender({
      db: use().db,
      mailer,
      log,
      retry: { maxAttempts: 3, firstRetryMs: 60_000, maxRetryMs: 3_600_000 },
      sendTimeoutMs: 5000,
      pollMs: 60_000,
      now: () => at("2027-03-15", "12:00").getTime(),
    });
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    const [file] = await readdir(dir);
    const parsed = await simpleParser(await readFile(join(dir, file ?? ""), "utf8"));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["appointment.ics", "text/calendar"],
    ]);
    expect(parsed.attachments[0]?.content.toString("utf8")).toContain("DTSTART:20270324T130000Z");
  });
});
