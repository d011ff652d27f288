import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { newId } from "#server/lib/ids.ts";

/**
 * Where stored pictures live. Local disk today; object storage would be one more
 * implementation of these five calls. Names are checked by the caller (mediaNamePattern).
 */
export interface MediaStorage {
  write(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored file with when it was written, for the sweep of pictures never used. */
  list(): Promise<{ name: string; writtenAt: Date }[]>;
}

export function localMediaStorage(dir: string): MediaStorage {
  let ready: Promise<unknown> | undefined;
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
    async remove(name) {
      await rm(join(dir, name), { force: true });
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

export async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
