/**
 * Scripts after the first paint (docs/decisions/0032): the page's modules are asked for once
 * the browser has painted the server's HTML, not from the head. React Router's `<Scripts>`
 * writes a `<link rel="modulepreload">` in the head for every module of the page and one inline
 * module script whose static imports fetch the route modules while the page is still loading;
 * on a phone's slow connection those ~125 KB share the bandwidth with the stylesheet, the font
 * and the first picture, which the first paint needs and the scripts do not. `<Scripts>` offers
 * no way to defer them, so the first piece of the page, which React writes in one pass with the
 * whole head and the shell, is rewritten:
 *
 * - the head's module preloads go, their addresses kept;
 * - the module script's static imports become dynamic ones, after a frame has been painted, and
 *   the kept preloads are added to the head at that moment so the module graph loads at once,
 *   as before, instead of import by import. The script element itself is left as React wrote
 *   it (type, nonce and attributes), so hydration matches it.
 *
 * A piece that lacks the end of the head or the module script passes as it is: nothing is
 * half rewritten.
 */

const HEAD_END = "</head>";
const MODULE_TYPE = 'type="module"';
const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
/** `<Scripts>`' inline module: `<script nonce=… type="module" async="">…</script>`. */
const MODULE_SCRIPT = /^(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*)<\/script>$/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * Preloads started in one task: starting a request costs the main thread about 0.5–1 ms in a
 * fresh page on the bench's machine, so a page's 11–18 modules asked for at once made a task
 * of 10–19 ms, a long one on a phone. Between groups the browser may handle input.
 */
const PRELOADS_PER_TASK = 4;

/** What the module script does first: wait for a painted frame, then preload the whole graph. */
const afterPaint = (preloads: readonly string[]) =>
  "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));" +
  `const preloads = ${JSON.stringify(preloads)};` +
  `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {` +
  " if (i) await new Promise((next) => setTimeout(next, 0));" +
  ` for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK}))` +
  ' document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));' +
  "}";

/**
 * The page's head (up to `</head>`) without its module preloads, and its module script
 * (`<script …>…</script>`) importing after the first paint; undefined when the script is not
 * the one `<Scripts>` writes.
 */
export function deferScripts(
  head: string,
  moduleScript: string,
): { head: string; moduleScript: string } | undefined {
  const module = MODULE_SCRIPT.exec(moduleScript);
  if (!module) return undefined;
  const [, open, code] = module as unknown as [string, string, string];
  const names: string[] = [];
  const sources: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string, source: string) => {
    names.push(name);
    sources.push(source);
    return "";
  });
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const imports = names.length
    ? `const [${names.join(", ")}] = await Promise.all([${sources.map((s) => `import(${s})`).join(", ")}]);`
    : "";
  return {
    head: head.replace(MODULE_PRELOAD, ""),
    moduleScript: `${open}${afterPaint(preloads)}${imports}${rest}${SCRIPT_CLOSE}`,
  };
}

/**
 * The first piece of a page with its scripts deferred (the stream bridge's first chunk), or
 * the piece itself when it lacks the end of the head or the module script. Only the head and
 * the script are read as text: the rest of the page (the shell, ~20–70 KB) passes as bytes.
 */
export function deferScriptsInPiece(piece: Uint8Array): Uint8Array {
  const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd === -1) return piece;
  const type = bytes.indexOf(MODULE_TYPE, headEnd);
  if (type === -1) return piece;
  const open = bytes.lastIndexOf(SCRIPT_OPEN, type);
  const close = bytes.indexOf(SCRIPT_CLOSE, type);
  if (open < headEnd || close === -1) return piece;
  const end = close + SCRIPT_CLOSE.length;
  const deferred = deferScripts(
    bytes.toString("utf8", 0, headEnd),
    bytes.toString("utf8", open, end),
  );
  if (!deferred) return piece;
  return Buffer.concat([
    Buffer.from(deferred.head),
    bytes.subarray(headEnd, open),
    Buffer.from(deferred.moduleScript),
    bytes.subarray(end),
  ]);
}

/**
 * The same for a page that arrives in many pieces (PERF_DISABLE=stream-bridge): pieces are held
 * until the head and the module script have come, then go on as one, rewritten; the rest passes
 * as it comes.
 */
export function deferScriptsInStream(): TransformStream<Uint8Array, Uint8Array> {
  let held: Uint8Array[] | undefined = [];
  return new TransformStream({
    transform(piece, controller) {
      if (!held) {
        controller.enqueue(piece);
        return;
      }
      held.push(piece);
      const page = Buffer.concat(held);
      const deferred = deferScriptsInPiece(page);
      if (deferred === page) return;
      held = undefined;
      controller.enqueue(deferred);
    },
    flush(controller) {
      if (held?.length) controller.enqueue(Buffer.concat(held));
    },
  });
}
