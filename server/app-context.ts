import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Auth } from "./accounts/auth.ts";
import type { SessionUser } from "./accounts/session.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";

/** What every loader and action receives from the server entry, per request. */
export interface AppContext {
  db: Database;
  config: Config;
  log: Logger;
  requestId: string;
  /** The client's address (first X-Forwarded-For hop only when TRUST_PROXY is on). */
  clientAddress: string;
  /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
  nonce: string;
  auth: Auth;
  /** The signed-in user, or null; resolved on first call and remembered for the request. */
  session: () => Promise<SessionUser | null>;
  /** Headers the server entry adds to whatever response the router returns (Set-Cookie). */
  responseHeaders: Headers;
}

export const appContext = createContext<AppContext>();
