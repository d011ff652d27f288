import { describe, expect, it } from "vitest";
import { countStoredPieces } from "#app/lib/cart-count.ts";
import { addLine, lacksCarat, parseCart, type CartLine } from "#common/cart.ts";
import { QUANTITY_MAX } from "#common/cart-storage.ts";

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
    expect(countStoredPieces(null)).toBe(0);
    expect(countStoredPieces("{oops")).toBe(0);
    expect(countStoredPieces(JSON.stringify({ quantity: 3 }))).toBe(0);
    expect(countStoredPieces(JSON.stringify([{ quantity: 11 }, { quantity: 1.5 }, null]))).toBe(0);
  });
});
