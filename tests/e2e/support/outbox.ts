import { readdir, readFile } from "node:fs/promises";
import { sharedServer } from "./shared-server.ts";
import { dirname, join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import type { TestSmtpServer } from "./smtp-server.ts";

/** The .eml files of the shared server's outbox that mention an order's reference. */
export async function outboxMails(reference: string): Promise<string[]> {
  const dir = join(dirname(sharedServer().sqlitePath), "outbox");
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
  return mails.filter((mail) => mail.includes(reference));
}

/**
 * Where a test server's mails can be read: its outbox folder (no SMTP_URL: `<dataDir>/outbox`,
 * beside its `store.db`) or the test SMTP server it was given.
 */
export type Mailbox = { outboxDir: string } | { smtp: TestSmtpServer };

/** The mailbox of a server started by startServer without SMTP_URL (or the shared one). */
export const outboxOf = (
  server: { sqlitePath: string } = { sqlitePath: sharedServer().sqlitePath },
) => ({ outboxDir: join(dirname(server.sqlitePath), "outbox") }) satisfies Mailbox;

/**
 * The outbox's complete mails, read once each: the shared outbox grows with every test, and
 * a test polls it while it waits for a mail. A mail is written once and never changes; one
 * still being written (not yet ending with its closing MIME boundary) is read again later.
 */
const readMails = new Map<string, string>();

async function readMail(file: string): Promise<string> {
  const known = readMails.get(file);
  if (known !== undefined) return known;
  const raw = await readFile(file, "utf8");
  if (raw.trimEnd().endsWith("--")) readMails.set(file, raw);
  return raw;
}

/** The outbox's mails to `to`, decoded, oldest first. */
async function outboxParsed(dir: string, to: string): Promise<ParsedMail[]> {
  const names = (await readdir(dir).catch(() => [])).sort();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    const raw = await readMail(join(dir, name));
    if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
    const parsed = await simpleParser(raw);
    const addressed = [parsed.to ?? []].flat().flatMap((address) => address.value);
    if (addressed.some((a) => a.address?.toLowerCase() === to.toLowerCase())) mails.push(parsed);
  }
  return mails;
}

/** The decoded texts of the mails to `to` received so far, oldest first. */
export async function mailTexts(to: string, mailbox: Mailbox = outboxOf()): Promise<string[]> {
  if (!("smtp" in mailbox)) {
    return (await outboxParsed(mailbox.outboxDir, to)).map((mail) => mail.text ?? "");
  }
  return mailbox.smtp.mails
    .filter((mail) => mail.to.some((a) => a.toLowerCase() === to.toLowerCase()))
    .map((mail) => mail.text);
}

/** The files attached to the outbox's mails to `to`, each mail's in a list, oldest first. */
export async function mailAttachments(
  to: string,
  mailbox: { outboxDir: string } = outboxOf(),
): Promise<{ filename: string; contentType: string; content: string }[][]> {
  return (await outboxParsed(mailbox.outboxDir, to)).map((mail) =>
    mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      content: file.content.toString("utf8"),
    })),
  );
}

const linkPattern = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;

/**
 * Waits for the e-mail confirmation link mailed to `to` (the newest one) and returns it.
 * Mails leave in the background, so this waits for the condition, up to `timeoutMs`.
 */
export async function confirmationLink(
  to: string,
  mailbox: Mailbox = outboxOf(),
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = (await mailTexts(to, mailbox))
      .map((text) => linkPattern.exec(text)?.[0])
      .filter((found) => found !== undefined)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
