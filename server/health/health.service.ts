import type { Database } from "#server/db/connection.ts";
import { selectOne } from "./health.queries.ts";

export interface HealthServiceDependencies {
  db: Database;
}

/** What /healthz asks before it answers that the server is well. */
export function createHealthService({ db }: HealthServiceDependencies) {
  return {
    /** Whether the database answers; throws with the reason when it does not. */
    async databaseReachable(): Promise<boolean> {
      await selectOne(db);
      return true;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
