import { Hono } from "hono";
import { beforeEach, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import { mediaRoute } from "#server/http/media-route.ts";
import type { MediaService } from "#server/media/media.service.ts";
import type { MediaStores } from "#server/media/media-storage.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { describeEachMediaStore, mediaServiceIn, type MediaPlace } from "#tests/support/media.ts";
import { photoJpeg } from "#tests/support/pictures.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** One instance of the shop as far as /media goes: its own service over its own stores. */
function instance(media: MediaService) {
  const app = new Hono();
  app.on(["GET", "HEAD"], "/media/:name", mediaRoute(media));
  return (path: string, accept = "image/webp,*/*") => app.request(path, { headers: { accept } });
}

describeEachMediaStore("/media", (newPlace) => {
  describeEachDatabase("two instances", (testDb) => {
    let place: MediaPlace;
    let storesA: MediaStores;
    let a: MediaService;
    let b: MediaService;
    let fromB: ReturnType<typeof instance>;
    beforeEach(async () => {
      place = await newPlace();
      // Each its own stores over the same place, as two servers open them at start: they
      // share the database and the folder or bucket, nothing in memory.
      storesA = place.open();
      a = mediaServiceIn(testDb().db, storesA);
      b = mediaServiceIn(testDb().db, place.open());
      fromB = instance(b);
    });

    async function uploadThroughA(): Promise<string> {
      const stored = await a.store(await photoJpeg(1200, 800));
      if (!stored.ok) throw new Error(stored.error);
      return mediaName(stored.url) ?? "";
    }

    it("serves a picture uploaded through one from the other, kept for ever", async () => {
      const name = await uploadThroughA();
      const original = await fromB(`/media/${name}`);
      expect(original.status).toBe(200);
      expect(original.headers.get("content-type")).toBe("image/webp");
      expect(original.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(original.headers.get("vary")).toBeNull();
      const stored = await a.file(name, undefined, undefined);
      if (!stored.ok) throw new Error(stored.error);
      expect(Buffer.from(await original.arrayBuffer()).equals(stored.bytes)).toBe(true);

      const size = await fromB(`/media/${name}?w=320`, "image/avif,image/webp,*/*");
      expect(size.status).toBe(200);
      expect(size.headers.get("content-type")).toBe("image/avif");
      expect(size.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(size.headers.get("vary")).toBe("Accept");
      // The size one instance made is kept where the other finds it, and not made again.
      const base = name.replace(/\.webp$/, "");
      expect(await place.files()).toEqual([name, `sizes/${base}-320.avif`].sort());
      const fromA = await a.file(name, "320", "image/avif");
      if (!fromA.ok) throw new Error(fromA.error);
      expect(Buffer.from(await size.arrayBuffer()).equals(fromA.bytes)).toBe(true);
    });

    it("deletes a picture's objects and sizes through one; the other then answers 404", async () => {
      const name = await uploadThroughA();
      expect((await fromB(`/media/${name}?w=160`)).status).toBe(200);
      expect((await fromB(`/media/${name}?w=160`, "image/avif")).status).toBe(200);
      expect(await place.files()).toHaveLength(3);
      expect(await a.releaseUnused([`/media/${name}`])).toBe(1);
      expect(await place.files()).toEqual([]);
      expect((await fromB(`/media/${name}`)).status).toBe(404);
      expect((await fromB(`/media/${name}?w=160`)).status).toBe(404);
    });

    it("answers 404, not 500, for a picture that is not there", async () => {
      for (const path of [
        "/media/AAAAAAAAAAAAAAAAAAAA.webp",
        "/media/AAAAAAAAAAAAAAAAAAAA.webp?w=320",
        "/media/..%2Fstore.db",
      ]) {
        const answer = await fromB(path);
        expect(answer.status, path).toBe(404);
      }
      // Gone from the store behind the shop's back (a cleanup by hand, say).
      const name = await uploadThroughA();
      await storesA.pictures.remove(name);
      expect((await fromB(`/media/${name}`)).status).toBe(404);
      expect((await fromB(`/media/${name}?w=480`)).status).toBe(404);
      expect(await place.files()).toEqual([]);
    });
  });
});
