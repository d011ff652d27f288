import { beforeAll, describe, expect, it } from "vitest";
import { httpSession, signedUpSession } from "./support/http-session.ts";
import { confirmationLink } from "./support/outbox.ts";
import { baseUrl } from "./support/pages.ts";

const password = "long enough pw";
const email = `redirects-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

/** `redirectTo` as sent → where the visitor must land (a same-site, ASCII-only Location). */
const cases: [name: string, redirectTo: string, location: string][] = [
  ["a plain path", "/profile?tab=orders", "/profile?tab=orders"],
  ["DEL", "/profile\u007f", "/"],
  ["é (Latin-1)", "/profile?q=café", "/profile?q=caf%C3%A9"],
  ["ÿ (Latin-1)", "/ÿ", "/%C3%BF"],
  ["€", "/prix/€", "/prix/%E2%82%AC"],
  ["an emoji", "/🏠", "/%F0%9F%8F%A0"],
  ["U+2028", "/a\u2028b", "/a%E2%80%A8b"],
  ["an escape already encoded", "/prix/%E2%82%AC", "/prix/%E2%82%AC"],
  ["a protocol-relative URL", "//evil.example/", "/"],
  ["a backslash host", "/\\evil.example", "/"],
  ["an absolute URL", "https://evil.example/", "/"],
  ["a tab", "/\t/evil.example", "/"],
  ["a newline", "/profile\r\nSet-Cookie: stolen=1", "/"],
  ["a very long path", `/${"a".repeat(10_000)}`, "/"],
];

function expectSafeRedirect(response: Response, expected: string) {
  expect([302, 303]).toContain(response.status);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(/^\/[\x21-\x7e]*$/);
  const origin = new URL(baseUrl()).origin;
  expect(new URL(location, baseUrl()).origin).toBe(origin);
  expect(location).toBe(expected);
}

async function signIn(path: string, redirectTo: string) {
  const session = httpSession(baseUrl());
  const response = await session.request(
    "POST",
    path,
    new URLSearchParams({ email, password, redirectTo }),
  );
  return { session, response };
}

describe("redirectTo after signing in and out", () => {
  beforeAll(async () => {
    await signedUpSession(baseUrl(), email, password);
  });

  it.each(cases)("signing in with %s lands on a safe page", async (_name, redirectTo, location) => {
    const { session, response } = await signIn("/login", redirectTo);
    expectSafeRedirect(response, location);
    expect(session.cookie).not.toBe("");
  });

  it.each(cases)(
    "signing out with %s lands on a safe page",
    async (_name, redirectTo, location) => {
      const { session } = await signIn("/login", "/");
      const response = await session.request(
        "POST",
        "/logout",
        new URLSearchParams({ redirectTo }),
      );
      expectSafeRedirect(response, location);
    },
  );

  it("falls back to the page language's home page on /nl/login", async () => {
    expectSafeRedirect((await signIn("/nl/login", "/profile\u007f")).response, "/nl");
    expectSafeRedirect(
      (await signIn("/nl/login", "/nl/profiel/€")).response,
      "/nl/profiel/%E2%82%AC",
    );
  });

  it("sends someone already signed in on from /login?redirectTo=… safely", async () => {
    const { session } = await signIn("/login", "/");
    for (const [, redirectTo, location] of cases) {
      const query = new URLSearchParams({ redirectTo });
      expectSafeRedirect(await session.request("GET", `/login?${query}`), location);
    }
  });

  it("keeps the way back through the sign-up form and its confirmation link", async () => {
    const session = httpSession(baseUrl());
    const newcomer = `redirects-signup-${Date.now()}@example.be`;
    const response = await session.request(
      "POST",
      "/signup",
      new URLSearchParams({ email: newcomer, password, redirectTo: "/profile?q=€\u007f" }),
    );
    expect(response.status).toBe(200);
    // The link lands on the login page, which sends the now signed-in visitor onward.
    const link = new URL(await confirmationLink(newcomer));
    const confirmed = await session.request("GET", link.pathname + link.search);
    expectSafeRedirect(confirmed, "/login?redirectTo=%2F");
    expectSafeRedirect(await session.request("GET", "/login?redirectTo=%2F"), "/");
  });
});
