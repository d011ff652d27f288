import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { isPostgres, type Database } from "./connection.ts";
import * as initialSchema from "./migrations/0001-initial-schema.ts";
import * as authSessions from "./migrations/0002-auth-sessions.ts";
import * as catalogueListing from "./migrations/0003-catalogue-listing.ts";
import * as checkout from "./migrations/0004-checkout.ts";
import * as valuationStatusAndPhotos from "./migrations/0005-valuation-status-and-photos.ts";
import * as catalogueTranslations from "./migrations/0006-catalogue-translations.ts";
import * as gradingReports from "./migrations/0007-grading-reports.ts";
import * as editionHolds from "./migrations/0008-edition-holds.ts";
import * as nameSort from "./migrations/0011-name-sort.ts";
import * as jobLeases from "./migrations/0012-job-leases.ts";
import * as mailQueue from "./migrations/0013-mail-queue.ts";
import * as auditTrail from "./migrations/0014-audit-trail.ts";
import * as twoFactor from "./migrations/0015-two-factor.ts";
import * as passkeys from "./migrations/0016-passkeys.ts";
import * as sessionStrength from "./migrations/0017-session-strength.ts";
import * as goldPriceHistory from "./migrations/0018-gold-price-history.ts";
import * as goldPriceAlerts from "./migrations/0019-gold-price-alerts.ts";
import * as appointments from "./migrations/0020-appointments.ts";
import * as appointmentPhotos from "./migrations/0021-appointment-photos.ts";
import * as appointmentRequest from "./migrations/0022-appointment-request.ts";

/**
 * Migrations are listed here rather than read from a folder at run time, so they travel
 * inside the server bundle. Names sort in the order they must run; never rename one.
 */
const migrations: Record<string, Migration> = {
  "0001-initial-schema": initialSchema,
  "0002-auth-sessions": authSessions,
  "0003-catalogue-listing": catalogueListing,
  "0004-checkout": checkout,
  "0005-valuation-status-and-photos": valuationStatusAndPhotos,
  "0006-catalogue-translations": catalogueTranslations,
  "0007-grading-reports": gradingReports,
  "0008-edition-holds": editionHolds,
  "0011-name-sort": nameSort,
  "0012-job-leases": jobLeases,
  "0013-mail-queue": mailQueue,
  "0014-audit-trail": auditTrail,
  "0015-two-factor": twoFactor,
  "0016-passkeys": passkeys,
  "0017-session-strength": sessionStrength,
  "0018-gold-price-history": goldPriceHistory,
  "0019-gold-price-alerts": goldPriceAlerts,
  "0020-appointments": appointments,
  "0021-appointment-photos": appointmentPhotos,
  "0022-appointment-request": appointmentRequest,
};

/**
 * The migrator for these migrations. On PostgreSQL it is told the schema it works in: left to
 * itself, Kysely takes its bookkeeping tables in any schema of the database for its own, so a
 * second schema being migrated at the same time (parallel test suites) made it skip creating
 * them in this one.
 */
export async function migratorFor(
  db: Database,
  list: Record<string, Migration> = migrations,
): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(list) };
  if (!isPostgres(db)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? "public" });
}

export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("migration failed", { cause: error });
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
