import { describe, expect, it } from "vitest";
import { withAdvisoryLock } from "#server/db/advisory-lock.ts";
import { availableDatabases, createTestDatabase } from "#tests/support/databases.ts";

describe.each(availableDatabases())("start-up lock [%s]", (kind) => {
  it("lets one holder at a time work on a schema, and never holds up another schema", async () => {
    const [shared, other] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    try {
      const events: string[] = [];
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered = () => {};
      const firstIn = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const first = withAdvisoryLock(shared.db, "start", async () => {
        events.push("first in");
        entered();
        await held;
        events.push("first out");
      });
      await firstIn;
      const second = withAdvisoryLock(shared.db, "start", () => {
        events.push("second in");
        return Promise.resolve();
      });
      // Another schema's start-up goes ahead while the first holds this schema's lock.
      await withAdvisoryLock(other.db, "start", () => {
        events.push("other schema in");
        return Promise.resolve();
      });
      if (kind === "postgres") expect(events).toEqual(["first in", "other schema in"]);
      release();
      await Promise.all([first, second]);
      if (kind === "postgres") {
        expect(events).toEqual(["first in", "other schema in", "first out", "second in"]);
      } else {
        // One instance per SQLite file: nothing to wait for.
        expect(events).toContain("second in");
      }
    } finally {
      await Promise.all([shared.close(), other.close()]);
    }
  });
});
