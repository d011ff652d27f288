import { copyFile, mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { newId } from "#server/lib/ids.ts";
import { demoImageFile, demoImageKey, type DemoImage } from "./demo-image-key.ts";

/*
 * The demo pictures are drawn ahead of time by tools/demo-art and committed as WebP files, so
 * the server neither carries the drawing code nor renders anything: it copies files.
 */

export interface DemoImageStore {
  /** Copies the picture into the media folder on first request; returns `/media/<file>.webp`. */
  url(image: DemoImage): Promise<string>;
  /** Deletes every file this store wrote, for when the seed is abandoned. */
  discard(): Promise<void>;
  /** How many files were written. */
  readonly written: number;
}

/**
 * Copies pictures from `artDir` into `mediaDir` under fresh ids, the `/media/<id>.webp` form
 * every stored picture has; a picture several items show is copied once and shared.
 */
export function createDemoImageStore(mediaDir: string, artDir: string): DemoImageStore {
  const byKey = new Map<string, Promise<string>>();
  const files: string[] = [];
  let ready: Promise<unknown> | undefined;

  const copy = async (image: DemoImage) => {
    ready ??= mkdir(mediaDir, { recursive: true });
    await ready;
    const file = `${newId()}.webp`;
    const path = join(mediaDir, file);
    files.push(path);
    await copyFile(join(artDir, demoImageFile(image)), path);
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
      await Promise.all(files.map((path) => rm(path, { force: true })));
      files.length = 0;
      byKey.clear();
    },
    get written() {
      return files.length;
    },
  };
}
