import type { ImgHTMLAttributes } from "react";
import { mediaSrc, mediaSrcSet, type MediaWidth } from "#common/media.ts";

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  /** `/media/<name>` of a stored picture (or any other address, shown as it is). */
  url: string;
  /** The largest size offered; the layout never shows the picture wider (× 2 for sharp screens). */
  largest: MediaWidth;
  /** How wide the layout shows it, for the browser's pick (the `sizes` attribute). */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A stored picture with every size up to `largest` in `srcset`, so a phone downloads a small
 * file and a wide screen a sharp one; sizes are made once by the server (AVIF or WebP). Width
 * and height are given so the page does not shift while it loads.
 */
export function MediaImage({ url, largest, sizes, alt = "", ...rest }: MediaImageProps) {
  return (
    <img
      src={mediaSrc(url, largest)}
      srcSet={mediaSrcSet(url, largest)}
      sizes={sizes}
      alt={alt}
      decoding="async"
      {...rest}
    />
  );
}

const thumbnailBoxes = { 64: "h-16 w-16", 80: "h-20 w-20" } as const;

/** A piece's small square picture in a list (the cart, the admin's), or an empty square. */
export function MediaThumbnail({ url, size }: { url?: string | null; size: 64 | 80 }) {
  const box = `${thumbnailBoxes[size]} shrink-0 rounded`;
  return url ? (
    <MediaImage
      url={url}
      largest={160}
      sizes={`${size}px`}
      width={size}
      height={size}
      className={`${box} object-cover`}
    />
  ) : (
    <span className={`${box} bg-ivory`} />
  );
}
