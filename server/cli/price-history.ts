import { readFile } from "node:fs/promises";
import { z } from "zod";
import { loadConfigOrReport } from "#server/config.ts";
import { openDatabase } from "#server/db/connection.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createGoldPriceHistoryService } from "#server/gold-price/gold-price-history.service.ts";

/**
 * `npm run price-history -- import FILE.csv`: loads past daily closes of fine gold, so a shop
 * starts with years of history (docs/decisions/0028-gold-price-history.md). It runs against
 * the database the server is configured for (the same environment variables and .env). A file
 * with any wrong line imports nothing: every problem is listed with its line.
 */
const usage = `Usage:
  npm run price-history -- import FILE.csv   load daily closes of fine gold
      the first line is date,eur_per_gram or date,eur_per_troy_ounce; then one
      close a line, e.g. 2024-03-01,58.12 (the day in Brussels, a dot for decimals)`;

const argsSchema = z.tuple([z.literal("import"), z.string().min(1)]);

async function main(argv: string[]): Promise<number> {
  const args = argsSchema.safeParse(argv.map((arg) => arg.trim()));
  if (!args.success) {
    console.error(usage);
    return 2;
  }
  const path = args.data[1];
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    console.error(`Cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  const config = loadConfigOrReport();
  if (!config) return 2;
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const result = await createGoldPriceHistoryService({ db }).importFile(text);
    if (!result.ok) {
      for (const { line, message } of result.problems) {
        console.error(`${path}:${line}: ${message}`);
      }
      console.error(`Nothing imported: ${result.problems.length} problem(s) in ${path}.`);
      return 1;
    }
    console.log(
      `Imported ${result.imported} daily closes of gold (${result.replaced} replaced a close already kept).`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
