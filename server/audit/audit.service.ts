import { AUDIT_PAGE_SIZE } from "#common/audit.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { queryValues } from "#server/lib/query-values.ts";
import { deleteAuditRecordsBefore } from "./audit-prune.queries.ts";
import {
  auditQueryNames,
  auditQuerySchema,
  pruneBeforeSchema,
  type AuditQuery,
} from "./audit.schema.ts";
import {
  countAuditRecords,
  listAuditActors,
  listAuditPage,
  recordAudit,
  type AuditFilter,
} from "./audit.queries.ts";
import { pageCount, pageWindow } from "#server/lib/paging.ts";

/** One record as the Activity tab shows it. */
export interface AuditRecordView {
  id: string;
  at: string;
  actorEmail: string | null;
  command: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  records: AuditRecordView[];
  actors: { id: string; email: string }[];
  query: AuditQuery;
  total: number;
  pages: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query's days as instants: from the start of `from` to the end of `to` (UTC). */
function filterOf(query: AuditQuery): AuditFilter {
  return {
    actorId: query.actor,
    entity: query.entity,
    action: query.action,
    from: query.from && new Date(`${query.from}T00:00:00Z`).toISOString(),
    until: query.to && new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

const parsedJson = (value: string | null): Record<string, unknown> | null =>
  value === null ? null : (JSON.parse(value) as Record<string, unknown>);

export interface AuditServiceDependencies {
  db: Database;
  now?: () => Date;
}

/**
 * The audit trail as the Activity tab reads it, and its pruning (the command line only). The
 * records are written by each admin service in its own transaction (audit.queries.ts).
 */
export function createAuditService({ db, now = () => new Date() }: AuditServiceDependencies) {
  return {
    async list(params: URLSearchParams): Promise<Result<AuditPage, "invalid-query">> {
      const parsed = auditQuerySchema.safeParse(queryValues(params, auditQueryNames));
      if (!parsed.success) return fail("invalid-query");
      const query = parsed.data;
      const filter = filterOf(query);
      const window = pageWindow(query.page, AUDIT_PAGE_SIZE);
      const [rows, total, actors] = await Promise.all([
        listAuditPage(db, filter, window),
        countAuditRecords(db, filter),
        listAuditActors(db),
      ]);
      return ok({
        records: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actorEmail: row.actor_email,
          command: row.command,
          entity: row.entity,
          entityId: row.entity_id,
          action: row.action,
          before: parsedJson(row.before),
          after: parsedJson(row.after),
        })),
        actors: actors.flatMap((actor) =>
          actor.actor_id ? [{ id: actor.actor_id, email: actor.email ?? "" }] : [],
        ),
        query,
        total,
        pages: pageCount(total, AUDIT_PAGE_SIZE),
      });
    },

    /**
     * Deletes the records from before `before` (a day: its start in UTC) and records that it
     * did, with the command line, in the same transaction.
     */
    async prune(
      before: string,
      command: string,
    ): Promise<Result<{ deleted: number; before: string }, "invalid">> {
      const parsed = pruneBeforeSchema.safeParse(before);
      if (!parsed.success) return fail("invalid");
      const instant = new Date(
        parsed.data.length === 10 ? `${parsed.data}T00:00:00Z` : parsed.data,
      ).toISOString();
      const deleted = await db.transaction().execute(async (trx) => {
        const count = await deleteAuditRecordsBefore(trx, instant);
        await recordAudit(
          trx,
          { kind: "command", command },
          {
            entity: "audit-trail",
            entityId: "audit_log",
            action: "prune",
            before: { recordsBefore: instant, deleted: count },
            after: null,
          },
          now(),
        );
        return count;
      });
      return ok({ deleted, before: instant });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
