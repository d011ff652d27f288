import { describe, expect, it } from "vitest";
import {
  formatEuros,
  formatNumber,
  recordFormattedIn,
  takeServerFormatted,
  weekdayName,
} from "#common/format.ts";

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

describe("texts the server formatted (decision 19)", () => {
  it("records what a render formats, key by key, and nothing outside a render", () => {
    const texts = new Map<string, string>();
    let current: Map<string, string> | undefined = texts;
    recordFormattedIn(() => current);
    try {
      const euros = formatEuros(123456, "nl");
      const day = weekdayName(2, "fr");
      const number = formatNumber(5000, "en");
      current = undefined;
      formatEuros(999, "nl");
      expect([...texts.values()]).toEqual([euros, day, number]);
      expect([...texts.keys()]).toEqual(["€|nl-BE|cents|123456", "day|fr-BE|2", "n|en-BE|5000"]);
    } finally {
      recordFormattedIn(() => undefined);
    }
  });

  it("answers the server's text for a value the page showed, and Intl's for any other", () => {
    takeServerFormatted([["€|fr-BE|whole|424200", "as the server wrote it"]]);
    expect(formatEuros(424200, "fr", { whole: true })).toBe("as the server wrote it");
    expect(plain(formatEuros(424200, "fr"))).toBe("4 242,00 €");
    expect(plain(formatEuros(424300, "fr", { whole: true }))).toBe("4 243 €");
  });
});
