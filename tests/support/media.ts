import { mkdtemp, readdir } from "node:fs/promises";
import { join } from "node:path";
import pino from "pino";
import type { Database } from "#server/db/connection.ts";
import { createMediaService, type MediaService } from "#server/media/media.service.ts";
import { localMediaStorage } from "#server/media/media-storage.ts";
import { smallPng } from "./pictures.ts";

/** A media service on a fresh folder under `root`, its sizes in `<dir>/sizes`. */
export async function testMediaService(
  db: Database,
  root: string,
): Promise<{ media: MediaService; dir: string; sizes: string }> {
  const dir = await mkdtemp(join(root, "files-"));
  const sizes = join(dir, "sizes");
  const media = createMediaService({
    db,
    storage: localMediaStorage(dir),
    cacheDir: sizes,
    log: pino({ level: "silent" }),
  });
  return { media, dir, sizes };
}

/** A small PNG stored through the service; its `/media/<name>` address. */
export async function storedPicture(media: MediaService, width = 60, height = 40): Promise<string> {
  const stored = await media.store(await smallPng(width, height));
  if (!stored.ok) throw new Error(stored.error);
  return stored.url;
}

export type TestMedia = Awaited<ReturnType<typeof testMediaService>>;

/** A folder's file names, sorted; none when it does not exist. */
export const listing = async (dir: string) => (await readdir(dir).catch(() => [])).sort();
