/** Letters that Unicode does not decompose into a base letter and an accent. */
const ligatures: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const LIGATURE = new RegExp(`[${Object.keys(ligatures).join("")}]`, "g");

/**
 * Text as search compares it: lower case, accents removed ("Époque" → "epoque"), typographic
 * quotes and dashes made plain, runs of white space made one space. The same function folds
 * the stored `search_text` and the visitor's query, in JavaScript, because neither database
 * can do it alike: SQLite's lower() knows only ASCII and has no unaccent, and PostgreSQL's
 * unaccent is an extension the shop's database role may not be allowed to create.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(LIGATURE, (letter) => ligatures[letter] ?? letter)
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every id is 20 URL-safe characters (server/lib/ids.ts). */
const ID_LENGTH = 20;
const ID = /^[A-Za-z0-9_-]{20}$/;
/** Long enough to read in a link, short enough to keep it tidy. */
const SLUG_WORDS_MAX = 60;

/**
 * The public address of a product or a special edition: its name made readable, then its id,
 * e.g. `aurora-round-solitaire-in-white-gold-3q9XbT0v2Lk_aWm1rS8e`. Only the id finds the
 * piece, so a renamed piece keeps its old links working; the name is there for people and
 * search engines. Both kinds share the one scheme because ids are unique across tables.
 * See docs/decisions/0009-catalogue.md.
 */
export function slugOf(name: string, id: string): string {
  const words = slugWords(name);
  return words ? `${words}-${id}` : id;
}

/** Text made address words: folded, every run of other characters one hyphen, shortened. */
export function slugWords(text: string): string {
  return shortened(
    foldForSearch(text)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, ""),
  ).replace(/-+$/, "");
}

/** Cut at the last whole word that fits, or at the limit when one word is longer. */
function shortened(words: string): string {
  if (words.length <= SLUG_WORDS_MAX) return words;
  const cut = words.slice(0, SLUG_WORDS_MAX + 1);
  const lastBreak = cut.lastIndexOf("-");
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_WORDS_MAX);
}

/** The id a slug (or a bare id) names, or null when it cannot name one. */
export function idFromSlug(slug: string): string | null {
  if (slug.length === ID_LENGTH) return ID.test(slug) ? slug : null;
  const id = slug.slice(-ID_LENGTH);
  const words = slug.slice(0, -ID_LENGTH - 1);
  const separator = slug.charAt(slug.length - ID_LENGTH - 1);
  if (separator !== "-" || !ID.test(id) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(words)) return null;
  return id;
}
