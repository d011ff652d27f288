import { parseArgs } from "node:util";
import { z } from "zod";
import { createBackup } from "#server/backup/backup.ts";
import { loadConfigOrReport } from "#server/config.ts";

/**
 * `npm run backup -- --out DIR`: one archive of the database and the pictures, taken while
 * the shop runs, keeping the newest BACKUP_KEEP in DIR (docs/deploy.md, "Backups").
 */
const usage = `Usage:
  npm run backup -- --out DIR   write storefront-<time>.tar.gz into DIR, keep the newest BACKUP_KEEP`;

const argsSchema = z.object({ out: z.string().min(1) });

async function main(argv: string[]): Promise<number> {
  const parsed = argsSchema.safeParse(
    parseArgs({ args: argv, options: { out: { type: "string" } }, strict: false }).values,
  );
  if (!parsed.success) {
    console.error(usage);
    return 2;
  }
  const config = loadConfigOrReport();
  if (!config) return 2;
  try {
    const { file, removed } = await createBackup(
      { ...config, keep: config.backupKeep },
      parsed.data.out,
    );
    console.log(`Wrote ${file}.`);
    for (const name of removed) console.log(`Removed the older ${name}.`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
