import { describe, expect, it } from "vitest";
import { deliveryFeeCents } from "#common/delivery.ts";
import {
  isStructuredCommunication,
  structuredCommunication,
} from "#server/orders/structured-communication.ts";

describe("structured communication", () => {
  it("checks ten digits with their remainder modulo 97", () => {
    // 0909337554 mod 97 = 93
    expect(isStructuredCommunication("+++090/9337/55493+++")).toBe(true);
    expect(isStructuredCommunication("***090/9337/55493***")).toBe(true);
    expect(isStructuredCommunication("+++090/9337/55494+++")).toBe(false);
    expect(isStructuredCommunication("+++090/9337/5549+++")).toBe(false);
    // A multiple of 97 has 97 as its check digits, never 00.
    expect(isStructuredCommunication("+++000/0000/09797+++")).toBe(true);
    expect(isStructuredCommunication("+++000/0000/09700+++")).toBe(false);
  });

  it("gives an order a valid communication, the same every time", () => {
    const ids = ["Zx8b2Qe9LmA1pT0rS4vW", "a", "order-2", "AAAAAAAAAAAAAAAAAAAA"];
    for (const id of ids) {
      const text = structuredCommunication(id);
      expect(text).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
      expect(isStructuredCommunication(text)).toBe(true);
      expect(structuredCommunication(id)).toBe(text);
    }
    expect(new Set(ids.map(structuredCommunication)).size).toBe(ids.length);
  });
});

describe("delivery fee", () => {
  const rates = { feeCents: 2500, freeFromCents: 100_000 };

  it("is nothing for pickup, whatever the amount", () => {
    expect(deliveryFeeCents("pickup", 500, rates)).toBe(0);
  });

  it("is the fee below the threshold and free from it", () => {
    expect(deliveryFeeCents("delivery", 99_999, rates)).toBe(2500);
    expect(deliveryFeeCents("delivery", 100_000, rates)).toBe(0);
    expect(deliveryFeeCents("delivery", 250_000, rates)).toBe(0);
  });
});
