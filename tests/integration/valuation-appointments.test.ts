import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { brusselsInstant } from "#server/lib/brussels-time.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { createValuationsService } from "#server/valuations/valuations.service.ts";
import { clearAuditRecords, testAdmin } from "#tests/support/audit.ts";
import {
  adminAppointmentsAt,
  clearAppointments,
  insertValuationRequest,
} from "#tests/support/appointments.ts";
import {
  availableDatabases,
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";
import { testMedia } from "#tests/support/media.ts";
import { migrateBefore, migrateTo } from "#tests/support/migrations.ts";

const root = await mkdtemp(join(tmpdir(), "storefront-valuation-appointments-"));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const bookedAt = brusselsInstant("2027-02-01", "09:00");
const startOn = (day: string, time: string) => brusselsInstant(day, time).toISOString();

describeEachDatabase("a valuation request's appointment in the valuations tab", (use) => {
  beforeEach(async () => {
    await clearAppointments(use().db);
    await clearAuditRecords(use().db);
    await use().db.deleteFrom("valuation_requests").execute();
    for (const id of ["with-visit", "without-visit"]) {
      await insertValuationRequest(use().db, id, "fr");
    }
  });

  const listed = async () => {
    const { media } = await testMedia(use().db, root);
    const valuations = createValuationsService({
      db: use().db,
      media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max: 3, windowSeconds: 600 },
    });
    const page = await valuations.list(new URLSearchParams());
    if (!page.ok) throw new Error(page.error);
    return Object.fromEntries(page.requests.map((row) => [row.id, row.appointment]));
  };
  const bookFor = async (start: string, now = bookedAt) => {
    const booked = await adminAppointmentsAt(use().db, now).service.bookForRequest(
      {
        requestId: "with-visit",
        topic: "diamonds-jewellery",
        start,
        name: "Marie Dubois",
        email: "marie.dubois@example.be",
        phone: "+32 3 555 12 12",
      },
      testAdmin,
    );
    if (!booked.ok) throw new Error(booked.error);
    return booked;
  };

  it("shows the appointment booked for a request in its row, and what became of it", async () => {
    expect(await listed()).toEqual({ "with-visit": null, "without-visit": null });

    const first = await bookFor(startOn("2027-02-11", "09:30"));
    expect(await listed()).toEqual({
      "with-visit": { start: startOn("2027-02-11", "09:30"), status: "booked" },
      "without-visit": null,
    });

    const shop = adminAppointmentsAt(use().db, bookedAt).service;
    expect(
      await shop.cancel({ id: first.id, message: "Our valuer is away." }, testAdmin),
    ).toMatchObject({ ok: true });
    expect((await listed())["with-visit"]).toEqual({
      start: startOn("2027-02-11", "09:30"),
      status: "cancelled",
    });

    // Booked again, an hour later: the row shows the booked one.
    await bookFor(startOn("2027-02-12", "10:00"), new Date(bookedAt.getTime() + 3_600_000));
    expect((await listed())["with-visit"]).toEqual({
      start: startOn("2027-02-12", "10:00"),
      status: "booked",
    });
  });
});

for (const kind of availableDatabases()) {
  describe(`migration 0022 on a shop with appointments booked for requests [${kind}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateTo("0021-appointment-photos"));
    });
    afterAll(async () => {
      await test?.close();
    });

    it("links the appointments the audit trail says were booked for a request", async () => {
      if (!test) throw new Error("test database not ready");
      const db = test.db;
      const at = "2027-01-30T09:00:00.000Z";
      // Raw SQL: the typed schema already has the column this database lacks.
      await sql`insert into valuation_requests (id, name, email, phone, message, locale, created_at)
                values ('request-1', 'An', 'an@example.be', null, 'A ring', 'nl', ${at})`.execute(
        db,
      );
      for (const id of ["for-request", "for-gone-request", "visitors-own"]) {
        await sql`insert into appointments (id, topic, starts_at, ends_at, name, email, phone,
                    locale, token_hash, created_at, updated_at)
                  values (${id}, 'watch', ${"2027-02-11T08:00:00.000Z"},
                    ${"2027-02-11T08:30:00.000Z"}, 'An', 'an@example.be', '+32 470 12 34 56',
                    'nl', ${`hash-${id}`}, ${at}, ${at})`.execute(db);
      }
      const audited = (id: string, after: object) =>
        sql`insert into audit_log (id, at, actor_id, actor_email, command, entity, entity_id,
              action, before, after)
            values (${`audit-${id}`}, ${at}, null, 'admin@example.be', null, 'appointment',
              ${id}, 'create', null, ${JSON.stringify(after)})`.execute(db);
      await audited("for-request", { status: "booked", valuationRequest: "request-1" });
      await audited("for-gone-request", { status: "booked", valuationRequest: "removed" });

      await migrateToLatest(db);
      const rows = await db
        .selectFrom("appointments")
        .select(["id", "valuation_request_id"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: "for-gone-request", valuation_request_id: null },
        { id: "for-request", valuation_request_id: "request-1" },
        { id: "visitors-own", valuation_request_id: null },
      ]);
    });

    it("goes down and up again", async () => {
      if (!test) throw new Error("test database not ready");
      await migrateBefore(test.db, "0022-appointment-request");
      await migrateToLatest(test.db);
      const row = await test.db
        .selectFrom("appointments")
        .select("valuation_request_id")
        .where("id", "=", "for-request")
        .executeTakeFirstOrThrow();
      expect(row.valuation_request_id).toBe("request-1");
    });
  });
}
