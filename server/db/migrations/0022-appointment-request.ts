import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's typed schema.
type AnyDb = Kysely<unknown>;

/** The request an audit record of an appointment's booking names, if it names one. */
function requestNamed(after: string | null): string | null {
  if (!after) return null;
  try {
    const parsed: unknown = JSON.parse(after);
    if (typeof parsed !== "object" || parsed === null || !("valuationRequest" in parsed)) {
      return null;
    }
    return typeof parsed.valuationRequest === "string" ? parsed.valuationRequest : null;
  } catch {
    return null;
  }
}

/**
 * An appointment the shop booked for a valuation request remembers the request, so the
 * valuations tab shows it beside the request. Plain text with an index, no foreign key: a
 * request removed leaves its appointment as it is (and SQLite cannot drop a column that is
 * one, which `down` does). Bookings made before this migration are linked from the audit
 * trail, whose record of each named its request.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("appointments").addColumn("valuation_request_id", "text").execute();
  await db.schema
    .createIndex("appointments_valuation_request")
    .on("appointments")
    .column("valuation_request_id")
    .execute();
  const { rows } = await sql<{ entity_id: string; after: string | null }>`
    select entity_id, after from audit_log where entity = 'appointment' and action = 'create'
  `.execute(db);
  for (const row of rows) {
    const request = requestNamed(row.after);
    if (!request) continue;
    await sql`update appointments set valuation_request_id = ${request}
              where id = ${row.entity_id}
                and exists (select 1 from valuation_requests where id = ${request})`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("appointments_valuation_request").execute();
  await db.schema.alterTable("appointments").dropColumn("valuation_request_id").execute();
}
