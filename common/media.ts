/**
 * What pages and the server agree on about stored pictures (server/media/): their addresses,
 * the widths they are served at and what an upload may be. Plain values, no server code.
 */

/** The widths `/media/<name>?w=` serves; any other answers 400, so no one can fill the disk. */
export const mediaWidths = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof mediaWidths)[number];

export const mediaLimits = {
  /** Largest file accepted, in bytes (docs/product.md: photos of at most 10 MB). */
  maxBytes: 10 * 1024 * 1024,
  /** Largest picture decoded, in pixels: a 50-megapixel camera, not a decompression bomb. */
  maxPixels: 50_000_000,
  /**
   * Largest picture decoded from someone not signed in (a valuation request's photos): a
   * 24-megapixel camera. Decoding costs time and memory by the pixel, and anyone may post.
   */
  anonymousMaxPixels: 24_000_000,
  /**
   * Longest side a valuation photo is stored at: the admin looks at it at most 1600 wide, and
   * a camera photo (4000 wide) is then decoded at half its size, a quarter of the pixels.
   */
  anonymousMaxEdge: 2000,
  /** Longest side of what is stored; larger pictures are scaled down once, at upload. */
  maxEdge: 2400,
  /** What file pickers offer; the server decides by the bytes, never by this. */
  accept: "image/jpeg,image/png,image/webp",
} as const;

/** A stored picture's file name: a generated id and the format it was re-encoded to. */
export const mediaNamePattern = /^[A-Za-z0-9_-]{16,40}\.webp$/;

/** `/media/<name>`: how records keep a stored picture. */
export function mediaUrl(name: string): string {
  return `/media/${name}`;
}

/** The stored name in a record's `/media/<name>`, or null for anything else. */
export function mediaName(url: string): string | null {
  const name = url.startsWith("/media/") ? url.slice("/media/".length) : "";
  return mediaNamePattern.test(name) ? name : null;
}

/** A stored picture's address at one width; any other address as it is. */
export function mediaSrc(url: string, width: MediaWidth): string {
  return mediaName(url) === null ? url : `${url}?w=${width}`;
}

/**
 * `srcset` for a stored picture: every width up to `largest`, so a browser picks what its
 * layout and screen need. Addresses that are not stored pictures get none.
 */
export function mediaSrcSet(url: string, largest: MediaWidth = 1600): string | undefined {
  if (mediaName(url) === null) return undefined;
  return mediaWidths
    .filter((width) => width <= largest)
    .map((width) => `${url}?w=${width} ${width}w`)
    .join(", ");
}
