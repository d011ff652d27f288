import type { Logger } from "pino";
import type SharpFactory from "sharp";
import {
  mediaLimits,
  mediaName,
  mediaNamePattern,
  mediaUrl,
  mediaWidths,
  type MediaWidth,
} from "#common/media.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { newId } from "#server/lib/ids.ts";
import { queue } from "#server/lib/queue.ts";
import { containerFormat, endsWithPicture, webpSize } from "./image-container.ts";
import { referencedMediaUrls } from "./media.queries.ts";
import type { MediaStores } from "./media-storage.ts";

/** Why an upload was refused; each has its status and message in common/failures.ts. */
export type MediaRefusal =
  "empty" | "payload-too-large" | "not-an-image" | "too-many-pixels" | "more-than-a-picture";

export interface StoredPicture {
  /** `/media/<name>`, what records keep. */
  url: string;
  width: number;
  height: number;
}

export interface MediaFile {
  bytes: Buffer;
  contentType: "image/avif" | "image/webp";
}

type Sharp = typeof SharpFactory;
let sharpLoading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) is loaded on the first picture handled, not at start: a server that only
 * serves pages and cached sizes never holds it in memory. Its operation cache is off: each
 * picture is handled once, and the cache would only keep memory.
 */
function loadSharp(): Promise<Sharp> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    // One libvips thread per picture: the server's other work keeps a core, and memory stays
    // bounded by how many pictures are handled at once (ENCODINGS_AT_ONCE).
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

/**
 * Pictures decoded or encoded at the same time; the others wait their turn. A page's first
 * visit after a deploy asks for dozens of sizes at once, and each encoding holds its decoded
 * picture: unbounded, 60 AVIF sizes took the server from 135 to 458 MB.
 */
const ENCODINGS_AT_ONCE = 2;

/** How many stored pictures' sizes are remembered (servedSize). */
const SIZES_KEPT = 5000;

export interface MediaServiceDependencies {
  db: Database;
  /** Where pictures and their sizes are kept: local disk or a bucket, the same calls. */
  stores: MediaStores;
  log: Logger;
  /** Told each upload's outcome: "stored" or why it was refused (GET /metrics). */
  uploaded?: (result: "stored" | MediaRefusal) => void;
}

