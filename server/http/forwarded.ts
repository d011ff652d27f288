import type { MiddlewareHandler } from "hono";
import type { Config } from "#server/config.ts";

type ProxySettings = Pick<Config, "trustProxy">;

/** Reads one request header: a Request's, or a Node request's (kept-answers.ts). */
export type HeaderReader = (name: string) => string | null | undefined;

/** The first entry of a forwarded list ("https, http" → "https"); proxies in front write it. */
function firstForwarded(header: HeaderReader, name: string): string | undefined {
  return header(name)?.split(",")[0]?.trim() || undefined;
}

/** A bare host with an optional port: nothing a URL could read as a path, user or query. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const headersOf =
  (request: Request): HeaderReader =>
  (name) =>
    request.headers.get(name);

/**
 * The scheme the visitor used. Behind a trusted proxy (TRUST_PROXY), the one it reports in
 * X-Forwarded-Proto: a TLS proxy reaches the app over plain HTTP. Without TRUST_PROXY anyone
 * could send that header, so it is ignored.
 */
export function requestProtocol(request: Request, config: ProxySettings): "http" | "https" {
  return protocolOf(request.url, headersOf(request), config);
}

function protocolOf(url: string, header: HeaderReader, config: ProxySettings): "http" | "https" {
  const forwarded = config.trustProxy ? firstForwarded(header, "x-forwarded-proto") : undefined;
  if (forwarded === "https" || forwarded === "http") return forwarded;
  return url.startsWith("https:") ? "https" : "http";
}

/** The origin the visitor's browser was at when it sent this request, e.g. https://shop.be. */
export function visitorOrigin(request: Request, config: ProxySettings): string {
  return forwardedOrigin(request.url, headersOf(request), config);
}

/**
 * visitorOrigin() of a request known by its URL and headers. The host is, behind a trusted
 * proxy, the first X-Forwarded-Host when it is a well-formed host, else the URL's own (Host).
 */
export function forwardedOrigin(url: string, header: HeaderReader, config: ProxySettings): string {
  const forwarded = config.trustProxy ? firstForwarded(header, "x-forwarded-host") : undefined;
  const host = forwarded !== undefined && HOST.test(forwarded) ? forwarded : new URL(url).host;
  // Through URL, so "shop.be:443" over https is the origin a browser writes: https://shop.be.
  return new URL(`${protocolOf(url, header, config)}://${host.toLowerCase()}`).origin;
}

/**
 * The same request at another origin (same method, headers, body and abort signal): what
 * every later piece (the cross-site checks, React Router's own, absolute addresses written
 * without PUBLIC_URL, HSTS, Secure cookies) reads as the address the visitor used.
 */
export function atOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const moved = `${origin}${url.pathname}${url.search}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(moved, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  });
}

/**
 * Behind a trusted proxy, gives the request the address the visitor used (X-Forwarded-Proto
 * and -Host): the proxy ends TLS and reaches the app at http://127.0.0.1:3001, so without
 * this a form posted from https://shop.be looks cross-origin to React Router, which refuses
 * it. Only registered with TRUST_PROXY; the proxy must overwrite both headers, not append.
 */
export function forwardedRequest(config: ProxySettings): MiddlewareHandler {
  return async (c, next) => {
    const origin = visitorOrigin(c.req.raw, config);
    if (!c.req.url.startsWith(`${origin}/`)) c.req.raw = atOrigin(c.req.raw, origin);
    return next();
  };
}
