import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, stripLocale } from "#common/locales.ts";

describe("locale paths", () => {
  it.each([
    ["/", "en"],
    ["/shop", "en"],
    ["/nl", "nl"],
    ["/nl/shop", "nl"],
    ["/fr/reset-password", "fr"],
    ["/en/shop", "en"],
    ["/nlx", "en"],
    ["/de/shop", "en"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("strips the language prefix", () => {
    expect(stripLocale("/nl")).toBe("/");
    expect(stripLocale("/fr/shop")).toBe("/shop");
    expect(stripLocale("/shop")).toBe("/shop");
  });

  it("moves a page between languages", () => {
    expect(localizePath("/", "nl")).toBe("/nl");
    expect(localizePath("/nl/shop", "fr")).toBe("/fr/shop");
    expect(localizePath("/fr", "en")).toBe("/");
    expect(localizePath("/shop", "en")).toBe("/shop");
  });
});
