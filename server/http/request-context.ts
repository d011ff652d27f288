import type { Logger } from "pino";
import { createContext } from "react-router";
import { localeFromPath, type Locale } from "#common/locales.ts";
import type { SessionUser } from "#server/accounts/session.ts";
import type { Config } from "#server/config.ts";
import type { Services } from "#server/services.ts";

/**
 * What every loader, action and middleware receives from the server entry, per request.
 * Routes reach the shop only through `services`: no database, no better-auth instance.
 */
export interface RequestContext {
  services: Services;
  log: Logger;
  requestId: string;
  /** The client's address: the socket's, or behind TRUST_PROXY the one the proxy appended. */
  clientAddress: string;
  /**
   * The origin of the absolute addresses a page writes (canonical, hreflang, Open Graph,
   * JSON-LD, sitemap, robots.txt): PUBLIC_URL when set, else the one the request was sent to.
   */
  origin: string;
  /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
  nonce: string;
  /** The signed-in user, or null; resolved on first call and remembered for the request. */
  session: () => Promise<SessionUser | null>;
  /** Headers the server entry adds to whatever response the router returns (Set-Cookie). */
  responseHeaders: Headers;
  /**
   * Whether the answer may be kept for every visitor who is not signed in (page-cache.ts):
   * the server entry sets it when a page opted in and rendered without error; a JSON loader
   * whose answer is the same for everyone sets it itself.
   */
  sharing: { allowed: boolean };
  /** Which performance pieces are on (PERF_DISABLE, for measuring; docs/performance.md). */
  performance: Config["performance"];
}

export const requestContext = createContext<RequestContext>();

/**
 * Who is asking, for rate limits and mail language. Takes React Router's normalized `url`
 * (a fetcher posts to "/fr.data", which names no language; `url` says "/fr").
 */
export function requestOrigin(
  ctx: RequestContext,
  url: URL,
): { clientAddress: string; locale: Locale } {
  return { clientAddress: ctx.clientAddress, locale: localeFromPath(url.pathname) };
}
