import type { Insertable } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type { ValuationRequestsTable } from "#server/db/schema.ts";

export async function insertValuationRequest(
  db: Database,
  row: Insertable<ValuationRequestsTable>,
): Promise<void> {
  await db.insertInto("valuation_requests").values(row).execute();
}

export function listValuationRequests(db: Database) {
  return db
    .selectFrom("valuation_requests")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}
