import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A mail the test SMTP server accepted. `text` and `html` are decoded (quoted-printable and
 * base64 undone, charset applied), so a test can pull a link straight out of `text`.
 */
export interface CapturedMail {
  /** Address of the `From:` header (the envelope sender if the header has none). */
  from: string;
  /** Envelope recipients (RCPT TO), as the sender spelled them; Bcc recipients included. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message exactly as received (headers and encoded body). */
  raw: string;
}

export interface TestSmtpServer {
  /** e.g. "smtp://127.0.0.1:PORT": usable as nodemailer's SMTP_URL (no TLS, no auth needed). */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: CapturedMail[];
  /**
   * Resolves with the first mail (already received or arriving later) to `to` (case-insensitive)
   * among those after the first `after` mails received (default 0: any); rejects after
   * timeoutMs (default 10000) with a clear message.
   */
  waitForMail(to: string, options?: { timeoutMs?: number; after?: number }): Promise<CapturedMail>;
  close(): Promise<void>;
}

interface Waiter {
  to: string;
  resolve: (mail: CapturedMail) => void;
}

const isFor = (mail: CapturedMail, to: string): boolean =>
  mail.to.some((address) => address.toLowerCase() === to.toLowerCase());

async function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function capture(raw: Buffer, session: SMTPServerSession): Promise<CapturedMail> {
  const parsed = await simpleParser(raw);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
  return {
    from: parsed.from?.value[0]?.address ?? envelopeFrom,
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html || "",
    raw: raw.toString("utf8"),
  };
}

/**
 * Starts an SMTP server on 127.0.0.1 that keeps every mail in memory: on a free port, or on
 * `port` (a mail server back where an earlier one was).
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: CapturedMail[] = [];
  let waiters: Waiter[] = [];

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    disableReverseLookup: true, // no DNS look-ups: the machine may have no resolver
    logger: false,
    closeTimeout: 1000, // close() waits at most this long for clients still connected
    onData(stream, session, callback) {
      readStream(stream)
        .then((raw) => capture(raw, session))
        .then((mail) => {
          mails.push(mail);
          const matching = waiters.filter((waiter) => isFor(mail, waiter.to));
          waiters = waiters.filter((waiter) => !matching.includes(waiter));
          for (const waiter of matching) waiter.resolve(mail);
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Keep a late socket error from crashing the test process.
  server.on("error", (error: unknown) => {
    console.error("test SMTP server error:", error);
  });
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    waitForMail(to, { timeoutMs = 10_000, after = 0 } = {}) {
      const received = mails.slice(after).find((mail) => isFor(mail, to));
      if (received) return Promise.resolve(received);
      return new Promise<CapturedMail>((resolve, reject) => {
        const waiter: Waiter = {
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          const seen = mails.length
            ? mails.map((mail) => `${mail.to.join(", ")} ("${mail.subject}")`).join("; ")
            : "none";
          reject(
            new Error(`no mail to ${to} arrived within ${timeoutMs} ms; mails received: ${seen}`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
