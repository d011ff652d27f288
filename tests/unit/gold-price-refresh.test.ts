import { describe, expect, it } from "vitest";
import { goldPriceRefreshDelay, goldPriceRefreshMs } from "#app/lib/use-gold-price.ts";

const at = Date.parse("2026-11-23T10:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("when the hero's gold price is asked again", () => {
  it("waits what is left of the price's 5 minutes", () => {
    expect(goldPriceRefreshMs).toBe(300_000);
    expect(goldPriceRefreshDelay(iso(at), at)).toBe(300_000);
    expect(goldPriceRefreshDelay(iso(at), at + 60_000)).toBe(240_000);
  });

  it("asks at once for a price a kept page rendered more than 5 minutes ago", () => {
    expect(goldPriceRefreshDelay(iso(at), at + 300_000)).toBe(0);
    expect(goldPriceRefreshDelay(iso(at), at + 3_600_000)).toBe(0);
  });

  it("never waits longer than 5 minutes, whatever the clocks say, and asks for a bad time", () => {
    expect(goldPriceRefreshDelay(iso(at + 3_600_000), at)).toBe(300_000);
    expect(goldPriceRefreshDelay("not a time", at)).toBe(0);
  });
});
