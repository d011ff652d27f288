import type { Database } from "#server/db/connection.ts";

export function listAttractImages(db: Database) {
  return db
    .selectFrom("attract_images")
    .select(["id", "url", "position"])
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}

/** Appends pictures after the last one; run in a transaction, so positions never collide. */
export async function appendAttractImages(
  trx: Database,
  rows: { id: string; url: string; created_at: string }[],
): Promise<void> {
  const last = await trx
    .selectFrom("attract_images")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const start = (last?.position ?? -1) + 1;
  await trx
    .insertInto("attract_images")
    .values(rows.map((row, i) => ({ ...row, position: start + i })))
    .execute();
}

/**
 * Positions 0, 1, 2 … in the order of `ids`, in a transaction; answers the order before, or
 * null when the ids are not the set stored (nothing changes).
 */
export async function reorderAttractImages(
  trx: Database,
  ids: readonly string[],
): Promise<string[] | null> {
  const stored = await listAttractImages(trx);
  const known = new Set(stored.map((row) => row.id));
  const given = new Set(ids);
  const same = given.size === ids.length && given.size === known.size;
  if (!same || !ids.every((id) => known.has(id))) return null;
  for (const [position, id] of ids.entries()) {
    await trx.updateTable("attract_images").set({ position }).where("id", "=", id).execute();
  }
  return stored.map((row) => row.id);
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
