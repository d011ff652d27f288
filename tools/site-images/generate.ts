/**
 * Draws the site's own pictures into public/, where the build copies them to build/client and
 * the server sends them as static files: the Open Graph picture shared links show
 * (og-image.jpg), /favicon.ico for what asks for it by that name, and the home-screen icon of
 * iPhones (apple-touch-icon.png). Run `npm run site-images` after changing public/favicon.svg
 * or the drawing, and commit the files: the server never draws.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { icoFile } from "./ico-file.ts";
import { OG_HEIGHT, OG_WIDTH, ogImageSvg } from "./og-image-svg.ts";

const publicDir = resolve(import.meta.dirname, "../../public");
/** The site's ink colour (app.css --color-ink): the icon's own background. */
const INK = "#111827";

async function write(name: string, bytes: Buffer) {
  await writeFile(join(publicDir, name), bytes);
  console.log(`${name.padEnd(24)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KiB`);
}

// JPEG, not WebP or AVIF: not every link preview reads those.
const og = await sharp(Buffer.from(ogImageSvg()))
  .resize(OG_WIDTH, OG_HEIGHT)
  .flatten({ background: INK })
  .jpeg({ quality: 85, mozjpeg: true })
  .toBuffer();
await write("og-image.jpg", og);

const icon = await readFile(join(publicDir, "favicon.svg"));
// Rendered at each size from the vector, sharper than one picture scaled down.
const png = (size: number) =>
  sharp(icon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
await write("favicon.ico", icoFile(await Promise.all([16, 32, 48].map(png))));
// iOS rounds the corners itself and shows black where the picture is transparent.
await write(
  "apple-touch-icon.png",
  await sharp(icon, { density: (72 * 180) / 64 })
    .resize(180, 180)
    .flatten({ background: INK })
    .png({ compressionLevel: 9 })
    .toBuffer(),
);
