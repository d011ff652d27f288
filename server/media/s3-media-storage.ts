import type * as Sdk from "@aws-sdk/client-s3";
import type { MediaStoreConfig } from "#server/config.ts";
import type { MediaStorage, MediaStores } from "./media-storage.ts";

type S3Config = Extract<MediaStoreConfig, { kind: "s3" }>;

interface Connection {
  sdk: typeof Sdk;
  client: Sdk.S3Client;
}

/** Where the sizes live in the bucket, beside the pictures (which have no prefix). */
const SIZES_PREFIX = "sizes/";
/** How long /readyz waits for the bucket before it calls it unreachable. */
const READY_TIMEOUT_MS = 3000;
/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * Pictures and their sizes in one S3 bucket (AWS, MinIO, Ceph, R2…), which every instance of
 * the shop shares: a picture uploaded through one is served by all. The SDK (about 35 MB) is
 * imported only here, so a shop on local disk never loads it, and start-up never waits for it.
 */
export function s3MediaStores(config: S3Config): MediaStores {
  let connecting: Promise<Connection> | undefined;
  const connection = () =>
    (connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: {
          accessKeyId: config.accessKeyId,
          secretAccessKey: config.secretAccessKey,
        },
        // Checksums only where S3 demands them (DeleteObjects): not every S3-compatible server
        // understands the checksums the SDK adds to every request by default.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A bucket that does not answer fails the request instead of holding it.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      }),
    })));
  // Loaded now, in the background: the first upload or picture served does not wait ~0.5 s
  // for it. A failure surfaces on the first call, which awaits the same promise.
  connection().catch(() => undefined);
  return {
    pictures: s3MediaStorage(connection, config.bucket, ""),
    sizes: s3MediaStorage(connection, config.bucket, SIZES_PREFIX),
    async reachable() {
      const { sdk, client } = await connection();
      await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket }), {
        abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
    },
    close() {
      void connecting?.then(({ client }) => {
        client.destroy();
      });
    },
  };
}

function s3MediaStorage(
  connection: () => Promise<Connection>,
  bucket: string,
  prefix: string,
): MediaStorage {
  const key = (name: string) => prefix + name;
  return {
    async write(name, bytes) {
      const { sdk, client } = await connection();
      // One PUT: an object appears whole or not at all, as the local store's rename does.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key(name),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: name.endsWith(".avif") ? "image/avif" : "image/webp",
        }),
      );
    },
    async read(name) {
      const { sdk, client } = await connection();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: key(name) }),
        );
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      const { sdk, client } = await connection();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async removeAll(names) {
      const { sdk, client } = await connection();
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const batch = names.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((name) => ({ Key: key(name) })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `S3 kept ${failed.length} object(s): ${failed.map((e) => `${e.Key}: ${e.Code}`).join(", ")}`,
          );
        }
      }
    },
    async exists(name) {
      const { sdk, client } = await connection();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async list() {
      const { sdk, client } = await connection();
      const files: { name: string; writtenAt: Date }[] = [];
      let token: string | undefined;
      do {
        // The delimiter keeps the pictures' listing out of sizes/.
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            Delimiter: "/",
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          files.push({ name: object.Key.slice(prefix.length), writtenAt: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
  };
}

/**
 * A missing object: NoSuchKey for GET, a bare 404 for HEAD. A missing bucket (NoSuchBucket)
 * is a fault of the set-up, not a missing picture, and stays an error.
 */
function notFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return $metadata?.httpStatusCode === 404 && name !== "NoSuchBucket";
}
