/**
 * Writes the hero's slides (tools/demo-art/hero-slides.ts) into app/assets/hero/ as AVIF and
 * WebP in every width of common/hero-slides.ts. Run `npm run hero-art` after changing a drawing,
 * and commit the files: app/components/home/hero-pictures.ts imports them, and the build names
 * each by its content, so a changed picture reaches visitors under a new address.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { heroSlideSize, heroSlides, heroSlideWidths } from "#common/hero-slides.ts";
import { heroSlideSvg } from "./hero-slides.ts";

const outDir = join(import.meta.dirname, "../../app/assets/hero");
await mkdir(outDir, { recursive: true });

// Smooth gradients band at low quality; these settings keep the phone's 640 px AVIF small.
const encode = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 7 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 6 }),
};

for (const slide of heroSlides) {
  const svg = Buffer.from(heroSlideSvg(slide));
  for (const width of heroSlideWidths) {
    for (const [format, encoder] of Object.entries(encode)) {
      const file = `${slide}-${width}.${format}`;
      const bytes = await encoder(
        sharp(svg, { density: (72 * width) / heroSlideSize.width }).resize(width),
      ).toBuffer();
      await writeFile(join(outDir, file), bytes);
      console.log(`${file.padEnd(28)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KiB`);
    }
  }
}
