import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, expect, it } from "vitest";
import { mediaLimits, mediaName } from "#common/media.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { filesInMemory, type IncomingFiles } from "#server/uploads/multipart-form.ts";
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
    store.media = { ...media, store: (bytes, options) => (calls++, media.store(bytes, options)) };
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
        valuations.submit(input, filesInMemory(photos), { clientAddress: subject, locale }),
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

  /** Photos whose reading is counted: the service must not ask for them too early. */
  const counted = (photos: readonly Uint8Array[]) => {
    const files = filesInMemory(photos);
    const reads = { count: 0 };
    const incoming: IncomingFiles = { receive: () => (reads.count++, files.receive()) };
    return { incoming, reads };
  };

  it("reads no photo when the text fields are invalid, and names every field's problem", async () => {
    const { incoming, reads } = counted([await smallPng()]);
    const valuations = createValuationsService({
      db: use().db,
      media: store.media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max: 5, windowSeconds: 600 },
    });
    const result = await valuations.submit({ ...request("broken"), message: "" }, incoming, {
      clientAddress: "invalid-text",
      locale: "nl",
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { email: "invalidEmail", message: "required" },
    });
    expect(reads.count).toBe(0);
    expect(calls).toBe(0);
    expect(await listing(store.dir)).toEqual([]);
  });

  it("reads no photo for a client past its limit, and stores none", async () => {
    const limited = client("limited-photos", 1);
    expect((await limited.submit(request("l1@example.be"))).ok).toBe(true);
    const { incoming, reads } = counted([await smallPng()]);
    const valuations = createValuationsService({
      db: use().db,
      media: store.media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max: 1, windowSeconds: 600 },
    });
    const refused = await valuations.submit(request("l2@example.be"), incoming, {
      clientAddress: "limited-photos",
      locale: "nl",
    });
    expect(refused).toMatchObject({ ok: false, error: "rate-limited" });
    expect(refused.ok || refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(reads.count).toBe(0);
    expect(calls).toBe(0);
    expect(await listing(store.dir)).toEqual([]);
  });

  it("answers a form that broke off while its photos arrived as such, counting nothing", async () => {
    const limited = client("broken-off", 1);
    const broken: IncomingFiles = {
      receive: () => Promise.resolve({ ok: false, refusal: "incomplete" }),
    };
    const valuations = createValuationsService({
      db: use().db,
      media: store.media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max: 1, windowSeconds: 600 },
    });
    const who = { clientAddress: "broken-off", locale: "nl" };
    expect(await valuations.submit(request("cut@example.be"), broken, who)).toEqual({
      ok: false,
      error: "unsupported-media-type",
    });
    const tooLarge: IncomingFiles = {
      receive: () => Promise.resolve({ ok: false, refusal: "file-too-large" }),
    };
    expect(await valuations.submit(request("cut@example.be"), tooLarge, who)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { photos: "photoTooLarge" },
    });
    // Neither counted: the client's one request of the window is still there.
    expect((await limited.submit(request("cut@example.be"))).ok).toBe(true);
  });

  it("caps an anonymous photo's pixels well below an admin's picture", async () => {
    // 30 megapixels: within the admin's 50 (its header passes, and only decoding finds that
    // the bomb has no picture data), over what anyone may send (refused on its header).
    const bomb = pixelBomb(5_500);
    const result = await client("megapixels").submit(request("mp@example.be"), [bomb]);
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { photos: "photoTooManyPixels" },
    });
    expect(await store.media.store(bomb)).toEqual({ ok: false, error: "not-an-image" });
    expect(mediaLimits.anonymousMaxPixels).toBeLessThanOrEqual(mediaLimits.maxPixels / 2);
  });

  it("stores an anonymous photo at most anonymousMaxEdge wide, smaller than an admin's", async () => {
    const result = await client("edge").submit(request("edge@example.be"), [
      await photoJpeg(3000, 1500),
    ]);
    if (!result.ok) throw new Error(result.error);
    const [row] = await photoRows(result.id);
    const stored = await sharp(join(store.dir, mediaName(row?.url ?? "") ?? "")).metadata();
    expect([stored.width, stored.height]).toEqual([mediaLimits.anonymousMaxEdge, 1000]);
    expect(mediaLimits.anonymousMaxEdge).toBeLessThan(mediaLimits.maxEdge);
  });

  it("decodes the photos of parallel requests one at a time", async () => {
    let running = 0;
    let most = 0;
    const { media } = store;
    store.media = {
      ...media,
      store: async (bytes, options) => {
        most = Math.max(most, ++running);
        try {
          return await media.store(bytes, options);
        } finally {
          running--;
        }
      },
    };
    const sender = client("parallel", 10);
    const photos = [await photoJpeg(1600, 1200), await photoJpeg(1200, 900)];
    const results = await Promise.all(
      [1, 2, 3].map((n) => sender.submit(request(`parallel-${n}@example.be`), photos)),
    );
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(most).toBe(1);
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
