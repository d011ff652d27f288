import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import { filesInMemory } from "#server/uploads/multipart-form.ts";
import {
  appointmentsAt,
  booking,
  clearAppointments,
  countAppointments,
  visitor,
} from "#tests/support/appointments.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { queuedMails } from "#tests/support/mail-queue.ts";
import { testMedia, listing, type TestMedia } from "#tests/support/media.ts";
import { photoJpeg, smallPng, svgWithScript } from "#tests/support/pictures.ts";

const root = await mkdtemp(join(tmpdir(), "storefront-appointment-photos-"));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const now = brusselsInstant("2027-03-01", "09:00");

describeEachDatabase("appointments with photos", (use) => {
  let store: TestMedia;
  beforeEach(async () => {
    await clearAppointments(use().db);
    store = await testMedia(use().db, root);
  });
  const service = (rateLimitMax = 1000) =>
    appointmentsAt(use().db, now, { media: store.media, rateLimitMax }).service;
  const withPhotos = (photos: readonly Uint8Array[]) => ({
    ...visitor(),
    photos: filesInMemory(photos),
  });
  const photoRows = (appointmentId?: string) =>
    use()
      .db.selectFrom("appointment_photos")
      .select(["url", "position", "appointment_id"])
      .$if(appointmentId !== undefined, (q) => q.where("appointment_id", "=", appointmentId ?? ""))
      .orderBy("position")
      .execute();

  it("stores the photos in order with the appointment, and keeps them while it exists", async () => {
    const photos = [await photoJpeg(800, 600), await smallPng(64, 48)];
    const booked = await service().book(booking("2027-03-10", "10:00"), withPhotos(photos));
    if (!booked.ok) throw new Error(booked.error);
    const rows = await photoRows(booked.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    const names = rows.map((row) => mediaName(row.url));
    expect(names.every((name) => name !== null)).toBe(true);
    expect(await listing(store.dir)).toEqual([...names].sort());
    // A record shows them: releasing them removes nothing.
    expect(await store.media.releaseUnused(rows.map((row) => row.url))).toBe(0);
  });

  it("takes the photos' files away again when the slot was taken meanwhile", async () => {
    const first = await service().book(booking("2027-03-10", "10:00"), visitor());
    expect(first.ok).toBe(true);
    const late = await service().book(
      booking("2027-03-10", "10:00", { email: "late@example.be" }),
      withPhotos([await smallPng()]),
    );
    expect(late).toEqual({ ok: false, error: "slot-taken" });
    expect(await photoRows()).toEqual([]);
    expect(await listing(store.dir)).toEqual([]);
    expect(await countAppointments(use().db)).toBe(1);
  });

  it("refuses six photos, or one that is no picture, and books nothing", async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => smallPng()));
    expect(await service().book(booking("2027-03-10", "11:00"), withPhotos(six))).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { photos: "tooManyPhotos" },
    });
    expect(
      await service().book(
        booking("2027-03-10", "11:00"),
        withPhotos([await smallPng(), svgWithScript]),
      ),
    ).toEqual({ ok: false, error: "invalid", fieldErrors: { photos: "photoNotAnImage" } });
    expect(await countAppointments(use().db)).toBe(0);
    expect(await photoRows()).toEqual([]);
    expect(await listing(store.dir)).toEqual([]);
    expect(await queuedMails(use().db)).toEqual([]);
  });

  it("reads no photo for a client past its limit", async () => {
    const limited = service(1);
    expect((await limited.book(booking("2027-03-10", "12:00"), visitor())).ok).toBe(true);
    let reads = 0;
    const files = filesInMemory([await smallPng()]);
    const answer = await limited.book(booking("2027-03-10", "12:30"), {
      ...visitor(),
      photos: { receive: () => (reads++, files.receive()) },
    });
    expect(answer).toMatchObject({ ok: false, error: "rate-limited" });
    expect(reads).toBe(0);
  });
});
