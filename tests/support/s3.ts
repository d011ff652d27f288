import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { MediaStoreConfig } from "#server/config.ts";

export type S3Settings = Extract<MediaStoreConfig, { kind: "s3" }>;

/** s3rver takes any key pair; these are what its documentation uses. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, on a free port, keeping its objects in
 * a temporary folder, with one bucket made. `stop()` takes it away (the shop then finds the
 * bucket unreachable) and `start()` brings it back on the same port with the same objects;
 * `close()` stops it for good and removes the folder.
 */
export async function startS3(bucket = "media") {
  const directory = await mkdtemp(join(tmpdir(), "storefront-s3-"));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    const starting = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await starting.run());
    server = starting;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    // The shop's client keeps connections open; without this close() would wait for them.
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const settings = (name = bucket): S3Settings => ({
    kind: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: name,
    ...credentials,
    forcePathStyle: true,
  });
  const client = () =>
    new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials,
    });
  return {
    /** The shop's settings for this server's bucket (another one, by name, when given). */
    settings,
    /** The settings as environment variables, as an operator would write them. */
    env: (name = bucket): Record<string, string> => ({
      MEDIA_STORE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: name,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    /** Makes an empty bucket and answers its name. */
    async createBucket(name: string): Promise<string> {
      const s3 = client();
      try {
        await s3.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        s3.destroy();
      }
      return name;
    },
    /** Every key in a bucket, sorted, read past the shop's own code. */
    async keys(name = bucket): Promise<string[]> {
      const s3 = client();
      try {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: name }));
        return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
      } finally {
        s3.destroy();
      }
    },
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3 = Awaited<ReturnType<typeof startS3>>;
