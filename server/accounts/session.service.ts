import type { Auth } from "./auth.ts";
import { sessionResolver } from "./session.ts";

export interface SessionServiceDependencies {
  auth: Auth;
}

/** Who is signed in: the server entry asks it once per request (server/http/create-app.ts). */
export function createSessionService({ auth }: SessionServiceDependencies) {
  return {
    /** The signed-in user of one request, looked up on first call (session.ts). */
    resolver: (requestHeaders: Headers, responseHeaders: Headers) =>
      sessionResolver(auth, requestHeaders, responseHeaders),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
