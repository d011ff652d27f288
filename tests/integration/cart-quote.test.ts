import { beforeEach, expect, it } from "vitest";
import type { CartLine } from "#common/cart.ts";
import { createCartService } from "#server/cart/cart.service.ts";
import {
  clearCatalogue,
  insertProduct,
  insertSpecialEdition,
} from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";

const ringLine = (id: string, carat: number | null, quantity = 1): CartLine => ({
  id,
  carat,
  metal: "rose-gold",
  ringSize: 52,
  quantity,
});

describeEachDatabase("cart quote", (use) => {
  let ring = "";
  let edition = "";
  let unpriced = "";

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    ring = await insertProduct(db, {
      name: "Aurora",
      metal: "rose-gold",
      discountPercent: 10,
      images: ["/media/aurora.webp"],
      variants: [
        [50, 145_000],
        [100, 450_050],
      ],
    });
    edition = await insertSpecialEdition(db, {
      name: "Meir Pendant",
      priceCents: 685_000,
      discountPercent: 0,
    });
    unpriced = await insertProduct(db, {
      name: "Trinity",
      metal: "rose-gold",
      priceCents: null,
      variants: [[50, 300_000]],
    });
  });

  const cart = () => createCartService({ db: use().db });
  const quote = async (lines: unknown) => {
    const result = await cart().quote({ lines });
    if (!result.ok) throw new Error(`refused: ${result.error}`);
    return result;
  };

  it("prices each line from the database with the discount, whatever the cart remembered", async () => {
    const result = await quote([
      { ...ringLine(ring, 100, 2), seenUnitPriceCents: 1 },
      { id: edition, carat: null, metal: null, ringSize: null, quantity: 1 },
    ]);
    // 4,500.50 € less 10 % is 4,050.45 €, charged in whole euros: 4,050 €.
    expect(result.lines[0]).toMatchObject({
      status: "ok",
      name: "Aurora",
      imageUrl: "/media/aurora.webp",
      unitPriceCents: 405_000,
      lineTotalCents: 810_000,
      priceChanged: true,
    });
    expect(result.lines[1]).toMatchObject({ status: "ok", unitPriceCents: 685_000 });
    expect(result.totalCents).toBe(810_000 + 685_000);
  });

  it("marks lines that cannot be ordered as they stand, and leaves them out of the total", async () => {
    const result = await quote([
      ringLine("AAAAAAAAAAAAAAAAAAAA", 50),
      ringLine(ring, 150),
      { ...ringLine(ring, 50), metal: "platinum" },
      ringLine(unpriced, 50),
      { id: edition, carat: 50, metal: null, ringSize: null, quantity: 1 },
      ringLine(ring, 50),
    ]);
    expect(result.lines.map((l) => (l.status === "ok" ? "ok" : l.reason))).toEqual([
      "gone",
      "option-gone",
      "option-gone",
      "no-price",
      "option-gone",
      "ok",
    ]);
    expect(result.totalCents).toBe(130_500);
  });

  it("refuses a ring without a carat, and a malformed cart, changing nothing", async () => {
    expect(await cart().quote({ lines: [ringLine(ring, null)] })).toMatchObject({
      ok: false,
      error: "carat-missing",
    });
    for (const body of [
      null,
      [],
      { lines: "x" },
      { lines: [{ ...ringLine(ring, 50), quantity: 11 }] },
      { lines: [{ ...ringLine(ring, 50), ringSize: 43 }] },
      { lines: [{ ...ringLine(ring, 50), metal: "silver" }] },
    ]) {
      expect(await cart().quote(body), JSON.stringify(body)).toMatchObject({
        ok: false,
        error: "invalid",
      });
    }
  });
});
