import { fail, ok, type Result } from "#common/result.ts";
import { recordAudit } from "#server/audit/audit.queries.ts";
import type { Database } from "#server/db/connection.ts";
import type { Role } from "#server/db/schema.ts";
import { findUserByEmail, setRole } from "./role.queries.ts";

export type RoleChange =
  | { change: "changed"; email: string; from: Role; to: Role }
  | { change: "unchanged"; email: string; role: Role };

/**
 * The only way a role changes: the `npm run admin` command on the server. No page, form or
 * API reaches this function.
 */
async function changeRole(
  db: Database,
  rawEmail: string,
  role: Role,
  command: string,
  now: Date = new Date(),
): Promise<Result<RoleChange, "no-such-user">> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return fail("no-such-user");
    if (user.role === role) return ok({ change: "unchanged", email, role });
    await setRole(trx, user.id, role, now.toISOString());
    await recordAudit(
      trx,
      { kind: "command", command },
      {
        entity: "role",
        entityId: user.id,
        action: "role",
        before: { email, role: user.role },
        after: { email, role },
      },
      now,
    );
    return ok({ change: "changed", email, from: user.role, to: role });
  });
}

export interface RolesServiceDependencies {
  db: Database;
  now?: () => Date;
}

/**
 * Roles, for the command line only (server/cli/admin.ts builds it): services.ts does not
 * register it, so no request can reach it through the request context.
 */
export function createRolesService({ db, now }: RolesServiceDependencies) {
  return {
    /**
     * Makes the user with this e-mail (any case, spaces around) an admin or a customer; the
     * audit trail records it with `command`, the command line that asked.
     */
    change: (email: string, role: Role, command: string) =>
      changeRole(db, email, role, command, now?.()),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
