import { sql } from "kysely";
import { isPostgres, type Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import type { OutgoingMail } from "./mailer.ts";
import { readAttachments } from "./mail-queue-rules.ts";

/** A queued mail as the sender claims it. */
export interface ClaimedMail extends OutgoingMail {
  id: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** A mail that is not sent, as the admin's list shows it. */
export interface UnsentMailRow {
  id: string;
  to_address: string;
  subject: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** Queues rendered mails, due at once; in the caller's transaction when it passes one. */
export async function queueMails(db: Database, mails: OutgoingMail[], nowMs: number) {
  if (mails.length === 0) return;
  const createdAt = new Date(nowMs).toISOString();
  await db
    .insertInto("mail_queue")
    .values(
      mails.map((mail) => ({
        id: newId(),
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        next_attempt_at: nowMs,
        created_at: createdAt,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` queued mails that are due, oldest first, in one statement: each gets
 * `token`, one more attempt, and is not due again before `leaseUntilMs` (a sender that dies
 * mid-send leaves it to be claimed again then). On PostgreSQL the rows are picked
 * `for update skip locked`, so senders asking at once claim different mails; SQLite runs one
 * write at a time anyway.
 */
export async function claimDueMails(
  db: Database,
  claim: { nowMs: number; leaseUntilMs: number; token: string; limit: number },
): Promise<ClaimedMail[]> {
  const rows = await db
    // Picked once, in a CTE: a subquery under `in` may be run again (PostgreSQL rescans it),
    // and with `skip locked` each run picks other rows, so one claim could take them all.
    .with("due", (qb) => {
      const due = qb
        .selectFrom("mail_queue")
        .select("id")
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", claim.nowMs)
        .orderBy("next_attempt_at")
        .orderBy("created_at")
        .limit(claim.limit);
      return isPostgres(db) ? due.forUpdate().skipLocked() : due;
    })
    .updateTable("mail_queue")
    .from("due")
    .set({
      claim_token: claim.token,
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: claim.leaseUntilMs,
    })
    .whereRef("mail_queue.id", "=", "due.id")
    // Checked again on the row itself: another sender may have claimed it meanwhile.
    .where("mail_queue.status", "=", "queued")
    .where("mail_queue.next_attempt_at", "<=", claim.nowMs)
    .returning([
      "mail_queue.id",
      "mail_queue.to_address",
      "mail_queue.subject",
      "mail_queue.text_body",
      "mail_queue.html_body",
      "mail_queue.headers",
      "mail_queue.attachments",
      "mail_queue.attempts",
      "mail_queue.created_at",
    ])
    .execute();
  // `returning` keeps no order: sent oldest first, as queued. Mails queued in the same
  // millisecond (one order's two) have no order between them.
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    ...(row.headers ? { headers: storedHeaders(row.headers) } : {}),
    attachments: readAttachments(row.attachments),
    attempts: row.attempts,
  }));
}

/** The header lines queueMails stored as JSON: text values only. */
function storedHeaders(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * Records what became of a claimed mail, only while the claim is still the sender's own:
 * false when it is not (the mail was claimed again after the lease ran out).
 */
export async function settleClaim(
  db: Database,
  id: string,
  token: string,
  outcome:
    | { status: "sent"; sentAt: string }
    | { status: "queued"; nextAttemptAt: number; error: string }
    | { status: "failed"; error: string },
): Promise<boolean> {
  const set =
    outcome.status === "sent"
      ? { status: "sent" as const, sent_at: outcome.sentAt, last_error: null }
      : outcome.status === "queued"
        ? { next_attempt_at: outcome.nextAttemptAt, last_error: outcome.error }
        : { status: "failed" as const, last_error: outcome.error };
  const result = await db
    .updateTable("mail_queue")
    .set({ ...set, claim_token: null })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The mails that gave up, newest first. */
export function listFailedMails(db: Database, limit: number): Promise<UnsentMailRow[]> {
  return db
    .selectFrom("mail_queue")
    .select(["id", "to_address", "subject", "status", "attempts", "last_error", "created_at"])
    .where("status", "=", "failed")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** How many mails are queued (not yet sent, not failed). */
export async function countQueuedMails(db: Database): Promise<number> {
  const row = await db
    .selectFrom("mail_queue")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "queued")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A failed mail queued again with fresh attempts, due at once; false when none was failed. */
export async function requeueFailedMail(db: Database, id: string, nowMs: number) {
  const result = await db
    .updateTable("mail_queue")
    .set({ status: "queued", attempts: 0, next_attempt_at: nowMs, claim_token: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Drops the mails sent before `sentBefore` (an ISO time): the queue is how a mail leaves, not
 * an archive, and a sent mail holds a customer's name, address and order. Answers how many.
 */
export async function deleteSentMails(db: Database, sentBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("mail_queue")
    .where("status", "=", "sent")
    .where("sent_at", "<", sentBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
