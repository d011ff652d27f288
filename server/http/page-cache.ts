import { gzipSync } from "node:zlib";

/**
 * Rendered pages and JSON answers kept in memory for visitors who are not signed in: a page
 * that opted in (a route handle, see app/lib/shared-page.ts), or an API answer whose loader
 * opted in, made for nobody in particular is the same for every such visitor of that address,
 * so it is made once and served from here until it expires or the data it shows changes
 * (`clear()`). See docs/decisions/0008-page-cache.md.
 *
 * Two values in a page belong to one response: the CSP nonce and the request id. A page
 * is stored with the ones of the render that produced it, and every response served from
 * here gets its own, swapped in as text, so a visitor can tell no cached page from a fresh
 * one and a nonce is never reused.
 */

export interface PageCacheOptions {
  /** How long a stored page is served before the next request renders it again; 0 = off. */
  seconds: number;
  /** Distinct addresses kept; the least recently served goes first. */
  maxEntries: number;
  now?: () => number;
}

/** The per-response values a page carries, swapped in when it is served. */
export interface ResponseValues {
  nonce: string;
  requestId: string;
}

interface Entry {
  /**
   * The page's HTML or the answer's JSON as UTF-8, cut where its per-response values stood:
   * `slots[i]` goes between `pieces[i]` and `pieces[i + 1]`. Serving joins bytes, so no
   * request searches or encodes the whole page again.
   */
  pieces: Buffer<ArrayBuffer>[];
  slots: (keyof ResponseValues)[];
  headers: [string, string][];
  freshUntil: number;
  /** Set while one request renders a stale entry again; the others get the stale copy. */
  refreshingSince: number | null;
  /** The gzipped body of an answer without per-response values, made when first asked. */
  gzipped?: Buffer;
}

/** A kept answer as bytes, for the server's own fast path (kept-answers.ts). */
export interface KeptAnswer {
  /**
   * The body in order: the kept pieces themselves with this response's values between them,
   * so sending it copies nothing (a 70 KB page joined per response held more memory under
   * load and lengthened the collector's pauses).
   */
  chunks: Buffer[];
  byteLength: number;
  /** As stored: lower-case names, without Content-Length, Set-Cookie or Date. */
  headers: [string, string][];
  /** The body gzipped: made once for an answer that is the same bytes for everybody. */
  gzipped(): Buffer;
}

/** A refresh that takes longer than this (an error, a dropped request) no longer blocks one. */
const REFRESH_TIMEOUT_MS = 10_000;
/** Headers of the rendered page not worth keeping: recomputed or set per response. */
const PER_RESPONSE = new Set(["content-length", "set-cookie", "date"]);

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ seconds, maxEntries, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const enabled = seconds > 0;
  /** Counts clear()s: a page rendered across one may show the data from before it. */
  let generation = 0;

  /** The entry to serve for this address; a stale one only while another request refreshes it. */
  function servable(key: string, claimRefresh: boolean): Entry | null {
    const entry = entries.get(key);
    if (!entry) return null;
    const time = now();
    if (time >= entry.freshUntil) {
      const refreshing =
        entry.refreshingSince !== null && time - entry.refreshingSince < REFRESH_TIMEOUT_MS;
      if (!refreshing) {
        if (claimRefresh) entry.refreshingSince = time;
        return null;
      }
    }
    // Most recently served last, so eviction takes the oldest first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    enabled,

    /**
     * The stored page for this address with this response's values, or null when the
     * caller should render (nothing stored, or stale and nobody else is refreshing it).
     */
    serve(key: string, values: ResponseValues): Response | null {
      const entry = servable(key, true);
      if (!entry) return null;
      return new Response(bodyOf(entry, values), { status: 200, headers: entry.headers });
    },

    /**
     * The stored answer for this address as bytes, like serve(), but null also when it is
     * stale and nobody refreshes it yet: the caller then hands the request to the app, whose
     * serve() claims the refresh.
     */
    take(key: string, values: ResponseValues): KeptAnswer | null {
      const entry = servable(key, false);
      if (!entry) return null;
      const chunks = chunksOf(entry, values);
      return {
        chunks,
        byteLength: chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0),
        headers: entry.headers,
        gzipped: () => {
          if (entry.slots.length > 0) return gzipSync(bodyOf(entry, values));
          return (entry.gzipped ??= gzipSync(bodyOf(entry, values)));
        },
      };
    },

    /**
     * Keeps a page rendered for this address, read whole, unless `keep` (asked once the
     * render has ended) says no; answers the response to send instead, since reading
     * consumed the original's body.
     */
    async store(
      key: string,
      response: Response,
      values: ResponseValues,
      keep: () => boolean,
    ): Promise<Response> {
      const body = await response.text();
      const sent = new Response(body, { status: response.status, headers: response.headers });
      if (!keep()) return sent;
      const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
      entries.delete(key);
      entries.set(key, {
        ...cutAtValues(body, values),
        headers,
        freshUntil: now() + seconds * 1000,
        refreshingSince: null,
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return sent;
    },

    /**
     * Forgets every page: called when data that pages show changes, on this instance or
     * another (server/db/change-channel.ts).
     */
    clear() {
      entries.clear();
      generation++;
    },

    /**
     * Read before a render and compared when it is stored: a page whose render began before
     * the last clear() may show what changed, so it is sent but not kept.
     */
    get generation() {
      return generation;
    },

    get size() {
      return entries.size;
    },
  };
}

/** The entry's body with this response's values; an answer without any is sent as kept. */
function bodyOf(entry: Entry, values: ResponseValues): Buffer<ArrayBuffer> {
  if (entry.pieces.length === 1 && entry.pieces[0]) return entry.pieces[0];
  return Buffer.concat(chunksOf(entry, values));
}

/** The entry's pieces with this response's values between them. */
function chunksOf(entry: Entry, values: ResponseValues): Buffer[] {
  const chunks: Buffer[] = [];
  entry.pieces.forEach((piece, i) => {
    chunks.push(piece);
    const slot = entry.slots[i];
    if (slot) chunks.push(Buffer.from(values[slot]));
  });
  return chunks;
}

/** The body in UTF-8 pieces around each occurrence of a per-response value (see Entry). */
function cutAtValues(body: string, values: ResponseValues): Pick<Entry, "pieces" | "slots"> {
  const names = (Object.keys(values) as (keyof ResponseValues)[]).filter((name) => values[name]);
  const pieces: Buffer<ArrayBuffer>[] = [];
  const slots: (keyof ResponseValues)[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; name: keyof ResponseValues } | undefined;
    for (const name of names) {
      const at = body.indexOf(values[name], from);
      if (at !== -1 && (!next || at < next.at)) next = { at, name };
    }
    if (!next) break;
    pieces.push(Buffer.from(body.slice(from, next.at)));
    slots.push(next.name);
    from = next.at + values[next.name].length;
  }
  pieces.push(Buffer.from(body.slice(from)));
  return { pieces, slots };
}
