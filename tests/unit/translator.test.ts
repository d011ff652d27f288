import { afterEach, describe, expect, it, vi } from "vitest";
import { serverI18n } from "#app/i18n/messages.server.ts";
import { en } from "#app/i18n/en.ts";
import { source, translator, type Texts } from "#app/i18n/translator.ts";

const accountEn = {
  auth: { login: { title: "Login" }, greeting: "Hello {{name}}, you have {{count}} orders" },
} satisfies Texts;
const accountNl = { auth: { login: { title: "Inloggen" } } } satisfies Texts;
const publicEn = {
  nav: { home: "Home", cart_one: "Cart, {{count}} item", cart_other: "Cart, {{count}} items" },
  footer: { rights: "© {{year}} {{name}}." },
  limit: "At most {{max}}",
} satisfies Texts;
const publicNl = {
  nav: { home: "Start", cart_one: "Winkelmand, {{count}} stuk", cart_other: "{{count}} stuks" },
} satisfies Texts;
const publicFr = {
  nav: { cart_one: "Panier, {{count}} article", cart_other: "Panier, {{count}} articles" },
} satisfies Texts;

/** The chain createI18n builds for Dutch `account`: account nl, en, then public nl, en. */
const dutchAccount = translator([
  source("nl", accountNl),
  source("en", accountEn),
  source("nl", publicNl),
  source("en", publicEn),
]);
const french = translator([source("fr", publicFr), source("en", publicEn)]);
const english = translator([source("en", publicEn)]);

describe("translator", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("finds nested keys in the first messages of the chain that has them", () => {
    expect(dutchAccount("auth.login.title")).toBe("Inloggen");
    expect(english("nav.home")).toBe("Home");
  });

  it("falls back to English, then to the public namespace", () => {
    expect(dutchAccount("auth.greeting", { name: "An", count: 2 })).toBe(
      "Hello An, you have 2 orders",
    );
    expect(dutchAccount("nav.home")).toBe("Start");
    expect(dutchAccount("footer.rights", { year: 2026, name: "Shop" })).toBe("© 2026 Shop.");
  });

  it("fills several placeholders, keeps one not passed, empties one passed as undefined", () => {
    expect(english("footer.rights", { year: 1999, name: "Antwerp Gold" })).toBe(
      "© 1999 Antwerp Gold.",
    );
    expect(english("footer.rights", { year: 1999 })).toBe("© 1999 {{name}}.");
    expect(english("limit", { max: undefined })).toBe("At most ");
    expect(english("limit")).toBe("At most {{max}}");
    // React escapes what it renders; the translator does not escape a second time.
    expect(english("limit", { max: "<b>&</b>" })).toBe("At most <b>&</b>");
  });

  it("picks the plural form with the language's rules", () => {
    expect(english("nav.cart", { count: 1 })).toBe("Cart, 1 item");
    expect(english("nav.cart", { count: 0 })).toBe("Cart, 0 items");
    expect(english("nav.cart", { count: 5 })).toBe("Cart, 5 items");
    expect(dutchAccount("nav.cart", { count: 1 })).toBe("Winkelmand, 1 stuk");
    expect(dutchAccount("nav.cart", { count: 0 })).toBe("0 stuks");
    // French counts 0 as singular, and 1.5 too (CLDR "one" is 0 ≤ n < 2).
    expect(french("nav.cart", { count: 0 })).toBe("Panier, 0 article");
    expect(french("nav.cart", { count: 1.5 })).toBe("Panier, 1.5 article");
    expect(french("nav.cart", { count: 2 })).toBe("Panier, 2 articles");
  });

  it("uses a key without plural forms as it is when given a count", () => {
    expect(english("limit", { count: 3, max: 4 })).toBe("At most 4");
  });

  it("answers a missing key with the key and warns once per key", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(english("nav.nothing")).toBe("nav.nothing");
    expect(english("nav.nothing")).toBe("nav.nothing");
    expect(english("nav")).toBe("nav");
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('"nav.nothing"');
  });

  it("returns the messages's own string for a plain key", () => {
    expect(english("nav.home")).toBe(publicEn.nav.home);
  });
});

describe("t() of the site's messages", () => {
  const account = serverI18n("fr").translation("account").t;
  const publicT = serverI18n("en").translation("public").t;

  it("takes the keys of a namespace and of public, plural keys by their base", () => {
    expect(publicT("nav.cart", { count: 1 })).toBe("Cart, 1 item");
    expect(account("auth.login.title")).not.toBe(en.auth.login.title);
    expect(account("nav.login")).not.toBe(en.nav.login);
  });

  it("refuses, at compile time, what is not a key", () => {
    // The lines below run (and answer their key); what they prove is that tsc rejects them.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // @ts-expect-error: no such key.
    expect(publicT("no.such.key")).toBe("no.such.key");
    // @ts-expect-error: an account key is not in public.
    publicT("auth.login.title");
    // @ts-expect-error: admin keys are not in account (nor in its fallback, public).
    account("admin.title");
    // @ts-expect-error: a plural key needs its count.
    publicT("nav.cart");
    // @ts-expect-error: plural forms are reached through the count, not by name.
    publicT("nav.cart_one");
    vi.restoreAllMocks();
  });
});
