/**
 * What the audit trail records and the Activity tab filters on (docs/decisions/0025-audit-
 * trail.md): the kinds of thing an admin changes and what was done to them. Plain values,
 * shared by the server and the admin panel.
 */

export const auditEntities = [
  "product",
  "special-edition",
  "order",
  "attract-image",
  "valuation-request",
  "mail",
  "role",
  "audit-trail",
  // docs/decisions/0026-second-factor.md: sign-ins to admin accounts, and second factors.
  "account",
  "second-factor",
  // An admin's own passkey, added, renamed or removed on /profile: a second factor of theirs.
  "passkey",
  // A valuation appointment the shop booked, marked done or no-show, or cancelled.
  "appointment",
  // A time the shop takes no appointments (docs/decisions/0031-appointments.md).
  "appointment-closure",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  "create",
  "update",
  "delete",
  "status",
  "reorder",
  "send-again",
  "role",
  "prune",
  "sign-in",
  "confirm",
  "enable",
  "disable",
  "reset",
  "new-backup-codes",
  "wrong-code",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Records per page of the Activity tab, newest first. */
export const AUDIT_PAGE_SIZE = 25;
/** Far beyond any real number of pages, low enough that an offset stays a safe integer. */
export const AUDIT_PAGE_MAX = 100_000;
