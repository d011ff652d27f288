import { parseArgs } from "node:util";
import { z } from "zod";
import { restoreBackup, RestoreRefused } from "#server/backup/restore.ts";
import { loadConfigOrReport } from "#server/config.ts";

/**
 * `npm run restore -- FILE [--force]`: an archive of `npm run backup` into the database and
 * media folder this shop is configured for, with the shop stopped (docs/deploy.md, "Backups").
 */
const usage = `Usage:
  npm run restore -- FILE           restore into an empty database and media folder
  npm run restore -- FILE --force   replace what they hold`;

const argsSchema = z.object({
  positionals: z.tuple([z.string().min(1)]),
  values: z.object({ force: z.boolean().optional() }),
});

async function main(argv: string[]): Promise<number> {
  const parsed = argsSchema.safeParse(
    parseArgs({
      args: argv,
      options: { force: { type: "boolean" } },
      allowPositionals: true,
      strict: false,
    }),
  );
  if (!parsed.success) {
    console.error(usage);
    return 2;
  }
  const config = loadConfigOrReport();
  if (!config) return 2;
  const [file] = parsed.data.positionals;
  try {
    const manifest = await restoreBackup(config, file, { force: parsed.data.values.force });
    console.log(`Restored the archive of ${manifest.createdAt}. Start the shop to use it.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
