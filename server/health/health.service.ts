import type { Database } from "#server/db/connection.ts";
import type { MediaStores } from "#server/media/media-storage.ts";
import { selectOne } from "./health.queries.ts";

export interface HealthServiceDependencies {
  db: Database;
  mediaStores: MediaStores;
}

/** What can be unreachable while the process itself is alive. */
export type Dependency = "database" | "media-storage";

export interface Unreachable {
  dependency: Dependency;
  reason: unknown;
}

/** None when `probe` answers; else what did not, and why. */
const ask = (dependency: Dependency, probe: () => Promise<unknown>): Promise<Unreachable[]> =>
  probe().then(
    () => [],
    (reason: unknown) => [{ dependency, reason }],
  );

/** What /healthz and /readyz ask before they answer that the server is well. */
export function createHealthService({ db, mediaStores }: HealthServiceDependencies) {
  return {
    /** Whether the database answers; throws with the reason when it does not. */
    async databaseReachable(): Promise<boolean> {
      await selectOne(db);
      return true;
    },

    /**
     * For /readyz: which of the database and the media storage (the bucket with
     * MEDIA_STORE=s3; local disk always answers) do not answer now, each asked at once, with
     * the reasons for the log. None: ready for traffic.
     */
    async unreachable(): Promise<Unreachable[]> {
      const answers = await Promise.all([
        ask("database", () => selectOne(db)),
        ask("media-storage", () => mediaStores.reachable()),
      ]);
      return answers.flat();
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
