import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "#server/config.ts";
import {
  bodyLimitRule,
  bodyLimitRules,
  linger,
  tooLarge,
  type BodyLimitRule,
} from "./body-limit.ts";

/**
 * What the server allows the uploads anyone may send (the rules marked `streamed` in
 * body-limit.ts: the contact form's photos, on the home page and POST /api/valuations), which
 * the route reads as they arrive (server/uploads/multipart-form.ts):
 *
 * - **Bytes in flight.** Each upload books its Content-Length (without one, its path's limit)
 *   from one budget for the whole process before any of it is read, and gives it back when
 *   answered. Past the budget: 503 with Retry-After, the body left unread. So a crowd of
 *   uploads cannot fill the temporary folder, nor queue more photos for decoding than the
 *   server gets through.
 * - **Time.** A body that stalls for `idleTimeoutMs` while the route waits for it, or for which
 *   the route has waited `timeoutMs` in all, is cut: 408, and the connection is closed. An
 *   upload that is never finished thus gives back its booking, its temporary files and its
 *   connection within seconds, not when the client gives up.
 * - **Size of a body without Content-Length**, counted as the route reads it (one with a
 *   length was already judged on its header by body-limit.ts): past the limit, 413.
 *
 * docs/security.md, "Uploads", lists the limits and their settings.
 */
export function uploadGuard(
  settings: Config["uploads"],
  rules: readonly BodyLimitRule[] = bodyLimitRules,
): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    // The method first: reading `body` makes @hono/node-server build the whole WHATWG
    // Request, a tenth of the CPU of an answer from the page cache.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const rule = bodyLimitRule(c.req.path, c.req.header("content-type"), rules);
    const body = c.req.raw.body;
    if (!rule?.streamed || !body) return next();
    const length = c.req.header("content-length");
    const booked = length === undefined ? rule.maxBytes : Number(length);
    if (inFlight + booked > settings.bytesInFlightMax) {
      linger(body.getReader());
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          error:
            "The server is receiving as many uploads as it can take. Please try again in a minute.",
        },
        503,
      );
    }
    inFlight += booked;
    const received = c.req.raw;
    const watched = watchBody(body, rule.maxBytes, settings);
    // `duplex` is required with a stream body; TypeScript's RequestInit does not know it yet.
    c.req.raw = new Request(c.req.raw, { body: watched.body, duplex: "half" } as RequestInit);
    try {
      await next();
    } finally {
      inFlight -= booked;
    }
    // A client that went away reads no answer; the log line says so instead of whatever
    // (a 500 from the aborted request) the route made of it: the client's doing, not an error.
    if (received.signal.aborted) {
      await answerInstead(c, new Response(null, { status: CLIENT_CLOSED }));
      return;
    }
    const cut = watched.cut();
    if (cut === "too-large") await answerInstead(c, tooLarge(c, rule.maxBytes));
    if (cut === "timed-out") {
      const answer = c.json(
        { error: "The request body arrived too slowly. Please send it again." },
        408,
      );
      answer.headers.set("Connection", "close");
      await answerInstead(c, answer);
    }
  };
}

/** How long a client told "busy" waits: uploads in flight are answered within seconds. */
const RETRY_AFTER_SECONDS = 10;

/** nginx's status for a request whose client closed the connection first (never sent). */
const CLIENT_CLOSED = 499;

type Cut = "too-large" | "timed-out";

/**
 * The body as the route gets it: each read waits at most the idle time and what is left of
 * the total, and the bytes are counted. A cut errors the route's reads and is remembered, so
 * the answer says why whatever the route made of the broken body.
 */
function watchBody(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  { idleTimeoutMs, timeoutMs }: Config["uploads"],
) {
  const reader = source.getReader();
  let size = 0;
  let waited = 0;
  let cut: Cut | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const started = performance.now();
        const timer = Promise.withResolvers<"timeout">();
        const timeout = setTimeout(
          () => {
            timer.resolve("timeout");
          },
          Math.max(0, Math.min(idleTimeoutMs, timeoutMs - waited)),
        );
        let next: ReadableStreamReadResult<Uint8Array> | "timeout";
        try {
          next = await Promise.race([reader.read(), timer.promise]);
        } finally {
          clearTimeout(timeout);
        }
        waited += performance.now() - started;
        if (next === "timeout") {
          cut = "timed-out";
          controller.error(new Error("the upload stalled"));
          return;
        }
        if (next.done) {
          controller.close();
          return;
        }
        size += next.value.byteLength;
        if (size > maxBytes) {
          cut = "too-large";
          linger(reader);
          controller.error(new Error("the upload is larger than its limit"));
          return;
        }
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, cut: () => cut };
}

/** Replaces the route's answer (made from a broken body) with the guard's own. */
async function answerInstead(c: Context, answer: Response) {
  await c.res.body?.cancel().catch(() => undefined);
  // Hono's setter would copy the route's headers (its Content-Length…) onto the new answer.
  c.res = undefined;
  c.res = answer;
}
