import { describe, expect, it } from "vitest";
import { availableDatabases, createTestDatabase } from "#tests/support/databases.ts";

describe.runIf(availableDatabases().includes("postgres"))("migrations on PostgreSQL", () => {
  it("migrates a schema while another schema of the database is already migrated", async () => {
    const first = await createTestDatabase("postgres");
    try {
      // Kysely once took the first schema's bookkeeping tables for the second one's.
      const second = await createTestDatabase("postgres");
      try {
        const tables = await second.db.introspection.getTables();
        expect(tables.map((table) => table.name)).toContain("products");
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
