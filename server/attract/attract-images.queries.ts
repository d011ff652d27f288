import type { Database } from "#server/db/connection.ts";

export function listAttractImages(db: Database) {
  return db
    .selectFrom("attract_images")
    .select(["id", "url", "position"])
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

export async function appendAttractImages(
  db: Database,
  rows: { id: string; url: string; created_at: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("attract_images")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const start = (last?.position ?? -1) + 1;
    await trx
      .insertInto("attract_images")
      .values(rows.map((row, i) => ({ ...row, position: start + i })))
      .execute();
  });
}

/** Positions 0, 1, 2 … in the order of `ids`; answers false when the ids are not the set stored. */
export async function reorderAttractImages(db: Database, ids: readonly string[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom("attract_images").select("id").execute();
    const known = new Set(stored.map((row) => row.id));
    const given = new Set(ids);
    const same = given.size === ids.length && given.size === known.size;
    if (!same || !ids.every((id) => known.has(id))) return false;
    for (const [position, id] of ids.entries()) {
      await trx.updateTable("attract_images").set({ position }).where("id", "=", id).execute();
    }
    return true;
  });
}

/** Deletes one image's row; answers its url, or null when there was none. */
export async function deleteAttractImage(db: Database, id: string): Promise<string | null> {
  const row = await db
    .deleteFrom("attract_images")
    .where("id", "=", id)
    .returning("url")
    .executeTakeFirst();
  return row?.url ?? null;
}
