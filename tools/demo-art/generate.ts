/**
 * Draws every picture the demo catalogue shows and writes it as WebP into the demo-art folder,
 * where the seed copies it from. Run `npm run demo-art` after changing a drawing or the
 * catalogue's pictures, and commit the folder: the server itself never draws.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import { demoCatalogueImages } from "#server/db/seed/demo-catalogue.ts";
import { demoArtDir, demoImageFile } from "#server/db/seed/demo-image-key.ts";
import { demoImageSvg } from "./demo-image-svg.ts";

/** Full drawing size at quality 80 keeps the whole folder around half a megabyte. */
const WEBP_QUALITY = 80;
/** The slowest, smallest encoding: it runs once per change, and the files are committed. */
const WEBP_EFFORT = 6;

const outDir = demoArtDir();
await mkdir(outDir, { recursive: true });

const images = demoCatalogueImages();
const wanted = new Set(images.map(demoImageFile));

// One at a time: the whole set takes a few seconds, and the log stays in order.
let total = 0;
for (const image of images) {
  const file = demoImageFile(image);
  const webp = await sharp(Buffer.from(demoImageSvg(image)))
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
  await writeFile(join(outDir, file), webp);
  total += webp.length;
  console.log(`${file.padEnd(56)} ${(webp.length / 1024).toFixed(1).padStart(6)} KiB`);
}

// A picture the catalogue no longer shows would otherwise linger in the repository.
for (const file of await readdir(outDir)) {
  if (file.endsWith(".webp") && !wanted.has(file)) {
    await rm(join(outDir, file));
    console.log(`removed ${file}`);
  }
}

console.log(
  `${images.length} pictures, ${(total / 1024).toFixed(0)} KiB in ${relative(process.cwd(), outDir) || "."}`,
);
