import { gzipSync } from "node:zlib";
import { launchBrowser } from "#tests/e2e/support/browser.ts";

export interface ScriptSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Opens the page in a fresh Chromium context, waits for the network to go idle, and gzips
 * (default level) the body of every same-origin script response. Largest first.
 */
export async function firstVisitScripts(url: string): Promise<ScriptSize[]> {
  const origin = new URL(url).origin;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<ScriptSize | undefined>[] = [];
    page.on("response", (response) => {
      const responseUrl = new URL(response.url());
      if (response.request().resourceType() !== "script" || responseUrl.origin !== origin) return;
      pending.push(
        response.body().then(
          (body) => ({
            path: responseUrl.pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body).length,
          }),
          () => undefined, // a body Chromium already discarded (e.g. a redirect) counts as none
        ),
      );
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`GET ${url} answered ${answer?.status() ?? "nothing"}`);
    const sizes = (await Promise.all(pending)).filter((size) => size !== undefined);
    await context.close();
    return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
