import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Files for upload tests: real pictures made with sharp, and the attacks the media service
 * must refuse (server/media/). Each is made in memory, small and fast.
 */

/** A JPEG carrying EXIF metadata (owner, camera), as a phone would send. */
export async function photoJpeg(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 190, g: 150, b: 60 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: "private owner", Make: "TestCam" } })
    .toBuffer();
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#3366aa80" } })
    .png()
    .toBuffer();
}

/** The end of a zip archive (an empty one is nothing else): what zip readers look for. */
export const emptyZip = Buffer.from([
  0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);

/** A local file header first, as a real zip starts. */
export const zipArchive = Buffer.concat([
  Buffer.from("PK\u0003\u0004\u0014\u0000", "latin1"),
  emptyZip,
]);

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** An HTML page under a picture's name: only the name says picture. */
export const htmlPage = Buffer.from(
  "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>",
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG whose header announces 20,000 × 20,000 pixels (1.2 GB decoded) over a few bytes of
 * data: a decompression bomb, refused on its header before anything is decoded.
 */
export function pixelBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + side * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
