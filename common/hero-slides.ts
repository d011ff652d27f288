/**
 * The home page hero's background pictures: drawn by tools/demo-art/hero-slides.ts and
 * committed as app/assets/hero/<name>-<width>.<avif|webp> (their addresses:
 * app/components/home/hero-pictures.ts); the hero offers them in these widths. The drawing
 * is 16:9.
 */
export const heroSlides = ["gold-bars", "diamond-ring"] as const;
export type HeroSlide = (typeof heroSlides)[number];
export const heroSlideWidths = [640, 1280, 1920] as const;
export type HeroSlideWidth = (typeof heroSlideWidths)[number];
export const heroSlideSize = { width: 1920, height: 1080 } as const;
