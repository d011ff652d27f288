/**
 * The home page hero's background pictures: drawn by tools/demo-art/hero-slides.ts and
 * committed as static files, public/hero/<name>-<width>.<avif|webp>; the hero offers them
 * in these widths. The drawing is 16:9.
 */
export const heroSlides = ["gold-bars", "diamond-ring"] as const;
export type HeroSlide = (typeof heroSlides)[number];
export const heroSlideWidths = [640, 1280, 1920] as const;
export const heroSlideSize = { width: 1920, height: 1080 } as const;

/** `srcset` of one slide in one format: "/hero/gold-bars-640.avif 640w, …". */
export function heroSlideSrcSet(slide: HeroSlide, format: "avif" | "webp"): string {
  return heroSlideWidths.map((w) => `/hero/${slide}-${w}.${format} ${w}w`).join(", ");
}
