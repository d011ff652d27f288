import { availableParallelism } from "node:os";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { newId } from "../../lib/ids.ts";
import { demoImageKey, type DemoImage } from "./demo-image-key.ts";
import { PIECE_CANVAS, pieceArtwork } from "./piece-drawings.ts";
import { RING_CANVAS, ringFront, ringTop } from "./ring-drawings.ts";
import { SCENE_HEIGHT, SCENE_WIDTH, sceneArtwork } from "./scene-drawings.ts";
import { svgDocument } from "./svg-parts.ts";

/*
 * Demo pictures are drawn as SVG and rendered locally, so a fresh install shows a complete shop
 * without downloading anything or shipping binary assets.
 */

const WEBP_QUALITY = 80;
/** Effort 2 encodes about 2.5 times faster than the default 4 for files only ~4% larger. */
const WEBP_EFFORT = 2;

/** The complete SVG document for an image. */
export function demoImageSvg(image: DemoImage): string {
  switch (image.kind) {
    case "ring":
      return svgDocument(RING_CANVAS, RING_CANVAS, ringFront(image));
    case "ring-top":
      return svgDocument(RING_CANVAS, RING_CANVAS, ringTop(image.shape, image.metal));
    case "piece":
      return svgDocument(PIECE_CANVAS, PIECE_CANVAS, pieceArtwork(image.piece));
    case "scene":
      return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, sceneArtwork(image.scene));
  }
}

export interface DemoImageStore {
  /** Renders the image on first request and returns its public URL, `/media/<file>.webp`. */
  url(image: DemoImage): Promise<string>;
  /** Deletes every file this store wrote, for when the seed is abandoned. */
  discard(): Promise<void>;
  /** How many files were written. */
  readonly written: number;
}

/** Caps concurrent renders: libvips would otherwise queue them all on the thread pool at once. */
function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, so a newcomer cannot slip past the cap.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

export function createDemoImageStore(mediaDir: string): DemoImageStore {
  const byKey = new Map<string, Promise<string>>();
  const files: string[] = [];
  const limit = limiter(Math.max(2, availableParallelism()));
  let ready: Promise<unknown> | undefined;

  const render = (image: DemoImage) =>
    limit(async () => {
      ready ??= mkdir(mediaDir, { recursive: true });
      await ready;
      const file = `${newId()}.webp`;
      const path = join(mediaDir, file);
      files.push(path);
      await sharp(Buffer.from(demoImageSvg(image)))
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toFile(path);
      return `/media/${file}`;
    });

  return {
    url(image) {
      const key = demoImageKey(image);
      let url = byKey.get(key);
      if (!url) {
        url = render(image);
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
