import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { newId } from "#server/lib/ids.ts";

/**
 * Where stored files live: a folder on local disk or a prefix of an S3 bucket
 * (s3-media-storage.ts), chosen at start by MEDIA_STORE; the services never know which.
 * Names are checked by the caller (mediaNamePattern).
 */
export interface MediaStorage {
  write(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes a file; one that is not there is no error. */
  remove(name: string): Promise<void>;
  /** Deletes these files at once (one request on S3); missing ones are no error. */
  removeAll(names: readonly string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored file with when it was written, for the sweep of pictures never used. */
  list(): Promise<{ name: string; writtenAt: Date }[]>;
}

/** The two places the media service keeps files, on the same disk or in the same bucket. */
export interface MediaStores {
  /** The pictures as uploaded (re-encoded), one per `/media/<name>`. */
  pictures: MediaStorage;
  /** The sizes made from them for `/media/<name>?w=`, kept once made. */
  sizes: MediaStorage;
  /** Throws when the storage does not answer (for /readyz); local disk always does. */
  reachable(): Promise<void>;
  /** Lets go of connections (the S3 client's); the stores are not used after. */
  close(): void;
}

export function localMediaStores(dir: string, cacheDir: string): MediaStores {
  return {
    pictures: localMediaStorage(dir),
    sizes: localMediaStorage(cacheDir),
    reachable: () => Promise.resolve(),
    close: () => undefined,
  };
}

export function localMediaStorage(dir: string): MediaStorage {
  let ready: Promise<unknown> | undefined;
  const remove = async (name: string) => {
    await rm(join(dir, name), { force: true });
  };
  return {
    async write(name, bytes) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      // Written aside, then renamed: a reader never sees half a file.
      const partial = join(dir, `.${newId()}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, name));
    },
    read: (name) => readIfExists(join(dir, name)),
    remove,
    async removeAll(names) {
      await Promise.all(names.map(remove));
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith("."));
      return Promise.all(
        files.map(async ({ name }) => ({ name, writtenAt: (await stat(join(dir, name))).mtime })),
      );
    },
    async exists(name) {
      try {
        return (await stat(join(dir, name))).isFile();
      } catch {
        return false;
      }
    },
  };
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
