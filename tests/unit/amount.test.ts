import { describe, expect, it } from "vitest";
import { z } from "zod";
import { amountText, maxAmountCents, parseAmount } from "#common/amount.ts";
import { amountField, parseInput, wholeNumberIn } from "#common/field-schemas.ts";

describe("amounts typed in the admin's forms", () => {
  it.each([
    ["1250", 125_000],
    ["1.250", 125_000],
    ["1,250", 125_000],
    ["1 250,00", 125_000],
    ["1\u202f250,00", 125_000],
    ["€ 1,250.00", 125_000],
    ["1.250,5", 125_050],
    ["12,50", 1_250],
    ["12.5", 1_250],
    ["€1250", 125_000],
    ["1250 EUR", 125_000],
    ["1.000.000", 100_000_000],
    ["0", 0],
    ["+ 99", 9_900],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["1.2.3", "ambiguousAmount"],
    ["1.250.5", "ambiguousAmount"],
    ["1,25.5", "ambiguousAmount"],
    ["1.2500", "ambiguousAmount"],
    ["1,250,00", "ambiguousAmount"],
    ["1 250.000,00", "ambiguousAmount"],
    ["12,345.678", "ambiguousAmount"],
    ["-5", "negativeAmount"],
    ["− 1.250", "negativeAmount"],
    ["", "invalidAmount"],
    ["   ", "invalidAmount"],
    ["abc", "invalidAmount"],
    ["12e3", "invalidAmount"],
    ["1250,", "invalidAmount"],
    ["100.000.001", "tooLong"],
  ])("refuses %j as %s", (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });

  it("stops at ten million euros", () => {
    expect(parseAmount("10.000.000")).toEqual({ ok: true, cents: maxAmountCents });
    expect(parseAmount("10.000.000,01")).toEqual({ ok: false, problem: "tooLong" });
  });

  it("shows cents again the Belgian way, which it reads back", () => {
    for (const cents of [0, 5, 1_250, 125_000, 125_050, 123_456_789]) {
      expect(parseAmount(amountText(cents))).toEqual({ ok: true, cents });
    }
    expect(amountText(123_456_789)).toBe("1.234.567,89");
  });
});

describe("amount and range fields of a form", () => {
  const schema = z.object({ price: amountField, discount: wholeNumberIn(0, 90) });

  it("gives cents and a whole number", () => {
    expect(parseInput(schema, { price: " € 1.250,00 ", discount: "15" })).toEqual({
      ok: true,
      data: { price: 125_000, discount: 15 },
    });
  });

  it("names each field's problem with its code", () => {
    expect(parseInput(schema, { price: "1.2.3", discount: "91" })).toMatchObject({
      ok: false,
      fieldErrors: { price: "ambiguousAmount", discount: "outOfRange" },
    });
    expect(parseInput(schema, { price: "-3", discount: "-1" })).toMatchObject({
      fieldErrors: { price: "negativeAmount", discount: "outOfRange" },
    });
    expect(parseInput(schema, { price: "", discount: "" })).toMatchObject({
      fieldErrors: { price: "required", discount: "required" },
    });
  });
});
