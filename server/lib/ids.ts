import { randomBytes } from "node:crypto";

/** 20 URL-safe characters (120 random bits), the id format of every entity. */
export function newId(): string {
  return randomBytes(15).toString("base64url");
}

let lastOrdered = { ms: 0, seq: 0 };

/**
 * 20 characters that sort in the order this process made them: the time in milliseconds, a
 * counter within the millisecond, then 48 random bits. For the audit trail, whose records are
 * listed by time and then by id: two written in the same millisecond keep the order they were
 * written in (ids from two instances in one millisecond are as good as simultaneous).
 */
export function orderedId(now: number = Date.now()): string {
  lastOrdered =
    now > lastOrdered.ms ? { ms: now, seq: 0 } : { ms: lastOrdered.ms, seq: lastOrdered.seq + 1 };
  return (
    lastOrdered.ms.toString(36).padStart(9, "0") +
    lastOrdered.seq.toString(36).padStart(3, "0") +
    randomBytes(6).toString("base64url")
  );
}

/** What people see of an order id: its last 6 characters, upper-cased. */
export function orderReference(id: string): string {
  return id.slice(-6).toUpperCase();
}
