import { z } from "zod";
import type { MailAttachment } from "./mailer.ts";

/**
 * When a queued mail is tried again, and when it is given up (docs/decisions/0024-queued-mails.md).
 * Pure: the sender (mail-sender.ts) asks, the queries store the answer.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failed one the mail is "failed". */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  firstRetryMs: number;
  /** The longest wait between two attempts. */
  maxRetryMs: number;
}

/** The wait after `attempts` failed attempts (1 → firstRetryMs, 2 → twice that, …), capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^31 and beyond overflow nothing useful: the cap has long been reached by then.
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.min(doublings, 30));
}

/** What a mail becomes when its attempt number `attempts` failed at `nowMs`. */
export function afterFailedAttempt(
  attempts: number,
  nowMs: number,
  policy: RetryPolicy,
): { status: "queued"; nextAttemptAt: number } | { status: "failed" } {
  if (attempts >= policy.maxAttempts) return { status: "failed" };
  return { status: "queued", nextAttemptAt: nowMs + retryDelayMs(attempts, policy) };
}

/**
 * How long a claimed mail is its sender's alone: long past the SMTP timeouts of one send
 * (mailer.ts), so that a mail is claimed again only when its sender is gone, never while it
 * may still be sending (which would send it twice).
 */
export function claimLeaseMs(sendTimeoutMs: number): number {
  return 3 * sendTimeoutMs;
}

/** The error of a failed attempt as stored for the admin: one line, at most 500 characters. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 500) || "unknown error";
}

const attachmentsSchema = z.array(
  z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
);

/** A queued mail's files as queueMails stored them (JSON, migration 0020); none when null. */
export function readAttachments(stored: string | null): MailAttachment[] | undefined {
  if (stored === null) return undefined;
  return attachmentsSchema.parse(JSON.parse(stored));
}
