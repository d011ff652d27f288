import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * The gold price's exchange-rate source as a local HTTP server on 127.0.0.1: `/broken` answers
 * 502 (the service then falls back to the product's figure), any other path the rate
 * `rate()` gives at that moment, as `{ rates: { EUR } }`.
 */
async function startRateSource(
  rate: () => number,
): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === "/broken") {
      response.writeHead(502).end("bad gateway");
      return;
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ rates: { EUR: rate() } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A rate source for the whole test file: started before its tests, closed after them;
 * `url(path)` is its address once started.
 */
export function rateSourceForSuite(rate: () => number): { url: (path?: string) => string } {
  let source: Awaited<ReturnType<typeof startRateSource>> | undefined;
  beforeAll(async () => {
    source = await startRateSource(rate);
  });
  afterAll(() => source?.close());
  return {
    url(path = "/rate") {
      if (!source) throw new Error("the rate source is not started");
      return `${source.base}${path}`;
    },
  };
}
