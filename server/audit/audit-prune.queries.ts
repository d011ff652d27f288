import type { Database } from "#server/db/connection.ts";

/**
 * The one way records leave the audit trail: `npm run audit -- prune --before DATE`, which
 * records that it did (audit.service.ts `prune`). Nothing in the product calls it.
 */
export async function deleteAuditRecordsBefore(db: Database, before: string): Promise<number> {
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
