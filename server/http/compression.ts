import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const HTML = /^text\/html\b/i;
/** As compress(): smaller bodies are not worth compressing. */
const MIN_BYTES = 1024;

/**
 * hono's compress(), with a cheaper path for the usual page. A server-rendered page nearly
 * always reaches this point complete, one chunk and the stream's end (app/entry.server.tsx);
 * such a body is gzipped in one synchronous call, about 0.2 ms for the home page, where a
 * CompressionStream cost a browser's request about 1.1 ms of CPU more. Anything else, and a
 * page still streaming, goes through compress() as before.
 */
export function compression(): MiddlewareHandler {
  const streaming = compress();
  return (c, next) =>
    streaming(c, async () => {
      await next();
      await gzipCompletePage(c);
    });
}

async function gzipCompletePage(c: Context) {
  const response = c.res;
  if (
    c.req.method !== "GET" ||
    !response.body ||
    response.headers.has("Content-Encoding") ||
    !HTML.test(response.headers.get("Content-Type") ?? "") ||
    !acceptsGzip(c.req.header("Accept-Encoding"))
  ) {
    return;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    // What the stream already holds, without waiting for more.
    const read = reader.read();
    const result = await Promise.race([read, Promise.resolve().then(() => Promise.resolve())]);
    if (!result) {
      c.res = new Response(replay(chunks, read, reader), response);
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
  c.res.headers.append("Vary", "Accept-Encoding");
}

/** The chunks read so far, then the rest of the stream, starting with the read under way. */
function replay(
  chunks: Uint8Array[],
  underway: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  let next: Promise<ReadableStreamReadResult<Uint8Array>> | undefined = underway;
  return new ReadableStream<Uint8Array>({
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
function acceptsGzip(header: string | undefined): boolean {
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
