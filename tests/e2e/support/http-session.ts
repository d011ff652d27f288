import { confirmationLink, type Mailbox } from "./outbox.ts";

/** A cookie-carrying HTTP client for one person, speaking to the server as a browser form would. */
export interface HttpSession {
  cookie: string;
  request(method: string, path: string, body?: BodyInit, headers?: HeadersInit): Promise<Response>;
}

/**
 * The cookies a browser would send next: each Set-Cookie replaces the cookie of its name (a
 * passkey's challenge cookie leaves the session's alone), an emptied one is dropped.
 */
function keptCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  const pairs = [...cookie.split("; "), ...setCookies.map((line) => line.split(";")[0] ?? "")];
  for (const pair of pairs.filter(Boolean)) {
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    if (value === "") jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export function httpSession(baseUrl: string, cookie = ""): HttpSession {
  const session: HttpSession = {
    cookie,
    async request(method, path, body, headers) {
      const all = new Headers(headers);
      if (session.cookie) all.set("cookie", session.cookie);
      // Writes from a page of the shop itself carry its origin.
      if (method !== "GET" && !all.has("origin")) all.set("origin", baseUrl);
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        body,
        redirect: "manual",
        headers: all,
      });
      session.cookie = keptCookies(session.cookie, response.headers.getSetCookie());
      return response;
    },
  };
  return session;
}

/**
 * Signs up through the real form action and follows the confirmation link of the mail (from
 * the shared server's outbox unless told), as the customer would: the session returned is
 * signed in with a confirmed address, so it may order. `confirmed: false` signs in with the
 * password instead, leaving the address unconfirmed.
 */
export async function signedUpSession(
  baseUrl: string,
  email: string,
  password = "long enough pw",
  options: { mailbox?: Mailbox; confirmed?: boolean } = {},
) {
  const session = httpSession(baseUrl);
  const response = await session.request(
    "POST",
    "/signup",
    new URLSearchParams({ email, password }),
  );
  if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}`);
  if (options.confirmed === false) {
    const login = await session.request("POST", "/login", new URLSearchParams({ email, password }));
    if (login.status !== 302) throw new Error(`login of ${email} answered ${login.status}`);
    return session;
  }
  const link = new URL(await confirmationLink(email, options.mailbox));
  const confirmed = await session.request("GET", link.pathname + link.search);
  if (confirmed.status !== 302 || !session.cookie.includes("session_token=")) {
    throw new Error(`the confirmation link of ${email} answered ${confirmed.status}`);
  }
  return session;
}
