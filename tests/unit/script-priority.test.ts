import { describe, expect, it } from "vitest";
import {
  lowerScriptPreloads,
  lowerScriptPreloadsInStream,
} from "#app/lib/script-priority.server.ts";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("script preloads at low priority", () => {
  it("lowers every module preload of the head, and nothing after it", () => {
    const page =
      '<html><head><title>Goud – € 76</title><link rel="modulepreload" href="/a.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/b.js"/></head>' +
      '<body><p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/c.js"/></body>';
    expect(text(lowerScriptPreloads(Buffer.from(page)))).toBe(
      '<html><head><title>Goud – € 76</title><link rel="modulepreload" fetchpriority="low" href="/a.js" nonce="n"/>' +
        '<link rel="stylesheet" href="/app.css"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
        '<body><p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/c.js"/></body>',
    );
  });

  it("passes a piece without the end of the head, or without preloads, as it is", () => {
    const body = Buffer.from('<link rel="modulepreload" href="/a.js"/><p>…</p>');
    expect(lowerScriptPreloads(body)).toBe(body);
    const head = Buffer.from("<head><title>x</title></head><body>");
    expect(lowerScriptPreloads(head)).toBe(head);
  });

  it("reads a piece that is a view into a larger buffer", () => {
    const whole = Buffer.from('xxxx<head><link rel="modulepreload" href="/a.js"/></head>yy');
    const piece = new Uint8Array(whole.buffer, whole.byteOffset + 4, whole.byteLength - 6);
    expect(text(lowerScriptPreloads(piece))).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head>',
    );
  });

  it("holds a page's pieces until the head has ended, lowers it, then passes the rest", async () => {
    const pieces = ['<head><link rel="modulepreload" href="/a.js"/></he', "ad><body>", "</body>"];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(Buffer.from(piece));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const piece of source.pipeThrough(lowerScriptPreloadsInStream()))
      out.push(text(piece));
    expect(out).toEqual([
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head><body>',
      "</body>",
    ]);
  });
});
