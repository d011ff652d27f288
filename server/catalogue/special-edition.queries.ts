import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";

/** How many special editions there are; inside a transaction too (the cap's check). */
export async function countSpecialEditions(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("special_editions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
