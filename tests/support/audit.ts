import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";

/** The admin every service call of the integration tests is made by. */
export const testAdmin: AuditActor = {
  kind: "admin",
  userId: "admin-test-1",
  email: "admin@schelde.example",
};

/** The audit trail's records, oldest first, with their JSON read back. */
export async function auditRecords(db: Database) {
  const rows = await db.selectFrom("audit_log").selectAll().orderBy("at").orderBy("id").execute();
  return rows.map((row) => ({
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    command: row.command,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  }));
}

/** Empties the trail between tests (only tests do: the product never deletes a record). */
export async function clearAuditRecords(db: Database): Promise<void> {
  await db.deleteFrom("audit_log").execute();
}
