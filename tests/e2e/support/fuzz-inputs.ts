import fc from "fast-check";

/**
 * Generated bad input for the fuzzing test (tests/e2e/fuzz.test.ts): wrong types, missing and
 * extra fields, huge and odd Unicode strings, nested objects, negative, NaN and huge numbers,
 * and bodies of the wrong content type.
 */

/** Field names the shop's forms and endpoints read, so some inputs reach past the first check. */
const FIELDS = [
  "intent",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "name",
  "phone",
  "message",
  "redirectTo",
  "token",
  "lines",
  "delivery",
  "idempotencyKey",
  "productId",
  "id",
  "status",
  "order",
  "urls",
  "carat",
  "metal",
  "ringSize",
  "quantity",
  "discount",
  "price",
  "diamondShape",
  "ringDesign",
  "ringMetal",
  "contactForPrice",
  "file",
  "photos",
  "grams",
  "karat",
] as const;

/** Query parameters the JSON endpoints and lists read. */
const QUERY_KEYS = ["q", "page", "sort", "lang", "grams", "karat", "kind", "w", "state", "code"];

/** What an `intent` may say: the tabs' own, and the names of Object.prototype's members. */
const INTENTS = [
  "save",
  "delete",
  "status",
  "add",
  "reorder",
  "profile",
  "password",
  "federated",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "constructor",
  "toString",
  "",
];

const oddStrings = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\u202Etxt.exe",
  "𝕏𝕐ℤ",
  "👨‍👩‍👧‍👦",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  " ",
  "\r\n\t",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "../../etc/passwd",
  "%00%ff",
  "ｅｍａｉｌ@例え.jp",
  "//evil.example",
  "0",
  "-1",
  "NaN",
  "1e309",
  "[object Object]",
);

/** A string of thousands of one odd character: past every field limit, some past body limits. */
const hugeString = fc
  .tuple(fc.constantFrom("a", "é", "🙂", "\u0000", "\u200B"), fc.integer({ min: 500, max: 5_000 }))
  .map(([unit, count]) => unit.repeat(count));

export const fuzzString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  oddStrings,
  hugeString,
);

const fuzzNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, -0, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.bigInt().map(String),
);

const { value: fuzzValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fuzzString,
    fuzzNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie("value"), {
      maxKeys: 4,
    }),
  ),
}));

/** A body's fields: known names and others, with any kind of value, an intent now and then. */
const fuzzFields: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(...FIELDS),
        fc.string(),
        fc.constantFrom("__proto__", "constructor"),
      ),
      fuzzValue,
      { maxKeys: 8 },
    ),
    fc.option(fc.oneof(fc.constantFrom(...INTENTS), fuzzString)),
  )
  .map(([fields, intent]) => (intent === null ? fields : { ...fields, intent }));

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

const ENCODINGS = [
  "json",
  "urlencoded",
  "multipart",
  "text",
  "none",
  "json-declared-form",
  "form-declared-json",
  "multipart-without-boundary",
  "broken-multipart",
  "xml",
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** One request's body and content type, described for a failure message. */
export interface FuzzBody {
  encoding: Encoding;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  fields: Record<string, unknown>;
}

function encode(encoding: Encoding, fields: Record<string, unknown>, file: Uint8Array): FuzzBody {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) form.append(key, asText(value));
  const json = JSON.stringify(fields);
  const declared = (type: string, body: BodyInit | undefined) => ({
    encoding,
    headers: { "content-type": type },
    body,
    fields,
  });
  switch (encoding) {
    case "json":
      return declared("application/json", json);
    case "urlencoded":
      return declared("application/x-www-form-urlencoded", form.toString());
    case "multipart": {
      const multipart = new FormData();
      for (const [key, value] of form) multipart.append(key, value);
      multipart.append("file", new Blob([file.slice()]), "fuzz.jpg");
      // fetch writes the content type with its boundary.
      return { encoding, headers: {}, body: multipart, fields };
    }
    case "text":
      return declared("text/plain;charset=UTF-8", json);
    case "none":
      return { encoding, headers: {}, body: undefined, fields };
    case "json-declared-form":
      return declared("application/x-www-form-urlencoded", json);
    case "form-declared-json":
      return declared("application/json", form.toString());
    case "multipart-without-boundary":
      return declared("multipart/form-data", form.toString());
    case "broken-multipart":
      return declared("multipart/form-data; boundary=fuzz", `--fuzz\r\n${form.toString()}`);
    case "xml":
      return declared("application/xml", `<fields>${json}</fields>`);
  }
}

export const fuzzBody: fc.Arbitrary<FuzzBody> = fc
  .tuple(fc.constantFrom(...ENCODINGS), fuzzFields, fc.uint8Array({ maxLength: 64 }))
  .map(([encoding, fields, file]) => encode(encoding, fields, file));

/** A query string for a GET endpoint: known parameters and others, with odd values. */
export const fuzzQuery: fc.Arbitrary<string> = fc
  .dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string()), fuzzValue, { maxKeys: 5 })
  .map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.append(key, asText(value));
    // Within Node's 16 KB of headers: past it Node answers 431 before the shop sees anything.
    return params.toString().slice(0, 6000);
  });

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate as U+FFFD's). */
const percentEncoded = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
    .join("");

/** What stands in for a `:param` of a route's address (an id, a slug, a provider). */
export const fuzzSegment: fc.Arbitrary<string> = fc
  .oneof(fuzzString, fc.constantFrom("0", "-1", "A".repeat(20), "__proto__", "%"))
  .map((segment) => percentEncoded(segment.slice(0, 200)) || "x");
