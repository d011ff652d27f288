import { describe, expect, it } from "vitest";
import {
  deferScripts,
  deferScriptsInPiece,
  deferScriptsInStream,
} from "#app/lib/scripts-after-paint.server.ts";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
/** The page rewritten, as text. */
const deferred = (page: string) => text(deferScriptsInPiece(Buffer.from(page)));

/** A page as React Router's `<Scripts>` writes it, cut to what the rewrite reads. */
const head =
  '<html><head><title>Goud – € 76</title><link rel="modulepreload" href="/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>';
const moduleScript =
  '<script nonce="n" type="module" async="">; import * as route0 from "/root.js";' +
  ' import * as route1 from "/terms.js";\n  window.__reactRouterRouteModules = {"root":route0};\n' +
  'import("/entry.js");</script>';
const body = `<body><p>&lt;link rel="modulepreload"</p><script type="application/ld+json">{}</script>${moduleScript}<p>after</p></body>`;

/** What the module script starts with once rewritten: a painted frame, then the preloads. */
const afterPaint = (preloads: string) =>
  "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));" +
  `const preloads = ${preloads};` +
  "for (let i = 0; i < preloads.length; i += 4) {" +
  " if (i) await new Promise((next) => setTimeout(next, 0));" +
  " for (const href of preloads.slice(i, i + 4))" +
  ' document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));' +
  "}";

const deferredModule =
  '<script nonce="n" type="module" async="">' +
  afterPaint('["/a.js","/b.js"]') +
  'const [route0, route1] = await Promise.all([import("/root.js"), import("/terms.js")]);;  \n' +
  '  window.__reactRouterRouteModules = {"root":route0};\nimport("/entry.js");</script>';

describe("scripts after the first paint", () => {
  it("takes the head's module preloads out and imports the modules after a painted frame", () => {
    expect(deferred(head + body)).toBe(
      '<html><head><title>Goud – € 76</title><link rel="stylesheet" href="/app.css"/></head>' +
        `<body><p>&lt;link rel="modulepreload"</p><script type="application/ld+json">{}</script>${deferredModule}<p>after</p></body>`,
    );
  });

  it("leaves a page without the end of its head or without its module script as it is", () => {
    for (const page of [body, `${head}<body><p>no scripts</p></body>`, `${head}<body>`]) {
      const piece = Buffer.from(page);
      expect(deferScriptsInPiece(piece)).toBe(piece);
    }
    // A module script that is not `<Scripts>`' (no closing tag) is not React Router's either.
    expect(deferScripts(head, '<script type="module">import "/x.js";')).toBeUndefined();
  });

  it("reads a piece that is a view into a larger buffer", () => {
    const whole = Buffer.from(`xxxx${head}${body}yy`);
    const piece = new Uint8Array(whole.buffer, whole.byteOffset + 4, whole.byteLength - 6);
    expect(text(deferScriptsInPiece(piece))).toBe(deferred(head + body));
  });

  it("holds a page's pieces until the head and the module script have come, then passes the rest", async () => {
    const page = head + body;
    const cut = page.indexOf("import * as route1");
    const pieces = [page.slice(0, 40), page.slice(40, cut), page.slice(cut), "<!-- streamed -->"];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(Buffer.from(piece));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const piece of source.pipeThrough(deferScriptsInStream())) out.push(text(piece));
    expect(out).toEqual([deferred(page), "<!-- streamed -->"]);
  });

  it("passes a stream that never brings its module script on whole at its end", async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from(head));
        controller.enqueue(Buffer.from("<body></body>"));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const piece of source.pipeThrough(deferScriptsInStream())) out.push(text(piece));
    expect(out.join("")).toBe(`${head}<body></body>`);
  });
});
