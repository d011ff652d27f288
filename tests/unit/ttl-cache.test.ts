import { describe, expect, it } from "vitest";
import { createTtlCache } from "#server/lib/ttl-cache.ts";

function counted(seconds: number, maxEntries = 10) {
  const clock = { now: 0 };
  const cache = createTtlCache<number>({ seconds, maxEntries, now: () => clock.now });
  let computations = 0;
  const compute = () => Promise.resolve(++computations);
  return { cache, clock, compute, computations: () => computations };
}

describe("ttl cache", () => {
  it("computes a key once while it is fresh, again once it expired", async () => {
    const { cache, clock, compute } = counted(60);
    expect(await cache.get("a", compute)).toBe(1);
    clock.now += 59_999;
    expect(await cache.get("a", compute)).toBe(1);
    clock.now += 1;
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("lets concurrent requests share one computation", async () => {
    const { cache, compute, computations } = counted(60);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("a", compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(computations()).toBe(1);
  });

  it("forgets a failed computation at once", async () => {
    const { cache, compute } = counted(60);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", compute)).toBe(1);
  });

  it("keeps at most maxEntries keys and forgets all on clear", async () => {
    const { cache, compute } = counted(60, 2);
    await cache.get("a", compute);
    await cache.get("b", compute);
    await cache.get("c", compute);
    expect(await cache.get("a", compute)).toBe(4);
    expect(await cache.get("c", compute)).toBe(3);
    cache.clear();
    expect(await cache.get("c", compute)).toBe(5);
  });

  it("keeps nothing with 0 seconds", async () => {
    const { cache, compute } = counted(0);
    await cache.get("a", compute);
    expect(await cache.get("a", compute)).toBe(2);
  });
});
