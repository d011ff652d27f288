import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** docs/decisions/0032: a page's modules are asked for after its first paint, then hydrate it. */
describe("scripts after the first paint", () => {
  it.each(["/", "/nl/shop", "/terms"])("%s paints before it asks for a script", async (path) => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const served = await (await page.request.get(path)).text();
    expect(served.slice(0, served.indexOf("</head>"))).not.toContain('rel="modulepreload"');

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      // When the main thread painted the frame; `startTime` is when it reached the screen.
      paint: (performance.getEntriesByName("first-paint")[0] as { paintTime?: number } | undefined)
        ?.paintTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
      preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(2);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
    // The whole module graph is preloaded at once, not found import by import.
    expect(timing.preloads).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the runtime, the shell and the entry for eager compiling, and no page's own code", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const served = await (await page.request.get("/")).text();
    const graph = /const preloads = (\[[^\]]*\]);/.exec(served)?.[1];
    const modules = JSON.parse(graph ?? "[]") as string[];
    const hinted: string[] = [];
    for (const path of modules) {
      const code = await (await page.request.get(path)).text();
      // V8 reads the hint as a comment of its own line near the top (decision 34).
      if (code.split("\n", 3).includes("//# allFunctionsCalledOnLoad")) hinted.push(path);
    }
    expect(hinted.map((path) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1]).sort()).toEqual([
      "entry.client",
      "framework",
      "shell",
    ]);
    expect(modules.length).toBeGreaterThan(hinted.length);
    await context.close();
  });
});
