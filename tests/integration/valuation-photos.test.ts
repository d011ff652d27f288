import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { createValuationsService } from "#server/valuations/valuations.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { testMedia, listing, type TestMedia } from "#tests/support/media.ts";
import { photoJpeg, pixelBomb, smallPng, svgWithScript } from "#tests/support/pictures.ts";

const root = await mkdtemp(join(tmpdir(), "storefront-valuation-photos-"));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const request = (email: string) => ({
  name: "Els Claes",
  email,
  message: "A signet ring, photos attached.",
});

describeEachDatabase("valuation requests with photos", (use) => {
  let store: TestMedia;
  let calls: number;
  beforeEach(async () => {
    store = await testMedia(use().db, root);
    calls = 0;
    const { media } = store;
    // Counts what reaches the media service, to prove what was never decoded.
    store.media = { ...media, store: (bytes) => (calls++, media.store(bytes)) };
  });
  /** A client sending requests as the home page's action does, with its own limit. */
  const client = (subject: string, max = 5, locale = "nl") => {
    const valuations = createValuationsService({
      db: use().db,
      media: store.media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max, windowSeconds: 600 },
    });
    return {
      submit: (input: unknown, photos: readonly Uint8Array[] = []) =>
        valuations.submit(input, photos, { clientAddress: subject, locale }),
    };
  };
  const requestsOf = (email: string) =>
    use().db.selectFrom("valuation_requests").select("id").where("email", "=", email).execute();
  const photoRows = (requestId: string) =>
    use()
      .db.selectFrom("valuation_photos")
      .select(["url", "position"])
      .where("valuation_request_id", "=", requestId)
      .orderBy("position")
      .execute();
  const allPhotoRows = () => use().db.selectFrom("valuation_photos").selectAll().execute();

  it("stores each photo through the media service and keeps their addresses in order", async () => {
    const photos = [await photoJpeg(800, 600), await smallPng(64, 48)];
    const result = await client("two-photos").submit(request("two@example.be"), photos);
    if (!result.ok) throw new Error(result.error);
    const rows = await photoRows(result.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    const names = rows.map((row) => mediaName(row.url));
    expect(names.every((name) => name !== null)).toBe(true);
    expect(await listing(store.dir)).toEqual([...names].sort());
    // Still shown by a record: releasing them removes nothing.
    expect(await store.media.releaseUnused(rows.map((row) => row.url))).toBe(0);
    expect(await listing(store.dir)).toHaveLength(2);
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string][] = [
    ["an SVG with a script", () => svgWithScript, "photoNotAnImage"],
    ["a pixel bomb", () => pixelBomb(), "photoTooManyPixels"],
    ["an empty file", () => Buffer.alloc(0), "photoEmpty"],
  ];
  for (const [label, bytes, code] of refusals) {
    it(`refuses ${label} after a good photo and stores nothing: no row, no file`, async () => {
      const email = `refused-${code}@example.be`;
      const photos = [await smallPng(), await bytes()];
      const before = (await allPhotoRows()).length;
      const result = await client(`refused-${code}`).submit(request(email), photos);
      expect(result).toEqual({ ok: false, error: "invalid", fieldErrors: { photos: code } });
      expect(calls).toBe(2);
      expect(await requestsOf(email)).toEqual([]);
      expect(await allPhotoRows()).toHaveLength(before);
      expect(await listing(store.dir)).toEqual([]);
    });
  }

  it("refuses more than five photos before decoding any or counting the attempt", async () => {
    const email = "six@example.be";
    const six = await Promise.all(Array.from({ length: 6 }, () => smallPng()));
    const limited = client("six-photos", 1);
    expect(await limited.submit(request(email), six)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { photos: "tooManyPhotos" },
    });
    expect(calls).toBe(0);
    expect(await requestsOf(email)).toEqual([]);
    expect(await listing(store.dir)).toEqual([]);
    // The refused attempt did not use the client's one request of the window.
    const five = await limited.submit(request(email), six.slice(0, 5));
    expect(five.ok).toBe(true);
    expect(await listing(store.dir)).toHaveLength(5);
  });

  it("decodes no photo when the text fields are invalid, and names every problem", async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => smallPng()));
    const result = await client("invalid-text").submit({ ...request("broken"), message: "" }, six);
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { email: "invalidEmail", message: "required", photos: "tooManyPhotos" },
    });
    const short = await client("invalid-text").submit({ name: "" }, [svgWithScript]);
    expect(short.ok).toBe(false);
    expect(calls).toBe(0);
    expect(await listing(store.dir)).toEqual([]);
  });

  it("stores no photo for a client past its limit", async () => {
    const limited = client("limited-photos", 1);
    expect((await limited.submit(request("l1@example.be"))).ok).toBe(true);
    const refused = await limited.submit(request("l2@example.be"), [await smallPng()]);
    expect(refused).toMatchObject({ ok: false, error: "rate-limited" });
    expect(calls).toBe(0);
    expect(await listing(store.dir)).toEqual([]);
  });

  it("removes the stored photos again when the request cannot be written", async () => {
    const email = "unwritable@example.be";
    // A locale of null breaks the row's not-null constraint on both databases.
    const broken = client("unwritable", 5, null as unknown as string);
    await expect(
      broken.submit(request(email), [await smallPng(), await smallPng()]),
    ).rejects.toThrow();
    expect(calls).toBe(2);
    expect(await requestsOf(email)).toEqual([]);
    expect(await listing(store.dir)).toEqual([]);
  });
});
