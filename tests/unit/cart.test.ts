import { describe, expect, it } from "vitest";
import { countStoredPieces } from "#app/lib/cart-count.ts";
import {
  addLine,
  exceedsLineMaximum,
  lacksCarat,
  mergeLines,
  parseCart,
  type CartLine,
} from "#common/cart.ts";
import { lineQuantityMax, QUANTITY_MAX } from "#common/cart-storage.ts";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: "AAAAAAAAAAAAAAAAAAAA",
  carat: 50,
  metal: "platinum",
  ringSize: "unknown",
  quantity: 1,
  ...overrides,
});

describe("cart lines", () => {
  it("raises the quantity of the same choice, up to the maximum", () => {
    const once = addLine([], line());
    expect(addLine(once, line({ quantity: 2 }))).toEqual([line({ quantity: 3 })]);
    expect(addLine([line({ quantity: QUANTITY_MAX - 1 })], line({ quantity: 5 }))).toEqual([
      line({ quantity: QUANTITY_MAX }),
    ]);
  });

  it("keeps another carat, metal or size as a line of its own", () => {
    const lines = [line(), line({ carat: 100 }), line({ ringSize: 52 }), line({ metal: null })];
    expect(lines.reduce<CartLine[]>((cart, l) => addLine(cart, l), [])).toHaveLength(4);
  });

  it("holds one of a special edition: adding it again changes nothing", () => {
    const edition = line({ carat: null, metal: null, ringSize: null });
    expect(lineQuantityMax(edition)).toBe(1);
    expect(lineQuantityMax(line())).toBe(QUANTITY_MAX);
    expect(addLine(addLine([], edition), edition)).toEqual([edition]);
    expect(addLine([], { ...edition, quantity: 3 })).toEqual([edition]);
  });

  it("merges lines of one choice, adding quantities the server checks against the maximum", () => {
    const edition = line({ carat: null, metal: null, ringSize: null });
    const merged = mergeLines([line({ quantity: 2 }), edition, line({ quantity: 3 }), edition]);
    expect(merged).toEqual([line({ quantity: 5 }), { ...edition, quantity: 2 }]);
    expect(exceedsLineMaximum(merged)).toBe(true);
    expect(exceedsLineMaximum(mergeLines([line({ quantity: 6 }), line({ quantity: 4 })]))).toBe(
      false,
    );
    expect(exceedsLineMaximum(mergeLines([line({ quantity: 6 }), line({ quantity: 5 })]))).toBe(
      true,
    );
  });

  it("reads a cart stored before lines were merged and capped, merged and capped", () => {
    const edition = line({ carat: null, metal: null, ringSize: null });
    const stored = [line({ quantity: 8 }), { ...edition, quantity: 10 }, line({ quantity: 4 })];
    expect(parseCart(JSON.stringify(stored))).toEqual([line({ quantity: QUANTITY_MAX }), edition]);
  });

  it("knows a ring without a carat from a special edition, which has none", () => {
    expect(lacksCarat([line(), line({ carat: null })])).toBe(true);
    expect(lacksCarat([line(), line({ carat: null, metal: null, ringSize: null })])).toBe(false);
  });

  it("reads a stored cart, and nothing from an unreadable or tampered one", () => {
    expect(parseCart(JSON.stringify([line()]))).toEqual([line()]);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart(JSON.stringify([line({ quantity: 0 })]))).toEqual([]);
    expect(parseCart(JSON.stringify({ lines: [] }))).toEqual([]);
  });
});

describe("the header's count", () => {
  it("adds the quantities of the stored lines, and counts nothing it cannot read", () => {
    expect(countStoredPieces(JSON.stringify([line({ quantity: 2 }), line({ carat: 100 })]))).toBe(
      3,
    );
    const edition = line({ carat: null, metal: null, ringSize: null, quantity: 4 });
    expect(countStoredPieces(JSON.stringify([line({ quantity: 2 }), edition]))).toBe(3);
    expect(countStoredPieces(null)).toBe(0);
    expect(countStoredPieces("{oops")).toBe(0);
    expect(countStoredPieces(JSON.stringify({ quantity: 3 }))).toBe(0);
    expect(countStoredPieces(JSON.stringify([{ quantity: 11 }, { quantity: 1.5 }, null]))).toBe(0);
  });
});
