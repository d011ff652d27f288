import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "#server/db/connection.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";
import { claimDueMails, queueMails, settleClaim, type ClaimedMail } from "./mail-queue.queries.ts";
import {
  afterFailedAttempt,
  claimLeaseMs,
  errorText,
  type RetryPolicy,
} from "./mail-queue-rules.ts";

export interface MailSenderOptions {
  db: Database;
  mailer: Mailer;
  log: Logger;
  retry: RetryPolicy;
  /** The longest one send may take (the mailer's SMTP timeouts): sets the claim's lease. */
  sendTimeoutMs: number;
  /** How often the queue is looked at without a wake: mails queued by another instance, or
   * before a crash, or due again after a failure. */
  pollMs: number;
  /** Mails claimed and sent at once. */
  batchSize?: number;
  now?: () => number;
}

/**
 * Sends the queued mails (docs/decisions/0024-queued-mails.md). Every instance runs one: each
 * claims due mails with a token (mail-queue.queries.ts claimDueMails), so two senders never
 * hold the same mail; a mail is marked sent only under its own claim, after the Mailer's
 * `send` answered. `wake()` sends at once what was just queued (called after the commit that
 * queued it, and once at start for what a stopped process left); a timer every `pollMs` finds
 * the rest.
 */
export function startMailSender(options: MailSenderOptions) {
  const { db, mailer, log, retry, now = Date.now } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = claimLeaseMs(options.sendTimeoutMs);
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenMeanwhile = false;

  const sendOne = async (mail: ClaimedMail, token: string): Promise<void> => {
    const { to, subject, text, html, headers, attachments } = mail;
    const outcome = await mailer
      .send({ to, subject, text, html, attachments, ...(headers ? { headers } : {}) })
      .then(
        () => ({ status: "sent" as const, sentAt: new Date(now()).toISOString() }),
        (error: unknown) => {
          const failure = afterFailedAttempt(mail.attempts, now(), retry);
          const err = errorText(error);
          log[failure.status === "failed" ? "error" : "warn"](
            { to, subject, attempts: mail.attempts, err },
            failure.status === "failed" ? "a mail failed for good" : "a mail will be tried again",
          );
          return { ...failure, error: err };
        },
      );
    if (!(await settleClaim(db, mail.id, token, outcome))) {
      log.warn({ id: mail.id, to }, "a mail's claim ran out before its send was recorded");
    }
  };

  /** One claim and its sends: how many mails were claimed. */
  const runOnce = async (): Promise<number> => {
    const token = randomUUID();
    const nowMs = now();
    const claimed = await claimDueMails(db, {
      nowMs,
      leaseUntilMs: nowMs + leaseMs,
      token,
      limit: batchSize,
    });
    await Promise.all(claimed.map((mail) => sendOne(mail, token)));
    return claimed.length;
  };

  /** Whether a wake came while a run was under way (read fresh: runs await in between). */
  const wokenAgain = () => wokenMeanwhile;

  /** Sends until nothing is due; a wake during a run makes it look once more. */
  const drain = async () => {
    do {
      wokenMeanwhile = false;
      while (!stopped && (await runOnce()) === batchSize);
    } while (wokenAgain() && !stopped);
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      wokenMeanwhile = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.warn({ err: error }, "the mail queue could not be read");
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(wake, options.pollMs);
  // The sender never keeps a stopping process alive.
  timer.unref();

  return {
    /** Looks at the queue now: mails were just queued (their transaction committed). */
    wake,
    /**
     * Queues mails outside any transaction of ours and sends them at once: for better-auth's
     * mails, whose callbacks run after its own transaction committed (accounts/auth.ts).
     */
    async queue(mails: OutgoingMail[]): Promise<void> {
      await queueMails(db, mails, now());
      wake();
    },
    /** One claim and its sends, for tests: how many mails were claimed. */
    runOnce,
    /** No further sends; answers once the sends under way are recorded. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type MailSender = ReturnType<typeof startMailSender>;
