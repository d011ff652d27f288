import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { federatedProviders } from "#server/accounts/providers.ts";
import type { Config } from "#server/config.ts";
import { atOrigin } from "./forwarded.ts";

export interface SecurityVariables {
  nonce: string;
}

/**
 * Security headers for every response. Scripts run only from our origin or with this
 * response's nonce (React Router's hydration data), so there is no 'unsafe-eval' and no
 * 'unsafe-inline' for scripts. Inline styles stay allowed for style attributes.
 */
export function securityHeaders(
  policy: SecurityPolicy,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = policy.nonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    // The request's address is the visitor's: behind a trusted proxy forwarded.ts gave it the
    // scheme the proxy reports, and a write from PUBLIC_URL's page was moved there below.
    const https = c.req.url.startsWith("https:");
    for (const [name, value] of policy.headers(nonce, https)) headers.set(name, value);
    if (https) secureCookies(headers);
  };
}

export type SecurityPolicy = ReturnType<typeof securityPolicy>;

/**
 * The headers themselves, for the middleware above and for the answers the server sends
 * before the app (kept-answers.ts): one list, so both send the same.
 */
export function securityPolicy(config: Pick<Config, "mapEmbedUrl" | "auth">) {
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
  const fixed: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "DENY"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  const overHttps: [string, string][] = [
    ...fixed,
    ["strict-transport-security", "max-age=31536000; includeSubDomains"],
  ];
  return {
    /** A fresh nonce for one response. */
    nonce: noncePool(),
    /** The response's headers, lower-case names; HSTS only for a visit over https. */
    headers(nonce: string, https: boolean): [string, string][] {
      const csp: [string, string] = [
        "content-security-policy",
        `${policyBefore}${nonce}${policyAfter}`,
      ];
      return [csp, ...(https ? overHttps : fixed)];
    },
  };
}

/**
 * A visit over https gets only `Secure` cookies, so they never travel over plain HTTP.
 * better-auth marks its own so when PUBLIC_URL is https (auth.ts); this covers a shop reached
 * over https through a trusted proxy whatever PUBLIC_URL says.
 */
function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => SECURE.test(cookie))) return;
  headers.delete("set-cookie");
  for (const cookie of cookies) {
    headers.append("set-cookie", SECURE.test(cookie) ? cookie : `${cookie}; Secure`);
  }
}

const SECURE = /;\s*secure\s*(;|$)/i;

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
 * not browsers carrying a visitor's cookies. The Origin must be the request's own, scheme
 * included (behind a trusted proxy, the address forwarded.ts gave it), or PUBLIC_URL's: that
 * is the shop's address whatever way the request came in, and the request is then moved
 * there, so React Router's own origin check (which refuses a mismatch) agrees.
 */
export function sameOriginWrites(config: Pick<Config, "pageOrigin">): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = serializedOrigin(c.req.header("origin"));
    const own = origin === undefined || c.req.url.startsWith(`${origin}/`);
    const shop = !own && typeof origin === "string" && origin === config.pageOrigin;
    if (site === "cross-site" || site === "same-site" || !(own || shop)) {
      return c.json({ error: "Cross-site requests are not allowed." }, 403);
    }
    if (shop && origin) c.req.raw = atOrigin(c.req.raw, origin);
    return next();
  };
}

/** An Origin header as a browser serializes it; null when it is not one ("null", junk). */
function serializedOrigin(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  return URL.canParse(header) && header !== "null" ? new URL(header).origin : null;
}
