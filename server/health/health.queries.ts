import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";

/** The cheapest statement a working database answers; throws when it cannot. */
export async function selectOne(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
