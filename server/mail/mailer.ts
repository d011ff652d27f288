import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import { newId } from "#server/lib/ids.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text part: every mail has one, for clients and filters that read no HTML. */
  text: string;
  html: string;
  /** Header lines of its own: List-Unsubscribe on the mails a visitor subscribed to. */
  headers?: Record<string, string>;
  /** Files sent with it (an appointment's .ics invitation); text only, kept in the queue. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** The MIME type, with its parameters ("text/calendar; charset=utf-8; method=PUBLISH"). */
  contentType: string;
  content: string;
}

export type Delivery = { via: "smtp" } | { via: "outbox"; file: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<Delivery>;
}

/** Told of every send: handed over, or thrown (GET /metrics). */
export type MailOutcomeListener = (outcome: "sent" | "failed") => void;

/**
 * Sends over SMTP_URL when it is set. Without it (a fresh clone, a demo) each mail is
 * written to the outbox folder as an .eml file, which any mail program opens, so flows
 * such as password reset work with nothing to configure. Only the mail sender calls `send`
 * (mail-sender.ts): the rest of the shop queues its mails (mail-queue.queries.ts).
 */
/**
 * A nodemailer transport made on the first send: nodemailer costs the process ~6 MB resident
 * from the moment it loads, and an instance that sends no mail (most of them, most of the
 * time: one sender drains the queue) need not carry it (docs/performance.md).
 */
function lazyTransport<T>(
  make: (mailer: (typeof import("nodemailer"))["default"]) => T,
): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= import("nodemailer").then(({ default: mailer }) => make(mailer)));
}

export function createMailer(
  config: Config["mail"],
  log: Logger,
  outcome: MailOutcomeListener = () => undefined,
): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    // Every stage of a send is bounded, so a mail's claim (mail-queue-rules.ts claimLeaseMs)
    // outlasts any send still under way.
    const timeoutMs = config.sendTimeoutMs;
    const transport = lazyTransport((mailer) =>
      mailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
    return counted(outcome, {
      async send(mail) {
        await (await transport()).sendMail({ from: config.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
        return { via: "smtp" };
      },
    });
  }
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: "unix",
    }),
  );
  return counted(outcome, {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      // Sortable by time, unique without coordination between instances.
      const file = join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${newId()}.eml`,
      );
      await writeFile(file, info.message);
      log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
      return { via: "outbox", file };
    },
  });
}

/** Counted here, where the mail leaves, whoever calls `send` (a request or a worker). */
function counted(outcome: MailOutcomeListener, mailer: Mailer): Mailer {
  return {
    async send(mail) {
      try {
        const delivery = await mailer.send(mail);
        outcome("sent");
        return delivery;
      } catch (error) {
        outcome("failed");
        throw error;
      }
    },
  };
}