export function createMediaService({ db, stores, log, uploaded }: MediaServiceDependencies) {
  const { pictures, sizes: sizeFiles } = stores;
  /** Sizes being made, so a burst of requests for a new size makes it once. */
  const making = new Map<string, Promise<Buffer | null>>();
  /** Stored pictures' sizes: a name is never reused, so a size never changes. */
  const sizes = new Map<string, { width: number; height: number } | null>();
  const inTurn = queue(ENCODINGS_AT_ONCE);

  const variantName = (name: string, width: number, format: "avif" | "webp") =>
    `${name.slice(0, -".webp".length)}-${width}.${format}`;

  async function makeVariant(name: string, width: number, format: "avif" | "webp") {
    const variant = variantName(name, width, format);
    const cached = await sizeFiles.read(variant);
    if (cached) return cached;
    const original = await pictures.read(name);
    if (!original) return null;
    const sharp = await loadSharp();
    const bytes = await inTurn(() => {
      const resized = sharp(original).resize({ width, withoutEnlargement: true });
      const encoder =
        format === "avif"
          ? resized.avif({ quality: 55, effort: 2 })
          : resized.webp({ quality: 80 });
      return encoder.toBuffer();
    });
    await sizeFiles.write(variant, bytes);
    return bytes;
  }

  /**
   * Deletes the files of these addresses that no record refers to any more, with their
   * sizes; called after the records that used them are gone. Answers how many went.
   */
  async function releaseUnused(urls: readonly string[]): Promise<number> {
    const candidates = [...new Set(urls)].filter((url) => mediaName(url) !== null);
    if (candidates.length === 0) return 0;
    const used = await referencedMediaUrls(db, candidates);
    const unused = candidates.filter((url) => !used.has(url));
    for (const url of unused) {
      const name = mediaName(url) ?? "";
      // Sizes first: should this stop halfway, the picture is still there, and the next
      // sweep (which only looks at pictures) finishes the job.
      await sizeFiles.removeAll(
        mediaWidths.flatMap((w) => (["avif", "webp"] as const).map((f) => variantName(name, w, f))),
      );
      await pictures.remove(name);
    }
    return unused.length;
  }

  /**
   * Proves the upload is a JPEG, PNG or WebP picture of sane size by its bytes, then stores
   * it re-encoded as WebP (oriented, at most `maxEdge` pixels a side, without metadata such
   * as GPS position or camera serial) under a generated name. `maxPixels` and `maxEdge`
   * lower the caps for uploads anyone may send (`mediaLimits.anonymous…`): decoding costs
   * time and memory by the pixel.
   */
  async function storePicture(
    upload: Uint8Array,
    {
      maxPixels = mediaLimits.maxPixels,
      maxEdge = mediaLimits.maxEdge,
    }: { maxPixels?: number; maxEdge?: number } = {},
  ): Promise<Result<StoredPicture, MediaRefusal>> {
    if (upload.byteLength === 0) return fail("empty");
    if (upload.byteLength > mediaLimits.maxBytes) return fail("payload-too-large");
    const format = containerFormat(upload);
    if (!format) return fail("not-an-image");
    if (!endsWithPicture(upload, format)) return fail("more-than-a-picture");
    const sharp = await loadSharp();
    const options = { limitInputPixels: maxPixels, failOn: "error" } as const;
    let width: number;
    let height: number;
    try {
      // The header alone: a decompression bomb is refused before any pixel is decoded.
      const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
      if (metadata.format !== format) return fail("not-an-image");
      width = metadata.width;
      height = metadata.height;
    } catch {
      return fail("not-an-image");
    }
    if (width * height > maxPixels) return fail("too-many-pixels");
    let encoded: { data: Buffer; info: { width: number; height: number } };
    try {
      encoded = await inTurn(() =>
        sharp(upload, options)
          .rotate()
          .resize({
            width: maxEdge,
            height: maxEdge,
            fit: "inside",
            withoutEnlargement: true,
          })
          .webp({ quality: 85 })
          .toBuffer({ resolveWithObject: true }),
      );
    } catch (error) {
      // A header that promised a picture over a body that is not one.
      log.info({ err: error }, "upload refused: the picture does not decode");
      return fail("not-an-image");
    }
    const name = `${newId()}.webp`;
    await pictures.write(name, encoded.data);
    return ok({
      url: mediaUrl(name),
      width: encoded.info.width,
      height: encoded.info.height,
    });
  }

  return {
    /**
     * Proves and stores an uploaded picture (storePicture above), counted by outcome for
     * GET /metrics.
     */
    async store(upload: Uint8Array, limits?: { maxPixels?: number; maxEdge?: number }) {
      const result = await storePicture(upload, limits);
      uploaded?.(result.ok ? "stored" : result.error);
      return result;
    },

    /**
     * A stored picture as `/media/<name>?w=` serves it: without a width the stored WebP,
     * with one of `mediaWidths` that size in AVIF when the browser takes it, else WebP.
     */
    async file(
      name: string,
      width: string | undefined,
      accept: string | undefined,
    ): Promise<Result<MediaFile, "not-found" | "invalid-width">> {
      if (!mediaNamePattern.test(name)) return fail("not-found");
      if (width === undefined) {
        const bytes = await pictures.read(name);
        return bytes ? ok({ bytes, contentType: "image/webp" }) : fail("not-found");
      }
      const size = mediaWidths.find((w) => String(w) === width);
      if (size === undefined) return fail("invalid-width");
      const format = accept?.includes("image/avif") ? "avif" : "webp";
      const key = `${name}:${size}:${format}`;
      let made = making.get(key);
      if (!made) {
        made = makeVariant(name, size, format).finally(() => making.delete(key));
        making.set(key, made);
      }
      const bytes = await made;
      return bytes ? ok({ bytes, contentType: `image/${format}` }) : fail("not-found");
    },

    /**
     * The width and height `mediaSrc(url, width)` is served at: the stored picture scaled to
     * that width, never enlarged (as makeVariant does). Null for an address that is not a
     * stored picture. For link previews, which want a picture's size beside its address.
     */
    async servedSize(
      url: string,
      width: MediaWidth,
    ): Promise<{ width: number; height: number } | null> {
      const name = mediaName(url);
      if (name === null) return null;
      if (!sizes.has(name)) {
        const bytes = await pictures.read(name);
        const size = bytes ? webpSize(bytes) : null;
        // At most a few thousand pieces; forgetting them all at that size keeps it bounded.
        if (sizes.size >= SIZES_KEPT) sizes.clear();
        sizes.set(name, size);
      }
      const stored = sizes.get(name);
      if (!stored) return null;
      const served = Math.min(width, stored.width);
      return { width: served, height: Math.round((stored.height * served) / stored.width) };
    },

    /** True when every address is a stored picture's: what records may show. */
    async allStored(urls: readonly string[]): Promise<boolean> {
      const names = urls.map(mediaName);
      if (names.some((name) => name === null)) return false;
      const found = await Promise.all(names.map((name) => pictures.exists(name ?? "")));
      return found.every(Boolean);
    },

    /**
     * Deletes pictures uploaded more than `graceMs` ago that no record shows: uploads whose
     * form was never saved. The grace leaves time to fill in the form the picture was for.
     */
    async sweepUnused(graceMs: number, now = new Date()): Promise<number> {
      const files = await pictures.list();
      const old = files
        .filter((file) => mediaNamePattern.test(file.name))
        .filter((file) => now.getTime() - file.writtenAt.getTime() > graceMs)
        .map((file) => mediaUrl(file.name));
      let removed = 0;
      // In slices, so one query never carries thousands of addresses.
      for (let start = 0; start < old.length; start += 200) {
        removed += await releaseUnused(old.slice(start, start + 200));
      }
      return removed;
    },

    releaseUnused,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
