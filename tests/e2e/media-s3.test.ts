import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaName } from "#common/media.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { photoJpeg } from "#tests/support/pictures.ts";
import { startS3, type TestS3 } from "#tests/support/s3.ts";
import { grantAdmin } from "./support/accounts.ts";
import { signedUpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Two servers, as two instances behind a load balancer: the same database (one SQLite file
 * here) and the same bucket on an S3 server (s3rver), nothing else shared.
 */
describe("two servers with their pictures in one S3 bucket", () => {
  let s3: TestS3;
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    s3 = await startS3();
    // The first start seeds the demo catalogue, its pictures into the bucket.
    first = await startServer(s3.env());
    second = await startServer(
      { ...s3.env(), SEED_DEMO_DATA: "false" },
      {
        dataDir: first.dataDir,
      },
    );
  });
  afterAll(async () => {
    // In this order, each only once its start succeeded: a failed start keeps its own error.
    const started = [second, first] as (RunningServer | undefined)[];
    for (const server of started) await server?.stop();
    await (s3 as TestS3 | undefined)?.close();
  });

  it("keeps the demo catalogue's pictures in the bucket, none on local disk", async () => {
    const list = (await (await fetch(`${second.url}/api/products`)).json()) as CataloguePage;
    const url = list.items.find((item) => item.imageUrl)?.imageUrl ?? "";
    const name = mediaName(url);
    expect(name).not.toBeNull();
    expect(await s3.keys()).toContain(name);
    const small = await fetch(`${second.url}${url}?w=320`, { headers: { accept: "image/webp" } });
    expect(small.status).toBe(200);
    expect(small.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await s3.keys()).toContain(`sizes/${(name ?? "").replace(/\.webp$/, "")}-320.webp`);
    expect(await readdir(join(first.dataDir, "media")).catch(() => [])).toEqual([]);
  });

  it("serves a photo an admin uploaded through one server from the other", async () => {
    const email = `s3-admin-${Date.now()}@example.be`;
    const admin = await signedUpSession(first.url, email, undefined, {
      mailbox: outboxOf(first),
    });
    await grantAdmin(first.sqlitePath, email);
    const form = new FormData();
    const photo = new Uint8Array(await photoJpeg(800, 600));
    form.append("file", new File([photo], "photo.jpg", { type: "image/jpeg" }));
    const upload = await admin.request("POST", "/api/media", form);
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };

    const original = await fetch(`${second.url}${url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/webp");
    expect(original.headers.get("cache-control")).toBe(IMMUTABLE);
    const avif = await fetch(`${second.url}${url}?w=480`, { headers: { accept: "image/avif" } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toContain("Accept");
    expect((await fetch(`${second.url}/media/AAAAAAAAAAAAAAAAAAAA.webp`)).status).toBe(404);
  });

  it("is not ready while the bucket is down, and alive all the same", async () => {
    const readyz = async (server: RunningServer) => {
      const answer = await fetch(`${server.url}/readyz`);
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    expect(await readyz(first)).toEqual({ status: 200, body: { status: "ok" } });
    await s3.stop();
    try {
      for (const server of [first, second]) {
        expect(await readyz(server)).toEqual({
          status: 503,
          body: { status: "unavailable", unreachable: ["media-storage"] },
        });
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      }
    } finally {
      await s3.start();
    }
    expect(await readyz(second)).toEqual({ status: 200, body: { status: "ok" } });
  });
});
