import { fail, ok, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { Database } from "#server/db/connection.ts";
import { findUserByEmail } from "./role.queries.ts";
import { removeSecondFactor, secondFactorOf } from "./two-factor.queries.ts";

export type SecondFactorReset = { change: "reset" | "none"; email: string };

/**
 * Removes the second factor of the account with this e-mail, for someone who lost their app
 * and their backup codes: they sign in with their password again and, as an admin, are asked
 * to set up a new factor before the panel opens. Recorded in the audit trail with `command`.
 */
async function resetSecondFactor(
  db: Database,
  rawEmail: string,
  command: string,
  now: Date = new Date(),
): Promise<Result<SecondFactorReset, "no-such-user">> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return fail("no-such-user");
    const factor = await secondFactorOf(trx, user.id);
    if (!factor.enabled && !factor.stored) return ok({ change: "none", email });
    await removeSecondFactor(trx, user.id, now.toISOString());
    await recordAudit(
      trx,
      { kind: "command", command },
      {
        entity: "second-factor",
        entityId: user.id,
        action: "reset",
        before: { email, enabled: factor.enabled },
        after: null,
      },
      now,
    );
    return ok({ change: "reset", email });
  });
}

export interface TwoFactorResetServiceDependencies {
  db: Database;
  now?: () => Date;
}

/**
 * For the command line only (server/cli/admin.ts builds it), like roles.service.ts: no page,
 * form or API reaches it.
 */
export function createTwoFactorResetService({ db, now }: TwoFactorResetServiceDependencies) {
  return {
    /** Removes the second factor of the user with this e-mail (any case, spaces around). */
    reset: (email: string, command: string) => resetSecondFactor(db, email, command, now?.()),
  };
}

export type TwoFactorResetService = ReturnType<typeof createTwoFactorResetService>;
