import { describe, expect, it } from "vitest";
import { orderedId } from "#server/lib/ids.ts";

describe("orderedId", () => {
  it("sorts in the order the ids were made, within one millisecond and across them", () => {
    const at = Date.UTC(2026, 10, 28, 9, 0, 0);
    const made = [
      orderedId(at),
      orderedId(at),
      orderedId(at),
      orderedId(at + 1),
      orderedId(at + 1),
      orderedId(at + 60_000),
    ];
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });

  it("keeps the order when the clock steps back, and stays 20 URL-safe characters", () => {
    const at = Date.UTC(2027, 0, 1);
    const first = orderedId(at);
    const second = orderedId(at - 5);
    expect(second > first).toBe(true);
    for (const id of [first, second, orderedId()]) expect(id).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });
});
