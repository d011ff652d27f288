import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "#server/db/connection.ts";
import { createMediaService, type MediaService } from "#server/media/media.service.ts";
import { localMediaStores, type MediaStores } from "#server/media/media-storage.ts";
import { openMediaStores } from "#server/media/media-stores.ts";
import { smallPng } from "./pictures.ts";
import type { TestS3 } from "./s3.ts";

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

export type MediaStoreKind = "local" | "s3";

/**
 * One test's empty place for pictures: a fresh folder (sizes in `sizes/` inside it, as
 * MEDIA_CACHE_DIR defaults) or a fresh bucket on the suite's S3 server.
 */
export interface MediaPlace {
  kind: MediaStoreKind;
  /** Stores over this place, as one more instance of the shop opens them at start. */
  open(): MediaStores;
  /**
   * Every file there, read past the stores: `<name>` for pictures, `sizes/<name>` for sizes
   * (the folder's relative paths, the bucket's keys), sorted.
   */
  files(): Promise<string[]>;
}

/**
 * Runs a suite once on local disk and once on an S3 bucket (s3rver on 127.0.0.1), as
 * describeEachDatabase does for databases. `place()` gives each test a fresh, empty place.
 */
export function describeEachMediaStore(
  title: string,
  suite: (place: () => Promise<MediaPlace>) => void,
) {
  for (const kind of ["local", "s3"] as const) {
    describe(`${title} [${kind}]`, () => {
      let root = "";
      let s3: TestS3 | undefined;
      const opened: MediaStores[] = [];
      let count = 0;
      beforeAll(async () => {
        root = await mkdtemp(join(tmpdir(), "storefront-media-"));
        // Loaded here: the suites that only use local disk never load s3rver.
        if (kind === "s3") s3 = await (await import("./s3.ts")).startS3();
      });
      afterAll(async () => {
        for (const stores of opened) stores.close();
        await s3?.close();
        await rm(root, { recursive: true, force: true });
      });
      const track = (stores: MediaStores) => (opened.push(stores), stores);
      suite(async () => {
        if (kind === "local") {
          const dir = await mkdtemp(join(root, "files-"));
          return {
            kind,
            open: () => localMediaStores(dir, join(dir, "sizes")),
            files: async () => {
              const sizes = (await listing(join(dir, "sizes"))).map((name) => `sizes/${name}`);
              const pictures = (await listing(dir)).filter((name) => name !== "sizes");
              return [...pictures, ...sizes].sort();
            },
          };
        }
        if (!s3) throw new Error("S3 server not started");
        const server = s3;
        const bucket = await server.createBucket(`test-${++count}`);
        return {
          kind,
          open: () => track(openMediaStores(server.settings(bucket))),
          files: () => server.keys(bucket),
        };
      });
    });
  }
}

/** The media service over a place, as the server builds it at start. */
export function mediaServiceIn(db: Database, stores: MediaStores): MediaService {
  return createMediaService({ db, stores, log: pino({ level: "silent" }) });
}

/**
 * The media service as the server builds it, storing into a fresh folder under `root` (its
 * sizes in `sizes` beside the pictures), with what tests ask of it.
 */
export async function testMedia(db: Database, root: string) {
  const dir = await mkdtemp(join(root, "files-"));
  const sizes = join(dir, "sizes");
  const media = mediaServiceIn(db, localMediaStores(dir, sizes));
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
