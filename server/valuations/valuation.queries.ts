import type { Insertable } from "kysely";
import type { ValuationStatus } from "#common/valuations.ts";
import type { Database } from "#server/db/connection.ts";
import type { ValuationPhotosTable, ValuationRequestsTable } from "#server/db/schema.ts";
import type { PageWindow } from "#server/lib/paging.ts";

export async function insertValuationRequest(
  db: Database,
  row: Insertable<ValuationRequestsTable>,
): Promise<void> {
  await db.insertInto("valuation_requests").values(row).execute();
}

export async function insertValuationPhotos(
  db: Database,
  rows: readonly Insertable<ValuationPhotosTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("valuation_photos").values(rows).execute();
}

export function listValuationRequests(db: Database) {
  return db
    .selectFrom("valuation_requests")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

/** Requests of one status (or all), as the admin's table filters them. */
function ofStatus(db: Database, status: ValuationStatus | null) {
  const rows = db.selectFrom("valuation_requests");
  return status === null ? rows : rows.where("status", "=", status);
}

/**
 * One page of requests, newest first; equal times by id, so a page boundary never moves.
 * Served by the index on created_at, or on (status, created_at, id) with a filter.
 */
export function listValuationPage(
  db: Database,
  status: ValuationStatus | null,
  window: PageWindow,
) {
  return ofStatus(db, status)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countValuationRequests(
  db: Database,
  status: ValuationStatus | null,
): Promise<number> {
  const row = await ofStatus(db, status)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The photos of these requests, each request's in the order they were sent. */
export function listValuationPhotos(db: Database, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("valuation_photos")
    .select(["valuation_request_id", "url"])
    .where("valuation_request_id", "in", [...requestIds])
    .orderBy("valuation_request_id")
    .orderBy("position")
    .execute();
}

/**
 * The appointments the shop booked for these requests (migration 0022), newest booking first,
 * for the service to pick the one each row shows (valuations.service.ts bookedFor).
 */
export function listRequestAppointments(db: Database, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("appointments")
    .select(["valuation_request_id", "starts_at", "status"])
    .where("valuation_request_id", "in", [...requestIds])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** One request's status, or undefined when there is no such request. */
export async function findValuationStatus(
  db: Database,
  id: string,
): Promise<ValuationStatus | undefined> {
  const row = await db
    .selectFrom("valuation_requests")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

/** Sets one request's status; answers whether there was such a request. */
export async function updateValuationStatus(
  db: Database,
  id: string,
  status: ValuationStatus,
): Promise<boolean> {
  const result = await db
    .updateTable("valuation_requests")
    .set({ status })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One request's contact details and message (the shop books an appointment for it). */
export function findValuationRequest(db: Database, id: string) {
  return db
    .selectFrom("valuation_requests")
    .select(["id", "name", "email", "phone", "message", "locale"])
    .where("id", "=", id)
    .executeTakeFirst();
}
