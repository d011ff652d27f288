import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { federatedProviders } from "#server/accounts/providers.ts";
import type { Config } from "#server/config.ts";

export interface SecurityVariables {
  nonce: string;
}

/**
 * Security headers for every response. Scripts run only from our origin or with this
 * response's nonce (React Router's hydration data), so there is no 'unsafe-eval' and no
 * 'unsafe-inline' for scripts. Inline styles stay allowed for style attributes.
 */
export function securityHeaders(
  config: Config,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const frameSrc = config.mapEmbedUrl ? ` ${new URL(config.mapEmbedUrl).origin}` : "";
  // Federated sign-in posts a form here and is redirected to the provider; browsers apply
  // form-action to that redirect too.
  const formAction = ["'self'", ...federatedProviders(config).map((p) => p.origin)].join(" ");
  // The policy is joined once; each response puts its nonce between the two halves.
  const [policyBefore = "", policyAfter = ""] = [
    "default-src 'self'",
    "script-src 'self' 'nonce-\0'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self'${frameSrc}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ]
    .join("; ")
    .split("\0");
  const nonces = noncePool();
  return async (c, next) => {
    const nonce = nonces();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", `${policyBefore}${nonce}${policyAfter}`);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (requestProtocol(c.req.raw, config) === "https") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}

/** The scheme the visitor used; behind a trusted proxy, the one it reports. */
export function requestProtocol(request: Request, config: Config): "http" | "https" {
  const forwarded = config.trustProxy ? request.headers.get("x-forwarded-proto") : null;
  if (forwarded) return forwarded.split(",")[0]?.trim() === "https" ? "https" : "http";
  return request.url.startsWith("https:") ? "https" : "http";
}

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/**
 * Fresh 128-bit nonces, base64. The random bytes are drawn for 256 responses at a time (as
 * Node does for randomUUID): one randomBytes call per response was 3% of the CPU of an answer
 * from the page cache. Each byte is used once.
 */
function noncePool(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_FILL);
      offset = 0;
    }
    offset += NONCE_BYTES;
    return pool.toString("base64", offset - NONCE_BYTES, offset);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site (CSRF). Browsers send Origin
 * and Sec-Fetch-Site on such requests; clients that send neither (curl, servers) are
 * not browsers carrying a visitor's cookies.
 */
export function sameOriginWrites(config: Config): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const host = requestHost(c.req.raw, config);
    const crossSite = site === "cross-site" || site === "same-site";
    const foreignOrigin = origin !== undefined && (host === null || originHost(origin) !== host);
    if (crossSite || foreignOrigin) {
      return c.json({ error: "Cross-site requests are not allowed." }, 403);
    }
    return next();
  };
}

/**
 * The host the visitor asked for: Host, or behind a trusted proxy the first X-Forwarded-Host.
 * Without TRUST_PROXY anyone can send X-Forwarded-Host, so it is ignored. The scheme is not
 * compared: Host is what a proxy keeps, and a page on the other scheme is cross-site to a
 * browser (Sec-Fetch-Site) anyway.
 */
function requestHost(request: Request, config: Config): string | null {
  const forwarded = config.trustProxy ? request.headers.get("x-forwarded-host") : null;
  return forwarded?.split(",")[0]?.trim() || request.headers.get("host");
}

function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
