import { describe, expect, it } from "vitest";
import { formatEuros, weekdayName } from "#common/format.ts";

// Intl separates with narrow or regular no-break spaces depending on ICU; compare without them.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("money and dates for the visitor's language", () => {
  it("formats cents as euros per language", () => {
    expect(plain(formatEuros(125000, "nl"))).toBe("€ 1.250,00");
    expect(plain(formatEuros(125000, "fr"))).toBe("1 250,00 €");
    expect(plain(formatEuros(125050, "en"))).toMatch(/€1,250\.50|1,250\.50 €/);
    expect(plain(formatEuros(99950, "nl", { whole: true }))).toBe("€ 1.000");
  });

  it("names weekdays", () => {
    expect(weekdayName(1, "nl")).toBe("maandag");
    expect(weekdayName(7, "fr")).toBe("dimanche");
    expect(weekdayName(6, "en")).toBe("Saturday");
  });
});
