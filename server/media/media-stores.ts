import type { MediaStoreConfig } from "#server/config.ts";
import { localMediaStores, type MediaStores } from "./media-storage.ts";
import { s3MediaStores } from "./s3-media-storage.ts";

/** The stores MEDIA_STORE names, built once at start and handed to the services. */
export function openMediaStores(config: MediaStoreConfig): MediaStores {
  return config.kind === "s3"
    ? s3MediaStores(config)
    : localMediaStores(config.dir, config.cacheDir);
}
