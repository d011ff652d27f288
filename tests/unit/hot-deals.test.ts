import { describe, expect, it } from "vitest";
import { HOT_DEALS_COUNT, pickHotDeals } from "#server/catalogue/hot-deals.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
const piece = (id: string, discountPercent: number, minute = 0) => ({
  id,
  discountPercent,
  createdAt: at(minute),
});
const ids = (pieces: { id: string }[]) => pieces.map((p) => p.id);

describe("Hot Deals (docs/product.md §2)", () => {
  it("shows only discounted pieces, the most discounted first, at most four", () => {
    const shown = pickHotDeals([
      piece("a", 10),
      piece("b", 0),
      piece("c", 40),
      piece("d", 25),
      piece("e", 5),
      piece("f", 30),
      piece("g", 0),
    ]);
    expect(HOT_DEALS_COUNT).toBe(4);
    expect(ids(shown)).toEqual(["c", "f", "d", "a"]);
  });

  it("shows nothing when nothing is discounted", () => {
    expect(pickHotDeals([piece("a", 0), piece("b", 0)])).toEqual([]);
    expect(pickHotDeals([])).toEqual([]);
  });

  it("shows fewer than four when fewer are discounted", () => {
    expect(ids(pickHotDeals([piece("a", 0), piece("b", 15)]))).toEqual(["b"]);
  });

  it("puts the newest first among equal discounts, then the highest id", () => {
    const shown = pickHotDeals([
      piece("old", 20, 1),
      piece("new", 20, 9),
      piece("mid-a", 20, 5),
      piece("mid-b", 20, 5),
      piece("best", 50, 0),
    ]);
    expect(ids(shown)).toEqual(["best", "new", "mid-b", "mid-a"]);
  });

  it("answers the same order whatever order the candidates come in", () => {
    const candidates = [piece("x", 20, 3), piece("y", 20, 3), piece("z", 35, 1), piece("w", 20, 7)];
    const expected = ids(pickHotDeals(candidates));
    expect(ids(pickHotDeals(candidates.toReversed()))).toEqual(expected);
    expect(ids(pickHotDeals([...candidates.slice(2), ...candidates.slice(0, 2)]))).toEqual(
      expected,
    );
  });

  it("keeps the rest of each piece as it came", () => {
    const card = { ...piece("a", 10), name: "Aurora" };
    expect(pickHotDeals([card])[0]).toBe(card);
  });
});
