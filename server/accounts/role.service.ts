import type { Database } from "../db/connection.ts";
import type { Role } from "../db/schema.ts";
import { findUserByEmail, setRole } from "./role.queries.ts";

export type RoleChange =
  | { status: "changed"; email: string; from: Role; to: Role }
  | { status: "unchanged"; email: string; role: Role }
  | { status: "no-such-user"; email: string };

/**
 * The only way a role changes: the `npm run admin` command on the server. No page, form or
 * API reaches this function.
 */
export async function changeRole(
  db: Database,
  rawEmail: string,
  role: Role,
  now: Date = new Date(),
): Promise<RoleChange> {
  const email = rawEmail.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  if (!user) return { status: "no-such-user", email };
  if (user.role === role) return { status: "unchanged", email, role };
  await setRole(db, user.id, role, now.toISOString());
  return { status: "changed", email, from: user.role, to: role };
}
