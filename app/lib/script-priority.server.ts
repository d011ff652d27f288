const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * The page's head with its scripts' preloads asked for at low priority, so that on a slow
 * connection the stylesheet, the fonts and the first picture arrive before them: the scripts
 * are modules, which never hold the first paint back, and React Router's `<Scripts>` offers
 * no way to set their priority (docs/decisions/0015). Takes the first piece of the page that
 * React writes, which holds the whole head; a piece without the end of the head passes as it
 * is.
 */
export function lowerScriptPreloads(piece: Uint8Array): Uint8Array {
  const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  const end = bytes.indexOf(HEAD_END);
  if (end === -1) return piece;
  const head = bytes.toString("utf8", 0, end);
  const lowered = head.replace(MODULE_PRELOAD, '$& fetchpriority="low"');
  if (lowered === head) return piece;
  return Buffer.concat([Buffer.from(lowered), bytes.subarray(end)]);
}

/**
 * The same for a page that arrives in many pieces (PERF_DISABLE=stream-bridge, which measures
 * without the stream bridge's one first chunk): pieces are held until the end of the head has
 * come, then go on as one, lowered; the rest passes as it comes.
 */
export function lowerScriptPreloadsInStream(): TransformStream<Uint8Array, Uint8Array> {
  let held: Uint8Array[] | undefined = [];
  return new TransformStream({
    transform(piece, controller) {
      if (!held) {
        controller.enqueue(piece);
        return;
      }
      held.push(piece);
      const joined = Buffer.concat(held);
      if (joined.indexOf(HEAD_END) === -1) return;
      held = undefined;
      controller.enqueue(lowerScriptPreloads(joined));
    },
    flush(controller) {
      if (held?.length) controller.enqueue(Buffer.concat(held));
    },
  });
}
