/**
 * The addresses of the hero's pictures (app/assets/hero/, made by `npm run hero-art`).
 * Imported as URLs, so the build names each by its content (/assets/gold-bars-640-<hash>.avif)
 * and the server lets browsers keep it for a year: a redrawn picture gets a new address.
 * `no-inline`, or the build would write the pictures under 4 KB into the script as data URLs.
 */
import type { HeroSlide, HeroSlideWidth } from "#common/hero-slides.ts";
import { heroSlideWidths } from "#common/hero-slides.ts";
import diamondRing640Avif from "#app/assets/hero/diamond-ring-640.avif?url&no-inline";
import diamondRing640Webp from "#app/assets/hero/diamond-ring-640.webp?url&no-inline";
import diamondRing1280Avif from "#app/assets/hero/diamond-ring-1280.avif?url&no-inline";
import diamondRing1280Webp from "#app/assets/hero/diamond-ring-1280.webp?url&no-inline";
import diamondRing1920Avif from "#app/assets/hero/diamond-ring-1920.avif?url&no-inline";
import diamondRing1920Webp from "#app/assets/hero/diamond-ring-1920.webp?url&no-inline";
import goldBars640Avif from "#app/assets/hero/gold-bars-640.avif?url&no-inline";
import goldBars640Webp from "#app/assets/hero/gold-bars-640.webp?url&no-inline";
import goldBars1280Avif from "#app/assets/hero/gold-bars-1280.avif?url&no-inline";
import goldBars1280Webp from "#app/assets/hero/gold-bars-1280.webp?url&no-inline";
import goldBars1920Avif from "#app/assets/hero/gold-bars-1920.avif?url&no-inline";
import goldBars1920Webp from "#app/assets/hero/gold-bars-1920.webp?url&no-inline";

export type HeroFormat = "avif" | "webp";

// Typed by common/hero-slides.ts: a slide or width added there and not here fails the type check.
const pictures: Record<HeroSlide, Record<HeroFormat, Record<HeroSlideWidth, string>>> = {
  "gold-bars": {
    avif: { 640: goldBars640Avif, 1280: goldBars1280Avif, 1920: goldBars1920Avif },
    webp: { 640: goldBars640Webp, 1280: goldBars1280Webp, 1920: goldBars1920Webp },
  },
  "diamond-ring": {
    avif: { 640: diamondRing640Avif, 1280: diamondRing1280Avif, 1920: diamondRing1920Avif },
    webp: { 640: diamondRing640Webp, 1280: diamondRing1280Webp, 1920: diamondRing1920Webp },
  },
};

export function heroPicture(slide: HeroSlide, format: HeroFormat, width: HeroSlideWidth): string {
  return pictures[slide][format][width];
}

/** `srcset` of one slide in one format: "/assets/gold-bars-640-<hash>.avif 640w, …". */
export function heroSrcSet(slide: HeroSlide, format: HeroFormat): string {
  return heroSlideWidths.map((w) => `${pictures[slide][format][w]} ${w}w`).join(", ");
}
