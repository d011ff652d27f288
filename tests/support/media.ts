import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll } from "vitest";
import type { Database } from "#server/db/connection.ts";
import { createMediaService, type MediaService } from "#server/media/media.service.ts";
import { localMediaStorage } from "#server/media/media-storage.ts";
import { smallPng } from "./pictures.ts";

/** A suite's folder for stored pictures, removed once the suite is done. */
export async function mediaRoot(name: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), `storefront-${name}-`));
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return root;
}

/** A small PNG stored through the service; its `/media/<name>` address. */
export async function storedPicture(media: MediaService, width = 60, height = 40): Promise<string> {
  const stored = await media.store(await smallPng(width, height));
  if (!stored.ok) throw new Error(stored.error);
  return stored.url;
}

/**
 * The media service as the server builds it, storing into a fresh folder under `root` (its
 * sizes in `sizes` beside the pictures), with what tests ask of it.
 */
export async function testMedia(db: Database, root: string) {
  const dir = await mkdtemp(join(root, "files-"));
  const sizes = join(dir, "sizes");
  const media = createMediaService({
    db,
    storage: localMediaStorage(dir),
    cacheDir: sizes,
    log: pino({ level: "silent" }),
  });
  return {
    media,
    dir,
    sizes,
    /** Stores `count` small pictures, each different, and answers their addresses. */
    uploaded: async (count: number): Promise<string[]> => {
      const urls: string[] = [];
      for (let i = 0; i < count; i++) urls.push(await storedPicture(media, 20 + i, 20));
      return urls;
    },
    /** The names of the pictures stored now. */
    storedFiles: async () => (await readdir(dir)).filter((name) => name.endsWith(".webp")),
  };
}

export type TestMedia = Awaited<ReturnType<typeof testMedia>>;

/** A folder's file names, sorted; none when it does not exist. */
export const listing = async (dir: string) => (await readdir(dir).catch(() => [])).sort();
