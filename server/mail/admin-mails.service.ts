import { z } from "zod";
import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import { countActiveAlerts } from "#server/gold-price/gold-price-alerts.queries.ts";
import {
  countQueuedMails,
  deleteSentMails,
  listFailedMails,
  requeueFailedMail,
} from "./mail-queue.queries.ts";

/** The failed mails the tab shows at most: more means the mail server is down, not a list. */
export const FAILED_MAILS_SHOWN = 100;

/** A mail that gave up, as the admin's list shows it. */
export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** Every id is 20 URL-safe characters (server/lib/ids.ts). */
const sendAgainSchema = z.object({
  id: z.string("required").regex(/^[A-Za-z0-9_-]{20}$/, "required"),
});

export interface AdminMailsServiceDependencies {
  db: Database;
  /** Wakes the mail sender: a mail queued again goes at once. */
  mailsQueued?: () => void;
}

/**
 * The admin panel's mails (docs/decisions/0024-queued-mails.md): those the sender gave up on
 * after MAIL_MAX_ATTEMPTS, with the last error, and "Send again", which queues one again with
 * fresh attempts. Only admins reach it (the admin layout's guard).
 */
export function createAdminMailsService({ db, mailsQueued }: AdminMailsServiceDependencies) {
  return {
    /** The failed mails, how many wait, and how many gold price alerts may mail (active). */
    async list(): Promise<
      Result<{ failed: FailedMail[]; queued: number; activeAlerts: number }, "invalid">
    > {
      const [rows, queued, activeAlerts] = await Promise.all([
        listFailedMails(db, FAILED_MAILS_SHOWN),
        countQueuedMails(db),
        countActiveAlerts(db),
      ]);
      const failed = rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
      }));
      return ok({ failed, queued, activeAlerts });
    },

    /** Queues a failed mail again, due at once; "not-found" when it is not failed (any more). */
    async sendAgain(
      input: unknown,
      actor: AuditActor,
    ): Promise<Result<{ id: string }, "invalid" | "not-found">> {
      const parsed = parseInput(sendAgainSchema, input);
      if (!parsed.ok) return parsed;
      const { id } = parsed.data;
      const requeued = await db.transaction().execute(async (trx) => {
        if (!(await requeueFailedMail(trx, id, Date.now()))) return false;
        await recordAudit(trx, actor, {
          entity: "mail",
          entityId: id,
          action: "send-again",
          before: { status: "failed" },
          after: { status: "queued" },
        });
        return true;
      });
      if (!requeued) return fail("not-found");
      mailsQueued?.();
      return ok({ id });
    },

    /** Drops the mails sent more than `maxAgeMs` ago (the hourly sweep); answers how many. */
    purgeSent(maxAgeMs: number): Promise<number> {
      return deleteSentMails(db, new Date(Date.now() - maxAgeMs).toISOString());
    },
  };
}

export type AdminMailsService = ReturnType<typeof createAdminMailsService>;

/** What a failed mail's "Send again" gets back from the mails tab's action. */
export type SendAgainAnswer = AnswerTo<AdminMailsService["sendAgain"]>;
