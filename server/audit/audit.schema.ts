import { z } from "zod";
import { AUDIT_PAGE_MAX, auditActions, auditEntities } from "#common/audit.ts";
import { pageNumber } from "#common/field-schemas.ts";

/** A calendar day as the date field sends it (YYYY-MM-DD), or empty: no bound. */
const day = z
  .union([z.literal(""), z.iso.date()])
  .optional()
  .transform((value) => value || null);

/** An empty choice (the filter's "All") is no filter. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(""), z.enum(values)])
    .optional()
    .transform((value) => value || null);

/**
 * The Activity tab's address: `?actor=&entity=&action=&from=&to=&page=`. Days are whole days
 * in UTC, `to` included; parameters of others are left alone by the caller.
 */
export const auditQuerySchema = z.object({
  actor: z
    .string()
    .max(40)
    .optional()
    .transform((value) => value || null),
  entity: choice(auditEntities),
  action: choice(auditActions),
  from: day,
  to: day,
  page: pageNumber(AUDIT_PAGE_MAX).default(1),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
export const auditQueryNames = ["actor", "entity", "action", "from", "to", "page"] as const;

/** `npm run audit -- prune --before DATE`: a calendar day, or an instant. */
export const pruneBeforeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
