import type { AuditAction, AuditEntity } from "#common/audit.ts";
import type { Database } from "#server/db/connection.ts";
import { orderedId } from "#server/lib/ids.ts";
import type { AuditActor, AuditEntry } from "./audit-trail.ts";
import type { PageWindow } from "#server/lib/paging.ts";

/*
 * The audit trail's reads and its one write. Records are never updated, and deleted only by
 * the prune command (audit-prune.queries.ts); tests/unit/audit-append-only.test.ts checks that
 * no other code updates or deletes them.
 */

/** Writes one record, in the transaction of the write it records (`db` is that transaction). */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: orderedId(),
      at: at.toISOString(),
      actor_id: actor.kind === "command" ? null : actor.userId,
      actor_email: actor.kind === "command" ? null : actor.email,
      command: actor.kind === "command" ? actor.command : null,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
    })
    .execute();
}

/** What the Activity tab filters on; null: any. Dates are whole days, `to` included. */
export interface AuditFilter {
  actorId: string | null;
  entity: AuditEntity | null;
  action: AuditAction | null;
  /** ISO instants: from this one on, and before this one. */
  from: string | null;
  until: string | null;
}

function filtered(db: Database, filter: AuditFilter) {
  let rows = db.selectFrom("audit_log");
  if (filter.actorId !== null) rows = rows.where("actor_id", "=", filter.actorId);
  if (filter.entity !== null) rows = rows.where("entity", "=", filter.entity);
  if (filter.action !== null) rows = rows.where("action", "=", filter.action);
  if (filter.from !== null) rows = rows.where("at", ">=", filter.from);
  if (filter.until !== null) rows = rows.where("at", "<", filter.until);
  return rows;
}

/** One page of records, newest first; equal times by id, so a page boundary never moves. */
export function listAuditPage(db: Database, filter: AuditFilter, window: PageWindow) {
  return filtered(db, filter)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countAuditRecords(db: Database, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Everyone who has a record, with the e-mail address of their latest: the person filter's
 * options, read on every Activity page. Grouping the whole table grows with the years of
 * records; this walks the (actor_id, at) index from one person to the next instead (a loose
 * index scan, which neither database does by itself), one step per person.
 */
export function listAuditActors(db: Database) {
  return db
    .withRecursive("actors(id)", (qb) =>
      qb
        .selectFrom("audit_log")
        .select((eb) => eb.fn.min("actor_id").as("id"))
        .unionAll((eb) =>
          eb
            .selectFrom("actors")
            .select((inner) =>
              inner
                .selectFrom("audit_log")
                .select((next) => next.fn.min("audit_log.actor_id").as("next"))
                .whereRef("audit_log.actor_id", ">", "actors.id")
                .as("id"),
            )
            .where("actors.id", "is not", null),
        ),
    )
    .selectFrom("actors")
    .select((eb) => [
      "actors.id as actor_id",
      eb
        .selectFrom("audit_log")
        .select("audit_log.actor_email")
        .whereRef("audit_log.actor_id", "=", "actors.id")
        .orderBy("audit_log.at", "desc")
        .limit(1)
        .as("email"),
    ])
    .where("actors.id", "is not", null)
    .orderBy("email")
    .execute();
}
