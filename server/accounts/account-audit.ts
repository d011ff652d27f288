import type { AuditAction } from "#common/audit.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { AuditActor, AuditFields } from "#server/audit/audit-trail.ts";
import type { Database } from "#server/db/connection.ts";
import type { SignInMethod } from "./sign-in-method.ts";

/*
 * What the audit trail keeps of accounts (docs/decisions/0026-second-factor.md): sign-ins to
 * admin accounts, and every account's second factor turned on or off, its new backup codes
 * and its wrong codes. The person is the actor: they act on their own account.
 */

export interface AuditedAccount {
  id: string;
  email: string;
  role: string;
}

const actorOf = (account: { id: string; email: string }): AuditActor => ({
  kind: "account",
  userId: account.id,
  email: account.email,
});

/**
 * A session of an admin account: signed in (`sign-in`), or signed in without a second factor and
 * confirmed with one since (`confirm`), and how. A customer's is not recorded.
 */
export async function recordAdminSession(
  db: Database,
  account: AuditedAccount,
  action: Extract<AuditAction, "sign-in" | "confirm">,
  method: SignInMethod,
  at: Date = new Date(),
): Promise<void> {
  if (account.role !== "admin") return;
  await recordAudit(
    db,
    actorOf(account),
    {
      entity: "account",
      entityId: account.id,
      action,
      before: null,
      after: { email: account.email, method },
    },
    at,
  );
}

/**
 * A change to the account's second factor, or a wrong code for it: `before` for what ended
 * (turned off), `after` for what began (on, new codes, a wrong code).
 */
export async function recordSecondFactor(
  db: Database,
  account: { id: string; email: string },
  action: Extract<AuditAction, "enable" | "disable" | "new-backup-codes" | "wrong-code">,
  fields: AuditFields = {},
  at: Date = new Date(),
): Promise<void> {
  const described = { email: account.email, ...fields };
  await recordAudit(
    db,
    actorOf(account),
    {
      entity: "second-factor",
      entityId: account.id,
      action,
      before: action === "disable" ? described : null,
      after: action === "disable" ? null : described,
    },
    at,
  );
}
