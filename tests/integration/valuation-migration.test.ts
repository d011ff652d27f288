import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrateBefore, migrateTo } from "#tests/support/migrations.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

/** The schema as it was before valuation statuses and photos (migration 0005). */
const migrateBeforeStatus = migrateTo("0004-checkout");

for (const kind of availableDatabases()) {
  describe(`migration 0005 on a shop with valuation requests [${kind}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateBeforeStatus);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("gives requests sent before it the status new, and allows only the known ones", async () => {
      if (!test) throw new Error("test database not ready");
      const db = test.db;
      // Raw SQL: the typed schema already has the status column this database lacks.
      await sql`insert into valuation_requests (id, name, email, phone, message, locale, created_at)
                values ('before-0005', 'An', 'an@example.be', null, 'A ring', 'nl',
                        ${"2026-01-01T09:00:00.000Z"})`.execute(db);
      await migrateToLatest(db);
      const row = await db
        .selectFrom("valuation_requests")
        .select("status")
        .where("id", "=", "before-0005")
        .executeTakeFirst();
      expect(row?.status).toBe("new");
      await expect(
        sql`update valuation_requests set status = 'archived' where id = 'before-0005'`.execute(db),
      ).rejects.toThrow();
    });

    it("goes down and up again", async () => {
      if (!test) throw new Error("test database not ready");
      await migrateBefore(test.db, "0005-valuation-status-and-photos");
      await migrateToLatest(test.db);
      const rows = await test.db.selectFrom("valuation_photos").selectAll().execute();
      expect(rows).toEqual([]);
    });
  });
}
