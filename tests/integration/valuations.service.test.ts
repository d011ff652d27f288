import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaService } from "#server/media/media.service.ts";
import { listValuationRequests } from "#server/valuations/valuation.queries.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { filesInMemory } from "#server/uploads/multipart-form.ts";
import { createValuationsService } from "#server/valuations/valuations.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { testMedia } from "#tests/support/media.ts";

const root = await mkdtemp(join(tmpdir(), "storefront-valuations-"));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const valid = {
  name: "An Peeters",
  email: "an.peeters@example.be",
  phone: "+32 470 12 34 56",
  message: "I would like a valuation of my grandmother's gold bracelet.",
};

describeEachDatabase("valuation requests", (use) => {
  let media: MediaService;
  beforeAll(async () => {
    ({ media } = await testMedia(use().db, root));
  });
  /** A client sending requests as the home page's action does, with its own limit. */
  const client = (subject: string, max = 3, now?: Date) => {
    const valuations = createValuationsService({
      db: use().db,
      media,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max, windowSeconds: 600 },
      now: now ? () => now : undefined,
    });
    return {
      submit: (input: unknown) =>
        valuations.submit(input, filesInMemory(), { clientAddress: subject, locale: "nl" }),
    };
  };

  it("stores a valid request with a trimmed copy of every field", async () => {
    const now = new Date("2026-11-22T10:00:00.000Z");
    const result = await client("stores", 3, now).submit({ ...valid, name: "  An Peeters  " });
    expect(result.ok).toBe(true);
    const rows = await listValuationRequests(use().db);
    const row = rows.find((r) => result.ok && r.id === result.id);
    expect(row).toEqual({
      id: result.ok ? result.id : "",
      name: "An Peeters",
      email: valid.email,
      phone: valid.phone,
      message: valid.message,
      locale: "nl",
      status: "new",
      created_at: "2026-11-22T10:00:00.000Z",
    });
    expect(row?.id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });

  it("stores a missing or blank phone as null", async () => {
    const result = await client("phone").submit({ ...valid, phone: "  " });
    expect(result.ok).toBe(true);
    const rows = await listValuationRequests(use().db);
    expect(rows.find((r) => result.ok && r.id === result.id)?.phone).toBeNull();
  });

  it("rejects bad input with a code per field and stores nothing", async () => {
    const before = (await listValuationRequests(use().db)).length;
    const result = await client("invalid").submit({
      name: " ",
      email: "not-an-email",
      phone: "call me<script>",
      message: "x".repeat(5001),
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        name: "required",
        email: "invalidEmail",
        phone: "invalidPhone",
        message: "tooLong",
      },
    });
    expect(await listValuationRequests(use().db)).toHaveLength(before);
  });

  it("treats a body that is not an object as all fields missing", async () => {
    const result = await client("not-object").submit("hello");
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { name: "required", email: "required", message: "required" },
    });
  });

  it("limits each client per window without counting invalid attempts", async () => {
    const limited = client("limited", 2);
    await limited.submit({ ...valid, email: "bad" });
    expect((await limited.submit(valid)).ok).toBe(true);
    expect((await limited.submit(valid)).ok).toBe(true);
    const third = await limited.submit(valid);
    expect(third).toEqual({ ok: false, error: "rate-limited", retryAfterSeconds: 600 });
    // Another client is not affected.
    expect((await client("someone-else", 2).submit(valid)).ok).toBe(true);
  });
});

describe("valuation request ids", () => {
  it("are unique across many requests", async () => {
    const { newId } = await import("#server/lib/ids.ts");
    const ids = new Set(Array.from({ length: 1000 }, () => newId()));
    expect(ids.size).toBe(1000);
  });
});
