import type { Context, MiddlewareHandler } from "hono";
import { stripLocale } from "#common/locales.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { mediaLimits } from "#common/media.ts";

const KB = 1024;

export interface BodyLimitRule {
  /**
   * A path as the router sees it, without the language prefix or React Router's ".data"
   * suffix: "/login" matches /login, /nl/login, /fr/login.data; "/api/uploads/*" matches
   * everything under /api/uploads; "*" matches every path.
   */
  path: string;
  /** Only bodies of this type (e.g. "multipart/form-data"); others go on to the next rule. */
  contentType?: string;
  maxBytes: number;
  /**
   * An upload anyone may send, read as it arrives (server/uploads/multipart-form.ts): a body
   * without Content-Length is not gathered here but counted as the route reads it, and the
   * server's budget and time limits for uploads apply (upload-guard.ts).
   */
  streamed?: true;
}

/**
 * How large a request body each path accepts; the first rule that matches wins, so the
 * catch-all "*" stays last. A route that needs more (uploads) gets its own line above it.
 */
export const bodyLimitRules: readonly BodyLimitRule[] = [
  // Account forms: an e-mail address, a password or two, a redirectTo of at most 2 KB.
  { path: "/login", maxBytes: 16 * KB },
  { path: "/login/second-factor", maxBytes: 16 * KB },
  { path: "/signup", maxBytes: 16 * KB },
  { path: "/reset-password", maxBytes: 16 * KB },
  { path: "/reset-password/new", maxBytes: 16 * KB },
  { path: "/logout", maxBytes: 16 * KB },
  // One picture and its multipart framing.
  { path: "/api/media", maxBytes: mediaLimits.maxBytes + 64 * KB },
  // The contact form (home page) and POST /api/valuations with their photos: five pictures,
  // the text fields and the framing. Their other bodies (urlencoded, JSON) keep 64 KB.
  ...["/", "/api/valuations"].map((path) => ({
    path,
    contentType: "multipart/form-data",
    maxBytes: fieldLimits.photos.max * mediaLimits.maxBytes + 64 * KB,
    streamed: true as const,
  })),
  // Every other form (contact, profile) and JSON (/api/valuations).
  { path: "*", maxBytes: 64 * KB },
];

/**
 * After a refusal, up to this much more of the body is read and dropped, so that a client
 * which has already sent an oversized form whole gets its 413 on a connection it can go on
 * using. A larger rest is left unread: backpressure keeps it in the socket while the client
 * reads the 413, and @hono/node-server closes the connection after its grace period (500 ms).
 * (A client that sent more than that whole and reuses the connection finds it closed.)
 */
const LINGER_BYTES = 256 * KB;

/**
 * Answers 413 to a request body larger than its path's limit. A body with Content-Length is
 * refused on the header alone, before any of it reaches a route (Node's parser never delivers
 * more than the header announced). A chunked body has no length up front, so it is read here,
 * at most `maxBytes` of it: past that it is refused, otherwise the route gets the bytes read.
 *
 * hono/body-limit takes the same two steps (it does not read a body with Content-Length
 * first) but has one limit, not one per path, and after refusing a body with Content-Length
 * leaves it to Node and @hono/node-server, which read up to 64 MB (or 500 ms) more of it off
 * the wire and drop it: several MB of garbage per refused post until the next collection.
 * Here at most LINGER_BYTES are read past the limit, so memory stays flat.
 */
export function bodyLimits(rules: readonly BodyLimitRule[] = bodyLimitRules): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const rule = bodyLimitRule(c.req.path, c.req.header("content-type"), rules);
    const maxBytes = rule?.maxBytes ?? 0;
    const length = c.req.header("content-length");
    if (length !== undefined) {
      if (Number(length) <= maxBytes) return next();
      const body = c.req.raw.body;
      if (body) linger(body.getReader());
      return tooLarge(c, maxBytes);
    }
    const body = c.req.raw.body;
    // An upload is counted as it is read (upload-guard.ts), never held here whole.
    if (!body || rule?.streamed) return next();

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        linger(reader);
        return tooLarge(c, maxBytes);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/** Reads and drops up to LINGER_BYTES of a refused body in the background, then stops. */
export function linger(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const drop = async () => {
    let dropped = 0;
    while (dropped <= LINGER_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
  };
  // The read fails when the connection closes; nothing is left to do then.
  drop().catch(() => undefined);
}

/** The first rule matching the path the router will see (none: the body gets 0 bytes). */
export function bodyLimitRule(
  pathname: string,
  contentType: string | undefined,
  rules: readonly BodyLimitRule[] = bodyLimitRules,
): BodyLimitRule | undefined {
  const path = routePath(pathname);
  const type = contentType?.toLowerCase() ?? "";
  return rules.find(
    (r) =>
      (r.contentType === undefined || type.startsWith(r.contentType)) &&
      (r.path === "*" ||
        r.path === path ||
        (r.path.endsWith("/*") && (path + "/").startsWith(r.path.slice(0, -1)))),
  );
}

/** "/nl/Login.data" → "/login", "/fr/_.data" → "/": what React Router matches routes on. */
function routePath(pathname: string): string {
  let path = pathname.toLowerCase();
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: React Router will not match it either; keep it as it is.
  }
  path = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.replace(/\.data$/, "");
  path = stripLocale(path).replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function tooLarge(c: Context, maxBytes: number) {
  return c.json(
    { error: `The request body is too large: this address accepts at most ${maxBytes / KB} KB.` },
    413,
  );
}
