import type { AuditAction, AuditEntity } from "#common/audit.ts";

/**
 * Who did it: an admin signed in to the panel (their id and the e-mail they had then), a
 * person on their own account (signing in, their second factor: docs/decisions/0026-second-
 * factor.md), or a command run on the server (its command line).
 */
export type AuditActor =
  | { kind: "admin" | "account"; userId: string; email: string }
  | { kind: "command"; command: string };

/** Plain JSON values: what a record keeps of a thing's fields (prices in cents). */
export type AuditFields = Record<string, unknown>;

/** One admin write, as its service describes it. */
export interface AuditEntry {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  /** The fields as they were (null: it did not exist), and as they became (null: deleted). */
  before: AuditFields | null;
  after: AuditFields | null;
}

/**
 * The fields two snapshots of a thing disagree on, as they were and as they became; null when
 * they agree on every field (a save that changed nothing is not a change).
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const was: AuditFields = {};
  const is: AuditFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

/** An update's entry with only what changed, or null when nothing did. */
export function updateEntry(
  entity: AuditEntity,
  entityId: string,
  before: AuditFields,
  after: AuditFields,
  action: AuditAction = "update",
): AuditEntry | null {
  const changed = changedFields(before, after);
  return changed && { entity, entityId, action, ...changed };
}
