import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { migrateBefore, migrateTo } from "#tests/support/migrations.ts";
import {
  availableDatabases,
  createTestDatabase,
  type TestDatabase,
} from "#tests/support/databases.ts";

/** The schema as it was before special editions were held by an order (migration 0008). */
const migrateBeforeHolds = migrateTo("0007-grading-reports");

const at = (minute: number) => `2026-01-01T09:0${minute}:00.000Z`;

for (const kind of availableDatabases()) {
  describe(`migration 0008 on a shop at 0007 [${kind}]`, () => {
    let test: TestDatabase | undefined;
    const database = () => {
      if (!test) throw new Error("test database not ready");
      return test.db;
    };
    // Raw SQL throughout: the typed schema already has the column this database lacks.
    const edition = (id: string) =>
      sql`insert into special_editions (id, name, description, price_cents, discount_percent,
            main_image, created_at, updated_at, search_text)
          values (${id}, ${id}, 'Made once.', 500000, 0, null, ${at(0)}, ${at(0)}, ${id})`;
    const order = (id: string, status: string, minute: number, editionId: string) => [
      sql`insert into orders (id, user_id, total_cents, status, created_at, updated_at)
          values (${id}, 'user-0008', 500000, ${status}, ${at(minute)}, ${at(minute)})`,
      sql`insert into order_items (id, order_id, special_edition_id, name, unit_price_cents,
            quantity, position)
          values (${`item-${id}`}, ${id}, ${editionId}, 'A piece', 500000, 1, 0)`,
    ];
    const holders = async () =>
      (
        await sql<{ id: string; order_id: string | null }>`
          select id, order_id from special_editions order by id`.execute(database())
      ).rows;

    beforeAll(async () => {
      test = await createTestDatabase(kind, migrateBeforeHolds);
      const db = test.db;
      await sql`insert into users (id, email, role, created_at, updated_at)
                values ('user-0008', 'an@example.be', 'customer', ${at(0)}, ${at(0)})`.execute(db);
      for (const id of ["edition-a", "edition-b", "edition-c"]) await edition(id).execute(db);
      // Sold twice before the fix: pending first, then shipped; the shipped order keeps it.
      for (const statement of [
        ...order("order-a-pending", "pending", 1, "edition-a"),
        ...order("order-a-shipped", "shipped", 2, "edition-a"),
        ...order("order-b-cancelled", "cancelled", 3, "edition-b"),
      ]) {
        await statement.execute(db);
      }
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await test?.close();
    });

    it("lets the open order furthest along hold each piece, and no cancelled one", async () => {
      expect(await holders()).toEqual([
        { id: "edition-a", order_id: "order-a-shipped" },
        { id: "edition-b", order_id: null },
        { id: "edition-c", order_id: null },
      ]);
    });

    it("frees a piece when its order is deleted, and refuses an order that does not exist", async () => {
      const db = database();
      await expect(
        sql`update special_editions set order_id = 'no-such-order' where id = 'edition-c'`.execute(
          db,
        ),
      ).rejects.toThrow();
      await sql`delete from orders where id = 'order-a-shipped'`.execute(db);
      expect((await holders())[0]).toEqual({ id: "edition-a", order_id: null });
    });

    it("goes down and up again", async () => {
      const db = database();
      await migrateBefore(db, "0008-edition-holds");
      await expect(sql`select order_id from special_editions`.execute(db)).rejects.toThrow();
      await migrateToLatest(db);
      // The pending order is the one open order naming edition-a now.
      expect((await holders())[0]).toEqual({ id: "edition-a", order_id: "order-a-pending" });
    });
  });
}
