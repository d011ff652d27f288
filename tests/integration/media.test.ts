import pino from "pino";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { mediaLimits, mediaName } from "#common/media.ts";
import { createMediaService, type MediaService } from "#server/media/media.service.ts";
import { insertProduct } from "#tests/support/catalogue-factories.ts";
import { createTestDatabase, describeEachDatabase } from "#tests/support/databases.ts";
import {
  describeEachMediaStore,
  mediaServiceIn,
  storedPicture,
  type MediaPlace,
} from "#tests/support/media.ts";
import {
  emptyZip,
  htmlPage,
  photoJpeg,
  pixelBomb,
  smallPng,
  svgWithScript,
  zipArchive,
} from "#tests/support/pictures.ts";

/** The pictures and the sizes in a place, read past the service's own storage code. */
const pictures = async (place: MediaPlace) =>
  (await place.files()).filter((file) => !file.includes("/"));
const sizes = async (place: MediaPlace) =>
  (await place.files()).filter((file) => file.startsWith("sizes/"));

describeEachMediaStore("media", (newPlace) => {
  describeEachDatabase("media service", (testDb) => {
    let media: MediaService;
    let place: MediaPlace;
    beforeEach(async () => {
      place = await newPlace();
      media = mediaServiceIn(testDb().db, place.open());
    });

    it("tells each upload's outcome, stored or refused, for GET /metrics", async () => {
      const outcomes: string[] = [];
      const counted = createMediaService({
        db: testDb().db,
        stores: place.open(),
        log: pino({ level: "silent" }),
        uploaded: (result) => outcomes.push(result),
      });
      await storedPicture(counted);
      await counted.store(new TextEncoder().encode("not a picture"));
      await counted.store(new Uint8Array());
      expect(outcomes).toEqual(["stored", "not-an-image", "empty"]);
    });

    it("stores a photo re-encoded as WebP under a generated name, without its metadata", async () => {
      const photo = await photoJpeg(3000, 2000);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const stored = await media.store(photo);
      if (!stored.ok) throw new Error(stored.error);
      // Scaled down once to the longest side kept.
      expect([stored.width, stored.height]).toEqual([mediaLimits.maxEdge, 1600]);
      const name = mediaName(stored.url);
      expect(name).not.toBeNull();
      expect(await pictures(place)).toEqual([name]);
      const file = await media.file(name ?? "", undefined, "image/webp");
      if (!file.ok) throw new Error(file.error);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(file.bytes.includes("private owner")).toBe(false);
    });

    it("keeps a small PNG at its size", async () => {
      const stored = await media.store(await smallPng(64, 48));
      expect(stored).toMatchObject({ ok: true, width: 64, height: 48 });
    });

    const attacks: [string, () => Promise<Uint8Array> | Uint8Array, string][] = [
      ["an SVG with a script", () => svgWithScript, "not-an-image"],
      ["an HTML page renamed .png", () => htmlPage, "not-an-image"],
      ["a zip archive", () => zipArchive, "not-an-image"],
      [
        "a PNG that is also a zip",
        async () => Buffer.concat([await smallPng(), emptyZip]),
        "more-than-a-picture",
      ],
      [
        "a JPEG with a zip inside, before its end",
        async () => {
          const jpeg = await photoJpeg(100, 100);
          return Buffer.concat([jpeg.subarray(0, 20), emptyZip, jpeg.subarray(20)]);
        },
        "more-than-a-picture",
      ],
      [
        "a PNG with data after its end",
        async () => Buffer.concat([await smallPng(), Buffer.from("<?php")]),
        "more-than-a-picture",
      ],
      ["an empty file", () => new Uint8Array(0), "empty"],
      [
        "a file over 10 MB",
        () => Buffer.alloc(mediaLimits.maxBytes + 1, 0xff),
        "payload-too-large",
      ],
      ["a 20,000 × 20,000 pixel bomb", () => pixelBomb(), "too-many-pixels"],
      [
        "a PNG header over a body that is not a picture",
        async () => {
          // The chunks still run to IEND, but the pixel data is garbage.
          const broken = Buffer.from(await smallPng());
          const idat = broken.indexOf("IDAT");
          broken.fill(0x41, idat + 4, idat + 4 + broken.readUInt32BE(idat - 4));
          return broken;
        },
        "not-an-image",
      ],
    ];
    for (const [label, bytes, error] of attacks) {
      it(`refuses ${label} (${error}) and stores nothing`, async () => {
        expect(await media.store(await bytes())).toEqual({ ok: false, error });
        expect(await place.files()).toEqual([]);
      });
    }

    it("serves sizes from the fixed list only, AVIF to browsers that take it, kept once made", async () => {
      const stored = await media.store(await photoJpeg(1200, 800));
      if (!stored.ok) throw new Error(stored.error);
      const name = mediaName(stored.url) ?? "";
      for (const width of ["100", "321", "0", "-160", "160.0", "abc", "99999"]) {
        expect(await media.file(name, width, "image/avif")).toEqual({
          ok: false,
          error: "invalid-width",
        });
      }
      const avif = await media.file(name, "320", "image/avif,image/webp,*/*");
      const webp = await media.file(name, "320", "image/webp,*/*");
      if (!avif.ok || !webp.ok) throw new Error("no size");
      expect(avif.contentType).toBe("image/avif");
      expect(webp.contentType).toBe("image/webp");
      expect((await sharp(avif.bytes).metadata()).width).toBe(320);
      expect((await sharp(webp.bytes).metadata()).format).toBe("webp");
      // Never larger than the picture itself.
      const large = await media.file(name, "1600", "image/webp");
      expect(large.ok && (await sharp(large.bytes).metadata()).width).toBe(1200);
      expect(await sizes(place)).toHaveLength(3);
      // The kept copy is served again, byte for byte.
      const again = await media.file(name, "320", "image/avif");
      expect(again.ok && again.bytes.equals(avif.bytes)).toBe(true);
    });

    it("tells the size a picture is served at, for link previews", async () => {
      const stored = await media.store(await photoJpeg(1200, 800));
      if (!stored.ok) throw new Error(stored.error);
      expect(await media.servedSize(stored.url, 480)).toEqual({ width: 480, height: 320 });
      // Never larger than the picture itself, as its sizes are made.
      expect(await media.servedSize(stored.url, 1600)).toEqual({ width: 1200, height: 800 });
      const served = await media.file(mediaName(stored.url) ?? "", "480", "image/webp");
      const metadata = served.ok ? await sharp(served.bytes).metadata() : null;
      expect([metadata?.width, metadata?.height]).toEqual([480, 320]);
      expect(await media.servedSize("/media/AAAAAAAAAAAAAAAAAAAA.webp", 480)).toBeNull();
      expect(await media.servedSize("/og-image.jpg", 480)).toBeNull();
    });

    it("finds nothing for unknown or malformed names", async () => {
      for (const name of ["AAAAAAAAAAAAAAAAAAAA.webp", "../store.db", "sizes", ".partial.webp"]) {
        expect(await media.file(name, undefined, undefined)).toEqual({
          ok: false,
          error: "not-found",
        });
        expect(await media.file(name, "320", undefined)).toMatchObject({ ok: false });
      }
    });

    it("deletes a file and its sizes when its last record is gone, not before", async () => {
      const [kept, dropped] = await Promise.all([
        media.store(await smallPng(40, 40)),
        media.store(await smallPng(50, 50)),
      ]);
      if (!kept.ok || !dropped.ok) throw new Error("not stored");
      await insertProduct(testDb().db, { name: "Uses a picture", images: [kept.url] });
      await media.file(mediaName(dropped.url) ?? "", "160", "image/webp");
      expect(await media.releaseUnused([kept.url, dropped.url, "/media/../store.db"])).toBe(1);
      expect(await place.files()).toEqual([mediaName(kept.url)]);
    });
  });

  describeEachDatabase("media sweep", (testDb) => {
    it("removes pictures no record shows once they are a day old, and only those", async () => {
      const place = await newPlace();
      const media = mediaServiceIn(testDb().db, place.open());
      const [used, forgotten] = await Promise.all([
        media.store(await smallPng(30, 30)),
        media.store(await smallPng(31, 31)),
      ]);
      if (!used.ok || !forgotten.ok) throw new Error("not stored");
      await insertProduct(testDb().db, { name: "Shows one", mainImage: used.url });
      const day = 24 * 60 * 60 * 1000;
      const later = (ms: number) => new Date(Date.now() + ms);
      expect(await media.sweepUnused(day, later(day / 2))).toBe(0);
      expect(await place.files()).toHaveLength(2);
      expect(await media.sweepUnused(day, later(day + 60_000))).toBe(1);
      expect(await place.files()).toEqual([mediaName(used.url)]);
    });
  });

  describe("media service without a database write", () => {
    it("makes a size once however many ask at the same time", async () => {
      const stores = (await newPlace()).open();
      const { pictures: stored } = stores;
      let reads = 0;
      const counting = { ...stored, read: (name: string) => (reads++, stored.read(name)) };
      const test = await createTestDatabase("sqlite");
      try {
        const media = mediaServiceIn(test.db, { ...stores, pictures: counting });
        const stored = await media.store(await smallPng(200, 100));
        if (!stored.ok) throw new Error(stored.error);
        const name = mediaName(stored.url) ?? "";
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => media.file(name, "160", "image/webp")),
        );
        expect(answers.every((answer) => answer.ok)).toBe(true);
        expect(reads).toBe(1);
      } finally {
        await test.close();
      }
    });
  });
});
