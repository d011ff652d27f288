import { beforeEach, expect, it } from "vitest";
import type { AuditActor, AuditEntry } from "#server/audit/audit-trail.ts";
import { listAuditActors, recordAudit } from "#server/audit/audit.queries.ts";
import { clearAuditRecords } from "#tests/support/audit.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const entry: AuditEntry = {
  entity: "product",
  entityId: "p1",
  action: "update",
  before: { priceCents: 100 },
  after: { priceCents: 200 },
};
const admin = (userId: string, email: string): AuditActor => ({ kind: "admin", userId, email });
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

describeEachDatabase("the Activity tab's people", (use) => {
  beforeEach(async () => {
    await clearAuditRecords(use().db);
  });

  it("lists each person with a record once, by the address of their latest, and no command", async () => {
    const { db } = use();
    await recordAudit(db, admin("u-lies", "lies@schelde.example"), entry, day(1));
    await recordAudit(db, admin("u-jan", "jan@schelde.example"), entry, day(2));
    await recordAudit(db, admin("u-lies", "lies.peeters@schelde.example"), entry, day(3));
    await recordAudit(db, { kind: "command", command: "npm run admin -- grant x" }, entry, day(4));
    await recordAudit(db, admin("u-amir", "amir@schelde.example"), entry, day(5));
    await recordAudit(db, admin("u-jan", "jan@schelde.example"), entry, day(6));

    expect(await listAuditActors(db)).toEqual([
      { actor_id: "u-amir", email: "amir@schelde.example" },
      { actor_id: "u-jan", email: "jan@schelde.example" },
      { actor_id: "u-lies", email: "lies.peeters@schelde.example" },
    ]);
  });

  it("lists nobody before the first record", async () => {
    expect(await listAuditActors(use().db)).toEqual([]);
  });
});
