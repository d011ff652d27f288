import { testAdmin } from "#tests/support/audit.ts";
import { beforeEach, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import {
  ATTRACT_ADD_MAX,
  createAttractImagesService,
  type AttractImagesService,
} from "#server/attract/attract-images.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";

const root = await mediaRoot("attract");

/** The admin tab's list, as the tab's loader unwraps it. */
async function listed(service: AttractImagesService) {
  const result = await service.list();
  if (!result.ok) throw new Error(result.error);
  return result.pictures;
}

describeEachDatabase("attract images", (testDb) => {
  let pictures: AttractImagesService;
  let uploaded: (count: number) => Promise<string[]>;
  let storedFiles: () => Promise<string[]>;
  let changes: number;

  beforeEach(async () => {
    await testDb().db.deleteFrom("attract_images").execute();
    const stored = await testMedia(testDb().db, root);
    ({ uploaded, storedFiles } = stored);
    changes = 0;
    pictures = createAttractImagesService({
      db: testDb().db,
      media: stored.media,
      changed: () => {
        changes++;
      },
    });
  });

  it("adds uploaded pictures after those there, and lists them in order", async () => {
    const [a, b, c] = await uploaded(3);
    expect(await pictures.add({ urls: `${a} ${b}` }, testAdmin)).toEqual({ ok: true, added: 2 });
    expect(await pictures.add({ urls: c }, testAdmin)).toEqual({ ok: true, added: 1 });
    expect((await listed(pictures)).map((p) => p.url)).toEqual([a, b, c]);
    expect(changes).toBe(2);
  });

  it("answers anyone the addresses alone, in the admin's order", async () => {
    expect(await pictures.urls()).toEqual([]);
    const [a, b, c] = await uploaded(3);
    await pictures.add({ urls: `${a} ${b} ${c}` }, testAdmin);
    const [first, second, third] = (await listed(pictures)).map((p) => p.id);
    await pictures.reorder({ order: `${third} ${first} ${second}` }, testAdmin);
    expect(await pictures.urls()).toEqual([c, a, b]);
  });

  it("refuses addresses that are not stored pictures, and adds nothing", async () => {
    const [real] = await uploaded(1);
    for (const urls of [
      "",
      "https://example.com/a.webp",
      "/media/../store.db",
      `${real} /media/AAAAAAAAAAAAAAAAAAAA.webp`,
      Array.from({ length: ATTRACT_ADD_MAX + 1 }, () => real).join(" "),
    ]) {
      expect((await pictures.add({ urls }, testAdmin)).ok, urls).toBe(false);
    }
    expect(await pictures.add({}, testAdmin)).toMatchObject({ ok: false, error: "invalid" });
    expect(await listed(pictures)).toEqual([]);
    expect(changes).toBe(0);
  });

  it("reorders by the whole list of ids, and refuses a list that is not the one stored", async () => {
    await pictures.add({ urls: (await uploaded(3)).join(" ") }, testAdmin);
    const [first, second, third] = (await listed(pictures)).map((p) => p.id);
    expect(await pictures.reorder({ order: `${third} ${first} ${second}` }, testAdmin)).toEqual({
      ok: true,
    });
    expect((await listed(pictures)).map((p) => p.id)).toEqual([third, first, second]);
    for (const order of [
      `${first} ${second}`,
      `${first} ${second} nope`,
      `${first} ${first} ${second}`,
    ]) {
      expect(await pictures.reorder({ order }, testAdmin)).toEqual({ ok: false, error: "stale" });
    }
    expect((await listed(pictures)).map((p) => p.id)).toEqual([third, first, second]);
  });

  it("deletes one picture and its file, unless something else shows it", async () => {
    const [shared, own] = await uploaded(2);
    await pictures.add({ urls: `${shared} ${own} ${shared}` }, testAdmin);
    const [one, two] = await listed(pictures);
    expect(await pictures.remove({ id: two?.id }, testAdmin)).toEqual({ ok: true });
    expect(await pictures.remove({ id: one?.id }, testAdmin)).toEqual({ ok: true });
    // The other row still shows the shared picture; the own one went with its row.
    const files = await storedFiles();
    expect(files).toEqual([mediaName(shared ?? "")]);
    expect(await pictures.remove({ id: one?.id }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect((await listed(pictures)).map((p) => p.url)).toEqual([shared]);
  });
});
