import { parseInput } from "#common/field-schemas.ts";
import type { GoldPrice } from "#common/gold-price.ts";
import { localizePath, type Locale } from "#common/locales.ts";
import { fail, ok, type AnswerTo, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { goldAlertConfirmationMail, goldAlertMail } from "#server/mail/gold-price-alert-mails.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { hashAlertToken, newAlertToken } from "./alert-tokens.ts";
import { goldAlertInputSchema, goldAlertLinkSchema } from "./gold-price-alert.schema.ts";
import {
  activateAlert,
  claimAlertsToMail,
  countActiveAlerts,
  deleteDeadAlerts,
  findAlertByToken,
  insertAlert,
  insertAlertTokens,
  rearmAlerts,
  unsubscribeAlert,
} from "./gold-price-alerts.queries.ts";
import { brusselsDay } from "./price-history-days.ts";

export interface GoldPriceAlertsServiceDependencies {
  db: Database;
  limiter: RateLimitService;
  /** Alerts asked for per client, and per e-mail address, in a window. */
  rateLimit: {
    client: Omit<RateLimitRule, "bucket">;
    address: Omit<RateLimitRule, "bucket">;
  };
  /** The origin the mails' links point at (PUBLIC_URL). */
  publicUrl: string;
  /** Wakes the mail sender once a transaction that queued mails has committed. */
  mailsQueued: () => void;
  now?: () => Date;
}

/** How long a confirmation link works: the mail says 7 days. */
const CONFIRM_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** Who asks for an alert: the client the rate limit counts, the language of its mails. */
export interface AlertRequester {
  clientAddress: string;
  locale: Locale;
}

/** What a confirm or unsubscribe page shows of the alert its link named. */
export interface AlertLinkAnswer {
  direction: "above" | "below";
  centsPerGram: number;
}

/**
 * Gold price alerts (docs/decisions/0030-gold-price-alerts.md): a visitor asks to be mailed
 * when fine gold goes above or below a price per gram; the address confirms it by a link
 * (double opt-in); every fresh price the history records mails the alerts it crossed, each
 * claimed in one statement so that several instances mail it once; every mail stops its
 * alert with one click, signed in or not.
 */
export function createGoldPriceAlertsService(deps: GoldPriceAlertsServiceDependencies) {
  const { db, limiter, publicUrl, mailsQueued } = deps;
  const now = deps.now ?? (() => new Date());
  const link = (path: string, locale: Locale, query?: Record<string, string>) =>
    `${publicUrl}${localizePath(path, locale)}${query ? `?${new URLSearchParams(query).toString()}` : ""}`;
  const unsubscribeToken = (alertId: string, at: string) => {
    const { token, hash } = newAlertToken();
    return {
      row: { token_hash: hash, alert_id: alertId, purpose: "unsubscribe" as const, created_at: at },
      link: (locale: Locale) =>
        link("/gold-price/alerts/unsubscribe", locale, { alert: alertId, token }),
    };
  };

  /** The alert a link names, when its token is that alert's for `purpose`. */
  async function byLink(input: unknown, purpose: "confirm" | "unsubscribe") {
    const parsed = parseInput(goldAlertLinkSchema, input);
    if (!parsed.ok) return null;
    const since =
      purpose === "confirm" ? new Date(now().getTime() - CONFIRM_LINK_MS).toISOString() : null;
    const alert = await findAlertByToken(db, {
      alertId: parsed.data.alert,
      tokenHash: hashAlertToken(parsed.data.token),
      purpose,
      since,
    });
    return alert ?? null;
  }

  return {
    /**
     * Files an alert, pending, and mails its confirmation link. Counted per client, then per
     * address, once the input is valid: bad input costs nothing and stores nothing.
     */
    async subscribe(
      input: unknown,
      requester: AlertRequester,
    ): Promise<Result<object, "invalid" | "rate-limited">> {
      const parsed = parseInput(goldAlertInputSchema, input);
      if (!parsed.ok) return parsed;
      const { email, direction, price } = parsed.data;
      const at = now();
      const [client, address] = await limiter.consumeInOrder(
        [
          {
            rule: { bucket: "gold-alert", ...deps.rateLimit.client },
            subject: requester.clientAddress,
          },
          { rule: { bucket: "gold-alert-address", ...deps.rateLimit.address }, subject: email },
        ],
        at.getTime(),
      );
      if (!client.ok) return client;
      if (!address.ok) return address;

      const id = newId();
      const createdAt = at.toISOString();
      const confirm = newAlertToken();
      const unsubscribe = unsubscribeToken(id, createdAt);
      const locale = requester.locale;
      await db.transaction().execute(async (trx) => {
        await insertAlert(trx, {
          id,
          email,
          locale,
          direction,
          cents_per_gram: price,
          created_at: createdAt,
        });
        await insertAlertTokens(trx, [
          { token_hash: confirm.hash, alert_id: id, purpose: "confirm", created_at: createdAt },
          unsubscribe.row,
        ]);
        const mail = goldAlertConfirmationMail(
          {
            email,
            locale,
            direction,
            centsPerGram: price,
            unsubscribeLink: unsubscribe.link(locale),
          },
          link("/gold-price/alerts/confirm", locale, { alert: id, token: confirm.token }),
        );
        await queueMails(trx, [mail], at.getTime());
      });
      mailsQueued();
      return ok();
    },

    /** Confirms the address of the link's alert; a second click answers the same. */
    async confirm(input: unknown): Promise<Result<AlertLinkAnswer, "not-found">> {
      const alert = await byLink(input, "confirm");
      if (!alert || alert.status === "unsubscribed") return fail("not-found");
      await activateAlert(db, alert.id, now().toISOString());
      return ok({ direction: alert.direction, centsPerGram: alert.cents_per_gram });
    },

    /** Stops the link's alert for good, without signing in; a second click answers the same. */
    async unsubscribe(input: unknown): Promise<Result<AlertLinkAnswer, "not-found">> {
      const alert = await byLink(input, "unsubscribe");
      if (!alert) return fail("not-found");
      await unsubscribeAlert(db, alert.id, now().toISOString());
      return ok({ direction: alert.direction, centsPerGram: alert.cents_per_gram });
    },

    /**
     * Called once a fresh price is recorded (the history's sample): re-arms the alerts the
     * price is on the other side of, claims those it crossed, and queues their mails, all in
     * one transaction. Answers how many were mailed.
     */
    async priceRecorded(price: GoldPrice): Promise<number> {
      const centsPerGram = Math.round(price.eurPerGram * 100);
      const at = new Date(price.fetchedAt);
      const createdAt = now().toISOString();
      const claimed = await db.transaction().execute(async (trx) => {
        await rearmAlerts(trx, centsPerGram);
        const alerts = await claimAlertsToMail(trx, centsPerGram, brusselsDay(at));
        const owed = alerts.map((alert) => ({
          alert,
          token: unsubscribeToken(alert.id, createdAt),
        }));
        await insertAlertTokens(
          trx,
          owed.map(({ token }) => token.row),
        );
        const mails = owed.map(({ alert, token }) =>
          goldAlertMail(
            {
              email: alert.email,
              locale: alert.locale,
              direction: alert.direction,
              centsPerGram: alert.cents_per_gram,
              unsubscribeLink: token.link(alert.locale),
            },
            { centsPerGram },
            link("/gold-price", alert.locale),
          ),
        );
        await queueMails(trx, mails, now().getTime());
        return alerts.length;
      });
      if (claimed > 0) mailsQueued();
      return claimed;
    },

    /**
     * The hourly sweep: stopped alerts, and pending ones whose link has expired, are deleted
     * with their tokens; an address is kept only while it may still be mailed. Answers how many.
     */
    purgeDead(): Promise<number> {
      return deleteDeadAlerts(db, new Date(now().getTime() - CONFIRM_LINK_MS).toISOString());
    },

    /** The admin's figure: alerts confirmed and not stopped. */
    activeCount(): Promise<number> {
      return countActiveAlerts(db);
    },
  };
}

export type GoldPriceAlertsService = ReturnType<typeof createGoldPriceAlertsService>;

/** What the subscription form's action answers. */
export type GoldAlertAnswer = AnswerTo<GoldPriceAlertsService["subscribe"]>;
/** What the confirm and unsubscribe pages' actions answer. */
export type GoldAlertLinkAnswer = AnswerTo<GoldPriceAlertsService["confirm"]>;
