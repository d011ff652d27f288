/** A cookie-carrying HTTP client for one person, speaking to the server as a browser form would. */
export interface HttpSession {
  cookie: string;
  request(method: string, path: string, body?: BodyInit, headers?: HeadersInit): Promise<Response>;
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
      const set = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
      if (set.length > 0) session.cookie = set.join("; ");
      return response;
    },
  };
  return session;
}

/** Signs up through the real form action and returns the signed-in session. */
export async function signedUpSession(baseUrl: string, email: string, password = "long enough pw") {
  const session = httpSession(baseUrl);
  const response = await session.request(
    "POST",
    "/signup",
    new URLSearchParams({ email, password }),
  );
  if (response.status !== 302) throw new Error(`sign-up of ${email} answered ${response.status}`);
  return session;
}
