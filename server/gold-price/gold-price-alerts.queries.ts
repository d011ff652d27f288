import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type {
  GoldPriceAlertsTable,
  GoldPriceAlertTokensTable,
} from "#server/db/schema-operations.ts";

/*
 * Gold price alerts (docs/decisions/0030-gold-price-alerts.md): the alerts, their links'
 * tokens (hashed), and the one statement that claims the alerts a fresh price mails.
 */

export interface NewAlertRow {
  id: string;
  email: string;
  locale: GoldPriceAlertsTable["locale"];
  direction: GoldPriceAlertsTable["direction"];
  cents_per_gram: number;
  created_at: string;
}

export async function insertAlert(db: Database, alert: NewAlertRow): Promise<void> {
  await db.insertInto("gold_price_alerts").values(alert).execute();
}

export async function insertAlertTokens(
  db: Database,
  tokens: GoldPriceAlertTokensTable[],
): Promise<void> {
  if (tokens.length === 0) return;
  await db.insertInto("gold_price_alert_tokens").values(tokens).execute();
}

/**
 * The alert a link's token belongs to, when the token is that alert's, for that purpose and
 * not older than `since` (an ISO time; null: any age): undefined otherwise.
 */
export function findAlertByToken(
  db: Database,
  link: {
    alertId: string;
    tokenHash: string;
    purpose: GoldPriceAlertTokensTable["purpose"];
    since: string | null;
  },
) {
  const query = db
    .selectFrom("gold_price_alert_tokens as t")
    .innerJoin("gold_price_alerts as a", "a.id", "t.alert_id")
    .select(["a.id", "a.status", "a.locale", "a.direction", "a.cents_per_gram"])
    .where("t.token_hash", "=", link.tokenHash)
    .where("t.alert_id", "=", link.alertId)
    .where("t.purpose", "=", link.purpose);
  return (
    link.since === null ? query : query.where("t.created_at", ">=", link.since)
  ).executeTakeFirst();
}

/** A pending alert made active (a second confirmation changes nothing). */
export async function activateAlert(db: Database, id: string, at: string): Promise<void> {
  await db
    .updateTable("gold_price_alerts")
    .set({ status: "active", confirmed_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** An alert stopped for good, whatever it was (a second unsubscribe changes nothing). */
export async function unsubscribeAlert(db: Database, id: string, at: string): Promise<void> {
  await db
    .updateTable("gold_price_alerts")
    .set({ status: "unsubscribed", unsubscribed_at: at })
    .where("id", "=", id)
    .where("status", "<>", "unsubscribed")
    .execute();
}

/** The active alerts a price on the other side of their own makes ready to mail again. */
export async function rearmAlerts(db: Database, centsPerGram: number): Promise<void> {
  await db
    .updateTable("gold_price_alerts")
    .set({ armed: 1 })
    .where("status", "=", "active")
    .where("armed", "=", 0)
    .where((eb) =>
      eb.or([
        eb.and([eb("direction", "=", "above"), eb("cents_per_gram", ">", centsPerGram)]),
        eb.and([eb("direction", "=", "below"), eb("cents_per_gram", "<", centsPerGram)]),
      ]),
    )
    .execute();
}

export interface ClaimedAlertRow {
  id: string;
  email: string;
  locale: GoldPriceAlertsTable["locale"];
  direction: GoldPriceAlertsTable["direction"];
  cents_per_gram: number;
}

/**
 * Claims, in one statement, the active alerts this price mails: armed, on their side of it,
 * not mailed yet on `day`. Each is disarmed and given the day in the same update, so of two
 * instances recording prices at once only one gets a row back: on PostgreSQL the second
 * update waits for the first's row locks and then finds the rows no longer match; SQLite
 * runs one write at a time.
 */
export function claimAlertsToMail(
  db: Database,
  centsPerGram: number,
  day: string,
): Promise<ClaimedAlertRow[]> {
  return db
    .updateTable("gold_price_alerts")
    .set({ armed: 0, last_mailed_day: day })
    .where("status", "=", "active")
    .where("armed", "=", 1)
    .where((eb) => eb.or([eb("last_mailed_day", "is", null), eb("last_mailed_day", "<>", day)]))
    .where((eb) =>
      eb.or([
        eb.and([eb("direction", "=", "above"), eb("cents_per_gram", "<=", centsPerGram)]),
        eb.and([eb("direction", "=", "below"), eb("cents_per_gram", ">=", centsPerGram)]),
      ]),
    )
    .returning(["id", "email", "locale", "direction", "cents_per_gram"])
    .execute();
}

/**
 * Deletes the alerts that will never mail: stopped ones, and pending ones asked for before
 * `pendingBefore` (an ISO time), whose confirmation link has expired. Their tokens go with
 * them (on delete cascade). Answers how many.
 */
export async function deleteDeadAlerts(db: Database, pendingBefore: string): Promise<number> {
  const result = await db
    .deleteFrom("gold_price_alerts")
    .where((eb) =>
      eb.or([
        eb("status", "=", "unsubscribed"),
        eb.and([eb("status", "=", "pending"), eb("created_at", "<", pendingBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many alerts are confirmed and not stopped: the admin's figure. */
export async function countActiveAlerts(db: Database): Promise<number> {
  const row = await db
    .selectFrom("gold_price_alerts")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
