import { z } from "zod";
import { createRolesService } from "#server/accounts/roles.service.ts";
import { loadConfigOrReport } from "#server/config.ts";
import { openDatabase } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the only way to change a
 * role (docs/architecture.md §3). It runs on the server, against the database the server is configured
 * for (the same environment variables and .env).
 */
const usage = `Usage:
  npm run admin -- grant EMAIL    make the user with this e-mail an admin
  npm run admin -- revoke EMAIL   make them a customer again`;

const argsSchema = z.tuple([z.enum(["grant", "revoke"]), z.email()]);

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
    const roles = createRolesService({ db });
    const result = await roles.change(
      email,
      command === "grant" ? "admin" : "customer",
      `npm run admin -- ${command} ${email}`,
    );
    if (!result.ok) {
      console.error(
        `No account with the e-mail ${email.toLowerCase()}. The person must sign up first.`,
      );
      return 1;
    }
    const label = (role: string) => (role === "admin" ? "an admin" : "a customer");
    if (result.change === "unchanged") {
      console.log(`${result.email} is already ${label(result.role)}; nothing changed.`);
    } else {
      console.log(`${result.email} is now ${label(result.to)} (was ${result.from}).`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
