import type { Database } from "#server/db/connection.ts";

export async function countSpecialEditions(db: Database): Promise<number> {
  const row = await db
    .selectFrom("special_editions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
