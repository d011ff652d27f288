import { describe, expect, it } from "vitest";
import { slugsIn, textIn, translationState } from "#server/catalogue/catalogue-language.ts";

const id = "3q9XbT0v2Lk_aWm1rS8e";
const piece = { id, name: "Aurora Round Solitaire", description: "Four claws.", slug: null };
const dutch = (fields: {
  name?: string | null;
  description?: string | null;
  slug?: string | null;
}) => ({
  locale: "nl" as const,
  name: null,
  description: null,
  slug: null,
  source_version: 1,
  ...fields,
});

describe("a piece's text in a language", () => {
  it("takes each field from the translation where it has one, else from English", () => {
    expect(textIn("nl", piece, [dutch({ description: "Vier griffen." })])).toEqual({
      name: "Aurora Round Solitaire",
      description: "Vier griffen.",
      slug: `aurora-round-solitaire-${id}`,
    });
    // A blank field is no translation.
    expect(textIn("nl", piece, [dutch({ name: "  ", description: "" })]).name).toBe(
      "Aurora Round Solitaire",
    );
    // English never reads a translation.
    expect(textIn("en", piece, [dutch({ name: "Aurora" })]).name).toBe("Aurora Round Solitaire");
  });

  it("makes the address from typed words, else from the name in that language", () => {
    expect(textIn("nl", piece, [dutch({ name: "Aurora ronde solitair" })]).slug).toBe(
      `aurora-ronde-solitair-${id}`,
    );
    expect(
      textIn("nl", piece, [dutch({ name: "Aurora", slug: "Verlovingsring Aurora" })]).slug,
    ).toBe(`verlovingsring-aurora-${id}`);
    expect(slugsIn({ ...piece, slug: "aurora" }, [dutch({ name: "Ronde" })])).toEqual({
      en: `aurora-${id}`,
      nl: `ronde-${id}`,
      fr: `aurora-${id}`,
    });
  });

  it("says whether a language is missing, outdated or current", () => {
    expect(translationState(1, undefined)).toBe("missing");
    expect(translationState(1, dutch({ slug: "only-a-slug" }))).toBe("missing");
    expect(translationState(2, dutch({ name: "Aurora" }))).toBe("outdated");
    expect(translationState(1, dutch({ description: "Vier griffen." }))).toBe("current");
  });
});
