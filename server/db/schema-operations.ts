import type { Generated } from "kysely";

/** ISO-8601 UTC text on both databases (PostgreSQL's timestamptz is parsed back to ISO text). */
export type Timestamp = string;

/*
 * The tables the shop keeps to run, not to sell: shared jobs, rate limits, queued mails and
 * the audit trail. Listed in schema.ts's DB with the others.
 */

/** A background job shared by the instances: when its current period was claimed. */
export interface JobLeasesTable {
  name: string;
  /** Epoch milliseconds at which an instance claimed the current period. */
  started_at: number;
}

/** A mail owed to someone, rendered when queued (migration 0013, server/mail/mail-sender.ts). */
export interface MailQueueTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<QueuedMailStatus>;
  attempts: Generated<number>;
  /** Epoch milliseconds from which a sender may claim it. */
  next_attempt_at: number;
  claim_token: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type QueuedMailStatus = "queued" | "sent" | "failed";

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds at which the current window opened. */
  window_start: number;
  count: number;
}

/**
 * One admin write, or a command that changed roles or pruned the trail (migration 0014,
 * docs/decisions/0025-audit-trail.md). Written in the transaction of what it records; never
 * updated, and deleted only by `npm run audit -- prune`.
 */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** The admin who did it; null when it was done on the command line. */
  actor_id: string | null;
  /** Their e-mail address when they did it. */
  actor_email: string | null;
  /** The command line that did it, for what was not done in the admin panel. */
  command: string | null;
  entity: string;
  entity_id: string;
  action: string;
  /** JSON of the fields it changed, as they were and as they became. */
  before: string | null;
  after: string | null;
}
