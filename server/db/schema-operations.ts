import type { Generated } from "kysely";

/** ISO-8601 UTC text on both databases (PostgreSQL's timestamptz is parsed back to ISO text). */
export type Timestamp = string;

/*
 * The tables the shop keeps to run, not to sell: shared jobs, rate limits, queued mails, the
 * audit trail and the gold price's history. Listed in schema.ts's DB with the others.
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
  /** JSON of the mail's files (MailAttachment[], mailer.ts); null: none (migration 0020). */
  attachments: string | null;
  status: Generated<QueuedMailStatus>;
  attempts: Generated<number>;
  /** Epoch milliseconds from which a sender may claim it. */
  next_attempt_at: number;
  claim_token: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** JSON of extra header lines (List-Unsubscribe); null for none (migration 0019). */
  headers: Generated<string | null>;
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

/** The metals whose price the shop keeps a history of (gold now; silver and platinum later). */
export type PriceMetal = "gold";

/**
 * One price fetched from a real source, never the fallback (migration 0018): at most one per
 * metal and 5 minutes, whichever instance wrote it first (docs/decisions/0028-gold-price-history.md).
 */
export interface GoldPriceSamplesTable {
  metal: PriceMetal;
  /** Epoch milliseconds / 300,000, floored. */
  bucket: number;
  at: Timestamp;
  /** EUR cents per gram of fine metal, rounded. */
  cents_per_gram: number;
  source: string;
}

/** A day's close: the day's latest sample, or a close imported from a file. */
export interface GoldPriceClosesTable {
  metal: PriceMetal;
  /** YYYY-MM-DD, the day in Europe/Brussels. */
  day: string;
  cents_per_gram: number;
  /** The time of the close's sample; null for an imported close. */
  at: Timestamp | null;
  origin: "sample" | "import";
}

export type GoldPriceAlertDirection = "above" | "below";
export type GoldPriceAlertStatus = "pending" | "active" | "unsubscribed";

/**
 * A visitor's gold price alert (migration 0019, docs/decisions/0030-gold-price-alerts.md):
 * mailed once per crossing of its price, at most once a Brussels day, once confirmed.
 */
export interface GoldPriceAlertsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  locale: "en" | "nl" | "fr";
  direction: GoldPriceAlertDirection;
  /** EUR cents per gram of fine gold. */
  cents_per_gram: number;
  status: Generated<GoldPriceAlertStatus>;
  /** 1 while a price on its side would mail it; 0 after a mail, until the price crosses back. */
  armed: Generated<number>;
  /** YYYY-MM-DD in Europe/Brussels of the last mail. */
  last_mailed_day: string | null;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

/** A link's token, by its SHA-256: good only for its alert and purpose. */
export interface GoldPriceAlertTokensTable {
  token_hash: string;
  alert_id: string;
  purpose: "confirm" | "unsubscribe";
  created_at: Timestamp;
}
