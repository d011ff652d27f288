/**
 * The one rule for "where to go next" values that come from a visitor (`redirectTo` in a
 * query or form). Runs on the server and in the browser, so it imports nothing.
 */

/** Longer targets fall back: a Location header this long is refused by some proxies. */
export const MAX_REDIRECT_LENGTH = 2048;

// Controls (C0 and DEL): a tab or newline is dropped by URL parsers, so "/\t/evil.example"
// would turn into "//evil.example"; and no path of ours holds one.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

// Splits out already-encoded bytes ("%E2%82%AC"), at the odd indexes, to be kept as they are.
const ESCAPE = /(%[0-9A-Fa-f]{2})/;

const ORIGIN = "http://same-site.invalid";

/**
 * A path on this site ("/profile", "/nl/orders?tab=x"), safe to put in a Location header as
 * it is; anything else gives `fallback`. Refused: non-strings, anything not starting with "/",
 * "//host" and "/\host" (another site to a browser), control characters, lone surrogates and
 * targets longer than MAX_REDIRECT_LENGTH once encoded. Every other character outside
 * encodeURI's safe set (non-ASCII, space, quotes, "\", a "%" that starts no escape) is
 * percent-encoded as UTF-8, so the result is plain ASCII; valid %XX escapes are not encoded
 * twice, which makes the rule idempotent.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (CONTROL.test(target) || !target.isWellFormed()) return fallback;
  const encoded = target
    .split(ESCAPE)
    .map((part, index) => (index % 2 === 1 ? part : encodeURI(part)))
    .join("");
  if (encoded.length > MAX_REDIRECT_LENGTH) return fallback;
  // Belt and braces: whatever a URL parser makes of it must stay on this origin.
  if (new URL(encoded, ORIGIN).origin !== ORIGIN) return fallback;
  return encoded;
}
