import { z } from "zod";
import { createAuditService } from "#server/audit/audit.service.ts";
import { loadConfigOrReport } from "#server/config.ts";
import { openDatabase } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

/**
 * `npm run audit -- prune --before DATE`: the one way records leave the audit trail
 * (docs/decisions/0025-audit-trail.md). It runs on the server, against the database the
 * server is configured for, and records that it did, with its command line.
 */
const usage = `Usage:
  npm run audit -- prune --before DATE   delete the records from before DATE (YYYY-MM-DD, UTC)`;

const argsSchema = z.tuple([z.literal("prune"), z.literal("--before"), z.string()]);

async function main(argv: string[]): Promise<number> {
  const args = argsSchema.safeParse(argv.map((arg) => arg.trim()));
  if (!args.success) {
    console.error(usage);
    return 2;
  }
  const before = args.data[2];
  const config = loadConfigOrReport();
  if (!config) return 2;
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const result = await createAuditService({ db }).prune(
      before,
      `npm run audit -- prune --before ${before}`,
    );
    if (!result.ok) {
      console.error(`Not a date: ${before}. Give a day as YYYY-MM-DD.\n${usage}`);
      return 2;
    }
    console.log(`Deleted ${result.deleted} audit records from before ${result.before}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
