import { expect, it } from "vitest";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

describeEachDatabase("rate limits", (use) => {
  const rule = { bucket: "test", max: 2, windowSeconds: 60 };
  const t0 = Date.UTC(2026, 10, 22, 12, 0, 0);
  const limits = () => createRateLimitService({ db: use().db });

  it("allows max hits per window, then tells how long to wait", async () => {
    expect(await limits().consume(rule, "a", t0)).toEqual({ ok: true });
    expect(await limits().consume(rule, "a", t0 + 1_000)).toEqual({ ok: true });
    expect(await limits().consume(rule, "a", t0 + 20_000)).toEqual({
      ok: false,
      error: "rate-limited",
      retryAfterSeconds: 40,
    });
  });

  it("opens a new window once the old one has passed", async () => {
    expect(await limits().consume(rule, "a", t0 + 60_000)).toEqual({ ok: true });
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => limits().consume(rule, "burst", t0)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
  });

  it("purges windows older than a day", async () => {
    const { db } = use();
    await limits().consume(rule, "old", t0 - 2 * 86_400_000);
    const purged = await limits().purgeStale(t0);
    expect(purged).toBe(1);
    const left = await db.selectFrom("rate_limits").select("key").execute();
    expect(left.map((r) => r.key)).not.toContain("test:old");
  });
});
