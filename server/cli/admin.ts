import { z } from "zod";
import { changeRole } from "../accounts/role.service.ts";
import { loadConfigOrReport } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";

/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: the only way to change a
 * role (DESIGN.md §3). It runs on the server, against the database the server is configured
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
    const result = await changeRole(db, email, command === "grant" ? "admin" : "customer");
    switch (result.status) {
      case "changed":
        console.log(
          `${result.email} is now ${result.to === "admin" ? "an admin" : "a customer"} (was ${result.from}).`,
        );
        return 0;
      case "unchanged":
        console.log(
          `${result.email} is already ${result.role === "admin" ? "an admin" : "a customer"}; nothing changed.`,
        );
        return 0;
      case "no-such-user":
        console.error(`No account with the e-mail ${result.email}. The person must sign up first.`);
        return 1;
    }
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
