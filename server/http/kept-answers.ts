import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from "node:http";
import { parse as parseCookies } from "hono/utils/cookie";
import type { Logger } from "pino";
import { localeStorageKey } from "#common/locales.ts";
import { carriesSession } from "#server/accounts/session.ts";
import type { Config } from "#server/config.ts";
import type { Metrics } from "#server/metrics/metrics.ts";
import { acceptsGzip, compressible, varyOnEncoding } from "./compression.ts";
import { forwardedOrigin } from "./forwarded.ts";
import { redirectedLocale } from "./language-redirect.ts";
import type { PageCache } from "./page-cache.ts";
import { requestIdOf } from "./request-log.ts";
import type { RouteLabeler } from "./route-label.ts";
import type { SecurityPolicy } from "./security.ts";

export interface KeptAnswerDependencies {
  pageCache: PageCache;
  config: Pick<Config, "trustProxy">;
  logger: Logger;
  metrics: Metrics;
  label: RouteLabeler;
  security: SecurityPolicy;
}

/**
 * Answers what the page cache keeps straight from Node's request, before the app: a kept
 * answer is bytes and headers known in advance, and going through Hono's request and response
 * objects, its middleware and the Fetch API's Headers cost more than half of its CPU. Measured
 * with the bench's product list (5,000 products, 50 connections): about 5,800 answers a second
 * through the app, 11,700 from here; p99 17–21 ms against 9–10 ms (docs/performance.md).
 *
 * It sends what the app would: the same headers (the stored ones, Vary and gzip as
 * compression.ts decides, the security headers of security.ts, X-Request-Id), the same log
 * line and metrics. Everything else goes to the app: any method but GET, a request that
 * carries a session cookie or would be sent to its language (language-redirect.ts), and an
 * address with nothing fresh kept, so that the app's own lookup claims a stale one's refresh.
 *
 * The cache's keys are the URLs the app sees: Hono's, built from Host and the request target
 * (or, behind a trusted proxy, the visitor's origin and the normalized path, forwarded.ts).
 * The key built here joins the same parts without normalizing them, so it is either the key
 * the app would use or one no request ever stored (a normalized URL does not change when
 * parsed again): at worst a miss, never another address's answer.
 */
export function keptAnswersFirst(deps: KeptAnswerDependencies) {
  return (app: RequestListener): RequestListener =>
    (request, response) => {
      if (!serveKept(deps, request, response)) app(request, response);
    };
}

function serveKept(
  { pageCache, config, logger, metrics, label, security }: KeptAnswerDependencies,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (!pageCache.enabled || request.method !== "GET") return false;
  const started = performance.now();
  const target = request.url ?? "";
  const host = request.headers.host;
  if (!host || !target.startsWith("/") || "encrypted" in request.socket) return false;
  const path = pathOf(target);
  const cookie = request.headers.cookie;
  if (
    cookie !== undefined &&
    (carriesSession(new Headers({ cookie })) ||
      redirectedLocale(path, () => parseCookies(cookie, localeStorageKey)[localeStorageKey]))
  ) {
    return false;
  }
  const origin = config.trustProxy
    ? forwardedOrigin(`http://${host}/`, (name) => single(request.headers[name]), config)
    : `http://${host}`;
  const requestId = requestIdOf(single(request.headers["x-request-id"]));
  const nonce = security.nonce();
  const kept = pageCache.take(`${origin}${target}`, { nonce, requestId });
  if (!kept) return false;

  const headers: OutgoingHttpHeaders = Object.fromEntries(kept.headers);
  const stored = (name: string) => single(headers[name.toLowerCase()]);
  let chunks = kept.chunks;
  let byteLength = kept.byteLength;
  if (compressible(stored, byteLength)) {
    const vary = varyOnEncoding(stored("vary"));
    if (vary) headers.vary = vary;
    if (acceptsGzip(single(request.headers["accept-encoding"]))) {
      const gzipped = kept.gzipped();
      chunks = [gzipped];
      byteLength = gzipped.byteLength;
      headers["content-encoding"] = "gzip";
    }
  }
  for (const [name, value] of security.headers(nonce, origin.startsWith("https:"))) {
    headers[name] = value;
  }
  headers["x-request-id"] = requestId;
  headers["x-cache"] = "hit";
  headers["content-length"] = byteLength;
  response.writeHead(200, headers);
  // One write of the headers and every chunk (a writev), however many chunks a page has.
  response.cork();
  for (const chunk of chunks) response.write(chunk);
  response.end();

  const seconds = (performance.now() - started) / 1000;
  metrics.pageCacheLookup(true);
  metrics.request("GET", label(path), 200, seconds);
  logger.info(
    { requestId, method: "GET", path, status: 200, durationMs: Math.round(seconds * 10_000) / 10 },
    "request",
  );
  return true;
}

/** The path of a request target, without its query. */
function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}

function single(value: string | string[] | number | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
}
