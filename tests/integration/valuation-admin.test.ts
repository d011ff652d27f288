import { testAdmin } from "#tests/support/audit.ts";
import { beforeAll, expect, it } from "vitest";
import { VALUATION_PAGE_SIZE } from "#common/valuations.ts";
import { newId } from "#server/lib/ids.ts";
import {
  insertValuationPhotos,
  insertValuationRequest,
} from "#server/valuations/valuation.queries.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import type { PhotoStore } from "#server/uploads/visitor-photos.ts";
import { createValuationsService } from "#server/valuations/valuations.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const TOTAL = VALUATION_PAGE_SIZE + 5;
const sender = (n: number) => `Sender ${String(n).padStart(2, "0")}`;
const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString();

describeEachDatabase("the admin's valuation requests", (use) => {
  const ids: string[] = [];
  beforeAll(async () => {
    // Written oldest first; request n is n minutes after the first.
    for (let n = 0; n < TOTAL; n++) {
      const id = newId();
      ids.push(id);
      await insertValuationRequest(use().db, {
        id,
        name: sender(n),
        email: `sender${n}@example.be`,
        phone: null,
        message: "Please value this.",
        locale: "fr",
        created_at: minute(n),
      });
    }
    await insertValuationPhotos(use().db, [
      {
        id: newId(),
        valuation_request_id: ids[TOTAL - 1] ?? "",
        url: "/media/b.webp",
        position: 1,
      },
      {
        id: newId(),
        valuation_request_id: ids[TOTAL - 1] ?? "",
        url: "/media/a.webp",
        position: 0,
      },
    ]);
  });
  // The admin's table stores and releases no photo: a store that fails if asked.
  const noPhotos: PhotoStore = {
    store: () => Promise.reject(new Error("no photo is stored here")),
    releaseUnused: () => Promise.reject(new Error("no photo is released here")),
  };
  const valuations = () =>
    createValuationsService({
      db: use().db,
      media: noPhotos,
      limiter: createRateLimitService({ db: use().db }),
      rateLimit: { max: 5, windowSeconds: 600 },
    });
  const list = (query = "") => valuations().list(new URLSearchParams(query));
  const statuses = async () =>
    (
      await use()
        .db.selectFrom("valuation_requests")
        .select(["id", "status"])
        .orderBy("id")
        .execute()
    ).map((row) => `${row.id}:${row.status}`);

  it("lists one page at a time, newest first, with each request's photos in order", async () => {
    const first = await list();
    if (!first.ok) throw new Error(first.error);
    expect(first).toMatchObject({ total: TOTAL, page: 1, pages: 2, status: null });
    expect(first.requests.map((r) => r.name)).toEqual(
      Array.from({ length: VALUATION_PAGE_SIZE }, (_, i) => sender(TOTAL - 1 - i)),
    );
    expect(first.requests[0]).toMatchObject({
      email: `sender${TOTAL - 1}@example.be`,
      locale: "fr",
      status: "new",
      createdAt: minute(TOTAL - 1),
      photos: [{ url: "/media/a.webp" }, { url: "/media/b.webp" }],
    });
    expect(first.requests[1]?.photos).toEqual([]);
    const second = await list("page=2");
    if (!second.ok) throw new Error(second.error);
    expect(second.requests.map((r) => r.name)).toEqual([4, 3, 2, 1, 0].map(sender));
    const past = await list("page=3");
    expect(past).toMatchObject({ ok: true, requests: [], total: TOTAL });
  });

  it("refuses a page or status it does not know", async () => {
    for (const query of ["page=0", "page=abc", "page=1.5", "status=open", "page=100001"]) {
      expect(await list(query), query).toEqual({ ok: false, error: "invalid-query" });
    }
  });

  it("saves a status change, and the filter finds it", async () => {
    const id = ids[3] ?? "";
    expect(await valuations().setStatus({ id, status: "contacted" }, testAdmin)).toEqual({
      ok: true,
      id,
      status: "contacted",
    });
    const row = await use()
      .db.selectFrom("valuation_requests")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.status).toBe("contacted");
    const contacted = await list("status=contacted");
    expect(contacted).toMatchObject({ ok: true, total: 1, status: "contacted" });
    expect(contacted.ok && contacted.requests.map((r) => r.id)).toEqual([id]);
    expect(await list("status=new")).toMatchObject({ total: TOTAL - 1 });
    // The filter's "All" sends an empty status.
    expect(await list("status=")).toMatchObject({ total: TOTAL, status: null });
  });

  it("refuses a bad status or an unknown request and changes nothing", async () => {
    const before = await statuses();
    expect(await valuations().setStatus({ id: ids[0], status: "archived" }, testAdmin)).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { status: "invalidChoice" },
    });
    expect(await valuations().setStatus({ id: ids[0] }, testAdmin)).toMatchObject({
      ok: false,
      error: "invalid",
    });
    expect(
      await valuations().setStatus({ id: "no-such-request", status: "closed" }, testAdmin),
    ).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await statuses()).toEqual(before);
  });
});
