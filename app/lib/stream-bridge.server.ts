import { PassThrough, Readable, Writable } from "node:stream";

/** Where React writes a page (`pipe(writable)`) and what the Response sends (`readable`). */
export interface PageBody {
  writable: Writable;
  readable: ReadableStream<Uint8Array>;
}

/**
 * The stream bridge: a Node Writable that feeds the Response's web stream directly, in place
 * of a PassThrough turned into a web stream (docs/performance.md). React writes a page in 4 KB
 * pieces, nearly always in one synchronous pass; what is written before the next microtask
 * goes on as one chunk, and the stream closes as soon as React ends, so a page usually leaves
 * in one socket write with a Content-Length, and compression (server/http/compression.ts)
 * gzips it in one call. Pieces written later (a Suspense boundary resolving) still stream, and
 * a slow reader holds React back. `firstChunk` rewrites the first chunk, which holds the whole
 * head and the shell (scripts-after-paint.server.ts).
 */
export function bridgedBody(
  onEnd: () => void,
  firstChunk: (piece: Uint8Array) => Uint8Array = (piece) => piece,
): PageBody {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  /** False once the stream is closed, errored or cancelled: it takes nothing more. */
  let open = true;
  let pending: Uint8Array[] = [];
  let resume: (() => void) | undefined;
  let headSent = false;
  const handOn = () => {
    const [first] = pending;
    if (!first || !open) return;
    const piece = pending.length === 1 ? first : Buffer.concat(pending);
    controller?.enqueue(headSent ? piece : firstChunk(piece));
    headSent = true;
    pending = [];
  };
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (pending.length === 0) queueMicrotask(handOn);
      pending.push(chunk);
      if ((controller?.desiredSize ?? 0) > 0) callback();
      else resume = callback;
    },
    final(callback) {
      onEnd();
      handOn();
      if (open) controller?.close();
      open = false;
      callback();
    },
    destroy(error, callback) {
      if (error && open) controller?.error(error);
      open = false;
      callback(error);
    },
  });
  const readable = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        const next = resume;
        resume = undefined;
        next?.();
      },
      cancel() {
        // The visitor went away: React hears the close and stops rendering.
        open = false;
        writable.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return { writable, readable };
}

/**
 * What React Router's own server entry does, for measuring without the bridge
 * (PERF_DISABLE=stream-bridge): a PassThrough turned into a web stream, each of React's
 * pieces a chunk of its own, through `transform` if given (script priority's).
 */
export function plainBody(
  onEnd: () => void,
  transform?: TransformStream<Uint8Array, Uint8Array>,
): PageBody {
  const writable = new PassThrough();
  writable.once("finish", onEnd);
  const readable = Readable.toWeb(writable) as ReadableStream<Uint8Array>;
  return { writable, readable: transform ? readable.pipeThrough(transform) : readable };
}
