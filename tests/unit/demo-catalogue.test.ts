import { describe, expect, it } from "vitest";
import { demoProducts, demoSpecialEditions } from "#server/db/seed/demo-catalogue.ts";

const pieces = [...demoProducts, ...demoSpecialEditions];
const translated = ["nl", "fr"] as const;

/** English that would only be there if a part of a name or description were left untranslated. */
const giveAways = [
  " in White Gold",
  " in Yellow Gold",
  " in Rose Gold",
  " in Platinum",
  "Set in",
  "diamond",
  "Every centre",
  "hand-selected",
  "Named after",
  "Round",
  "Three-Stone",
  "claws",
  "brilliant",
  " the ",
  " with ",
  " and ",
];

describe("demo catalogue text", () => {
  it("keeps the English names the docs and links use", () => {
    expect(demoProducts[0]?.text.en.name).toBe("Aurora Round Solitaire in White Gold");
    expect(demoSpecialEditions.map((edition) => edition.text.en.name)).toContain(
      "Meir Halo Pendant",
    );
  });

  describe.each(translated)("in %s", (locale) => {
    it("names and describes every piece in its own words", () => {
      for (const piece of pieces) {
        const { name, description } = piece.text[locale];
        expect(name.trim(), piece.text.en.name).not.toBe("");
        expect(description.trim(), piece.text.en.name).not.toBe("");
        expect(name, piece.text.en.name).not.toBe(piece.text.en.name);
        expect(description, piece.text.en.name).not.toBe(piece.text.en.description);
      }
    });

    it("leaves no English behind", () => {
      const leftovers = pieces.flatMap((piece) => {
        const { name, description } = piece.text[locale];
        const text = `${name}\n${description}`.toLowerCase();
        return giveAways
          .filter((word) => text.includes(word.toLowerCase()))
          .map((word) => `${name}: "${word}"`);
      });
      expect(leftovers).toEqual([]);
    });

    it("gives every piece a name of its own", () => {
      const names = pieces.map((piece) => piece.text[locale].name);
      expect(new Set(names).size).toBe(names.length);
    });
  });

  it("gives every piece a name of its own in English", () => {
    const names = pieces.map((piece) => piece.text.en.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
