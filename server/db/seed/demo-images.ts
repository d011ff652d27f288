import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { newId } from "#server/lib/ids.ts";
import type { MediaStorage } from "#server/media/media-storage.ts";
import { demoImageFile, demoImageKey, type DemoImage } from "./demo-image-key.ts";

/*
 * The demo pictures are drawn ahead of time by tools/demo-art and committed as WebP files, so
 * the server neither carries the drawing code nor renders anything: it copies files.
 */

export interface DemoImageStore {
  /** Stores the picture on first request; returns `/media/<file>.webp`. */
  url(image: DemoImage): Promise<string>;
  /** Deletes every file this store wrote, for when the seed is abandoned. */
  discard(): Promise<void>;
  /** How many files were written. */
  readonly written: number;
}

/**
 * Puts pictures from `artDir` into the media storage under fresh ids, the `/media/<id>.webp`
 * form every uploaded picture has, so the media service serves them and their sizes alike;
 * a picture several items show is stored once and shared. They are WebP already, drawn for
 * the shop's sizes, so they are not re-encoded (and the seed never loads sharp).
 */
export function createDemoImageStore(storage: MediaStorage, artDir: string): DemoImageStore {
  const byKey = new Map<string, Promise<string>>();
  const files: string[] = [];

  const copy = async (image: DemoImage) => {
    const bytes = await readFile(join(artDir, demoImageFile(image)));
    const file = `${newId()}.webp`;
    files.push(file);
    await storage.write(file, bytes);
    return `/media/${file}`;
  };

  return {
    url(image) {
      const key = demoImageKey(image);
      let url = byKey.get(key);
      if (!url) {
        url = copy(image);
        byKey.set(key, url);
      }
      return url;
    },
    async discard() {
      await Promise.allSettled(byKey.values());
      await Promise.all(files.map((file) => storage.remove(file)));
      files.length = 0;
      byKey.clear();
    },
    get written() {
      return files.length;
    },
  };
}
