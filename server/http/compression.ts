import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** Smaller bodies are not worth compressing (as hono's compress()). */
const MIN_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Gzip for text answers (pages, JSON), in place of hono's compress(), for two costs it has here:
 * - A body that is already complete (nearly every rendered page, see app/entry.server.tsx, and
 *   every JSON answer) is gzipped in one synchronous call, about 0.2 ms for the home page,
 *   where a CompressionStream cost a browser's request about 1.1 ms of CPU more. A body still
 *   streaming goes through a CompressionStream.
 * - Headers are changed in place. compress() adds Vary with c.header(), which rebuilds a
 *   finished response from its body: @hono/node-server's light response, written straight
 *   from its string, became a stream, a fifth of the CPU of a JSON answer.
 * The build's precompressed files carry Content-Encoding and pass untouched.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const length = headers.get("Content-Length");
    const get = (name: string) => headers.get(name);
    if (
      c.req.method === "HEAD" ||
      c.res.status === 206 ||
      !compressible(get, length === null ? null : Number(length))
    ) {
      return;
    }
    const vary = varyOnEncoding(headers.get("Vary"));
    if (vary) headers.set("Vary", vary);
    // Body last: on the light response, reading it builds the full one.
    if (!acceptsGzip(c.req.header("Accept-Encoding")) || !c.res.body) return;
    await gzip(c);
  };
}

/**
 * Whether an answer of 200 with these headers is worth gzipping for a client that accepts it
 * (kept-answers.ts asks too, for the answers it sends itself).
 */
export function compressible(
  header: (name: string) => string | null | undefined,
  length: number | null,
): boolean {
  return !(
    header("Content-Encoding") != null ||
    header("Transfer-Encoding") != null ||
    (length !== null && length < MIN_BYTES) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(header("Content-Type") ?? "") ||
    NO_TRANSFORM.test(header("Cache-Control") ?? "")
  );
}

/** The Vary a compressible answer gets, or null when the one it has already covers it. */
export function varyOnEncoding(vary: string | null | undefined): string | null {
  if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return null;
  return vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
}

async function gzip(c: Context) {
  const response = c.res;
  // compression() checked that there is a body.
  const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    // What the stream already holds, without waiting for more.
    const read = reader.read();
    const result = await Promise.race([read, Promise.resolve().then(() => Promise.resolve())]);
    if (!result) {
      const rest = replay(chunks, read, reader).pipeThrough(new CompressionStream("gzip"));
      c.res = new Response(rest, response);
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
      return;
    }
    if (result.done) break;
    chunks.push(result.value);
  }
  const body = Buffer.concat(chunks);
  if (body.byteLength < MIN_BYTES) {
    c.res = new Response(body, response);
    return;
  }
  const gzipped = gzipSync(body);
  c.res = new Response(gzipped, response);
  c.res.headers.set("Content-Encoding", "gzip");
  c.res.headers.set("Content-Length", String(gzipped.byteLength));
}

/** The chunks read so far, then the rest of the stream, starting with the read under way. */
function replay(
  chunks: Uint8Array<ArrayBuffer>[],
  underway: Promise<ReadableStreamReadResult<Uint8Array<ArrayBuffer>>>,
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let next: Promise<ReadableStreamReadResult<Uint8Array<ArrayBuffer>>> | undefined = underway;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await (next ?? reader.read());
      next = undefined;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** True when Accept-Encoding allows gzip: named with a q above 0, or allowed by "*". */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map(
    header.split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}
