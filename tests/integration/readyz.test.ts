import { tmpdir } from "node:os";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/connection.ts";
import { createApp } from "#server/http/create-app.ts";
import { createPageCache } from "#server/http/page-cache.ts";
import type { MediaStores } from "#server/media/media-storage.ts";
import { openMediaStores } from "#server/media/media-stores.ts";
import { createMetrics } from "#server/metrics/metrics.ts";
import { createServices } from "#server/services.ts";
import { createTestDatabase, describeEachDatabase } from "#tests/support/databases.ts";
import { startS3, type TestS3 } from "#tests/support/s3.ts";

/**
 * The HTTP app as the server builds it, over this database and these settings. Only /healthz
 * and /readyz are asked, which answer before any page: no build, sign-in or mail is needed.
 */
function app(db: Database, env: Record<string, string>, opened: MediaStores[]) {
  const config = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const mediaStores = openMediaStores(config.media);
  opened.push(mediaStores);
  const logger = pino({ level: "silent" });
  const pageCache = createPageCache({ seconds: 0, maxEntries: 1 });
  const metrics = createMetrics();
  const unused = {} as never;
  const services = createServices({
    db,
    config,
    auth: unused,
    logger,
    metrics,
    mailsQueued: unused,
    mediaStores,
    cachedDataChanged: () => {
      pageCache.clear();
    },
  });
  const { app: built } = createApp({
    build: () => Promise.reject(new Error("no page is asked here")),
    config,
    logger,
    services,
    pageCache,
    metrics,
    clientDir: tmpdir(),
  });
  return async (path: string) => {
    const answer = await built.request(path);
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
}

describeEachDatabase("/readyz with the media in an S3 bucket", (testDb) => {
  let s3: TestS3;
  const opened: MediaStores[] = [];
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    for (const stores of opened) stores.close();
    await s3.close();
  });

  it("is ready while the database and the bucket answer, and not while the bucket is down", async () => {
    const ask = app(testDb().db, s3.env(), opened);
    expect(await ask("/readyz")).toEqual({ status: 200, body: { status: "ok" } });
    await s3.stop();
    try {
      expect(await ask("/readyz")).toEqual({
        status: 503,
        body: { status: "unavailable", unreachable: ["media-storage"] },
      });
      // Liveness is another question: the process is well, a restart would not help.
      expect(await ask("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    } finally {
      await s3.start();
    }
    expect(await ask("/readyz")).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("is not ready when the bucket does not exist", async () => {
    const ask = app(testDb().db, s3.env("no-such-bucket"), opened);
    expect(await ask("/readyz")).toEqual({
      status: 503,
      body: { status: "unavailable", unreachable: ["media-storage"] },
    });
  });
});

describe("/readyz with the media on local disk", () => {
  it("is ready while the database answers, and names it when it does not", async () => {
    const test = await createTestDatabase("sqlite");
    const opened: MediaStores[] = [];
    const ask = app(test.db, {}, opened);
    expect(await ask("/readyz")).toEqual({ status: 200, body: { status: "ok" } });
    await test.close();
    expect(await ask("/readyz")).toEqual({
      status: 503,
      body: { status: "unavailable", unreachable: ["database"] },
    });
    expect((await ask("/healthz")).status).toBe(503);
  });
});
