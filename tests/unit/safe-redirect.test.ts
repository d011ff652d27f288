import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirect } from "#common/safe-redirect.ts";

const FALLBACK = "/nl";
const ORIGIN = "https://shop.example";

/** What a browser does with it: the Location value must be a ByteString of visible ASCII. */
function expectSafeLocation(value: string) {
  expect(value).toMatch(/^\/[\x21-\x7e]*$/);
  expect(value.startsWith("//")).toBe(false);
  expect(new URL(value, ORIGIN).origin).toBe(ORIGIN);
  expect(() => new Headers({ Location: value })).not.toThrow();
}

describe("safe redirect rule", () => {
  it.each(["/", "/profile", "/nl/orders?tab=x", "/fr/login?redirectTo=%2Fprofile#top", "/a:b@c"])(
    "keeps the same-site path %s as it is",
    (path) => {
      expect(safeRedirect(path, FALLBACK)).toBe(path);
    },
  );

  it.each([
    ["é", "/caf%C3%A9"],
    ["€", "/prix/%E2%82%AC"],
    ["emoji", "/%F0%9F%8F%A0"],
    ["U+2028", "/a%E2%80%A8b"],
    ["Latin-1 ÿ", "/%C3%BF"],
    ["C1 control U+0085", "/%C2%85"],
    ["space and quotes", "/a%20%22b%22%3Cc%3E"],
    ["backslash inside", "/a%5Cb"],
  ])("percent-encodes %s", (_name, expected) => {
    const raw = decodeURIComponent(expected);
    const result = safeRedirect(raw, FALLBACK);
    expect(result).toBe(expected);
    expectSafeLocation(result);
  });

  it("keeps existing escapes and encodes a stray % once", () => {
    expect(safeRedirect("/prix/%E2%82%AC", FALLBACK)).toBe("/prix/%E2%82%AC");
    expect(safeRedirect("/50%", FALLBACK)).toBe("/50%25");
    expect(safeRedirect("/50%zz/%4", FALLBACK)).toBe("/50%25zz/%254");
    expect(safeRedirect("/?q=%2F%2fx", FALLBACK)).toBe("/?q=%2F%2fx");
  });

  it("is idempotent, so a value that goes round through a form stays the same", () => {
    for (const raw of ["/café?x=€ y", "/50%", "/%E2%82%AC€", "/a%5Cb\\c", "/😀#ü"]) {
      const once = safeRedirect(raw, FALLBACK);
      expect(safeRedirect(once, FALLBACK)).toBe(once);
    }
  });

  it.each([
    ["DEL", "/profile\u007f"],
    ["tab", "/\t/evil.example"],
    ["newline", "/profile\nSet-Cookie: x=1"],
    ["carriage return", "/profile\r"],
    ["NUL", "/\u0000"],
    ["protocol-relative", "//evil.example"],
    ["backslash host", "/\\evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["javascript URL", "javascript:alert(1)"],
    ["relative path", "profile"],
    ["empty", ""],
    ["leading space", " /profile"],
    ["lone surrogate", "/\ud800"],
    ["very long", `/${"a".repeat(MAX_REDIRECT_LENGTH)}`],
    ["long once encoded", `/${"é".repeat(MAX_REDIRECT_LENGTH / 4)}`],
  ])("returns the fallback for %s", (_name, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, ["/profile"], { toString: () => "/profile" }])(
    "returns the fallback for the non-string %j",
    (target) => {
      expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
    },
  );

  it("accepts a path right at the length limit", () => {
    const path = `/${"a".repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(safeRedirect(path, FALLBACK)).toBe(path);
  });

  it("always yields a header-safe same-site Location for any code point", () => {
    for (let code = 0; code <= 0x2100; code++) {
      const result = safeRedirect(`/x${String.fromCharCode(code)}y`, FALLBACK);
      expectSafeLocation(result);
    }
  });

  it("is the rule behind the server's safeRedirect", () => {
    expect(safeRedirect("/café", "/")).toBe("/caf%C3%A9");
    expect(safeRedirect("/\u007f", "/")).toBe("/");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });
});
