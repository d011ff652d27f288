import { z } from "zod";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { createTwoFactorResetService } from "#server/accounts/two-factor-reset.service.ts";
import { loadConfigOrReport } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL`: the only way to change a role
 * (docs/architecture.md §3); `reset-2fa EMAIL`: the way back in for someone who lost their
 * second factor and its backup codes (docs/security.md). It runs on the server, against the
 * database the server is configured for (the same environment variables and .env), and the
 * audit trail records each change with its command line.
 */
const usage = `Usage:
  npm run admin -- grant EMAIL       make the user with this e-mail an admin
  npm run admin -- revoke EMAIL      make them a customer again
  npm run admin -- reset-2fa EMAIL   remove their second factor (they sign in with the password)`;

const argsSchema = z.tuple([z.enum(["grant", "revoke", "reset-2fa"]), z.email()]);

const noSuchUser = (email: string) =>
  `No account with the e-mail ${email.toLowerCase()}. The person must sign up first.`;

async function changeRole(db: Database, command: "grant" | "revoke", email: string) {
  const roles = createRolesService({ db });
  const result = await roles.change(
    email,
    command === "grant" ? "admin" : "customer",
    `npm run admin -- ${command} ${email}`,
  );
  if (!result.ok) {
    console.error(noSuchUser(email));
    return 1;
  }
  const label = (role: string) => (role === "admin" ? "an admin" : "a customer");
  if (result.change === "unchanged") {
    console.log(`${result.email} is already ${label(result.role)}; nothing changed.`);
  } else {
    console.log(`${result.email} is now ${label(result.to)} (was ${result.from}).`);
  }
  return 0;
}

async function resetSecondFactor(db: Database, email: string) {
  const reset = createTwoFactorResetService({ db });
  const result = await reset.reset(email, `npm run admin -- reset-2fa ${email}`);
  if (!result.ok) {
    console.error(noSuchUser(email));
    return 1;
  }
  console.log(
    result.change === "reset"
      ? `${result.email} has no second factor any more: they sign in with their password and can set up a new one on their profile.`
      : `${result.email} has no second factor; nothing changed.`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const args = argsSchema.safeParse(argv.map((arg) => arg.trim()));
  if (!args.success) {
    console.error(usage);
    return 2;
  }
  const [command, email] = args.data;
  const config = loadConfigOrReport();
  if (!config) return 2;
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    return command === "reset-2fa"
      ? await resetSecondFactor(db, email)
      : await changeRole(db, command, email);
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
