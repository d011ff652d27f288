/**
 * The container checks that come before any decoder sees an upload. A file is passed to
 * sharp only when its first bytes are a JPEG, PNG or WebP signature (so SVG, HTML, archives
 * and everything else never reach a parser) and when nothing follows the picture's end or
 * hides an archive (polyglots: a PNG that is also a zip, for a scanner or a later reader to
 * open). The picture itself is re-encoded afterwards, so what is stored carries none of this.
 */

export type ContainerFormat = "jpeg" | "png" | "webp";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** End of a zip's central directory: what zip readers look for in a file's last 64 KB. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_SEARCH_BYTES = 65_557;

/** The format the first bytes announce, or null when they announce none we take. */
export function containerFormat(bytes: Uint8Array): ContainerFormat | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return "jpeg";
  }
  if (buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (
    buffer.length >= 12 &&
    buffer.toString("latin1", 0, 4) === "RIFF" &&
    buffer.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/**
 * True when the file ends where its picture ends and carries no archive: a PNG's chunks run
 * to IEND and stop, a WebP's RIFF size is the file's, a JPEG ends on its end-of-image marker
 * (some cameras pad with zeros after it). Any file holding a zip's end record is refused.
 */
export function endsWithPicture(bytes: Uint8Array, format: ContainerFormat): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(Math.max(0, buffer.length - ZIP_SEARCH_BYTES)).includes(ZIP_END)) {
    return false;
  }
  switch (format) {
    case "png":
      return pngEnd(buffer) === buffer.length;
    case "webp": {
      const size = buffer.readUInt32LE(4);
      return 8 + size + (size % 2) === buffer.length || 8 + size === buffer.length;
    }
    case "jpeg": {
      let end = buffer.length;
      while (end > 0 && buffer[end - 1] === 0) end--;
      return end >= 4 && buffer[end - 2] === 0xff && buffer[end - 1] === 0xd9;
    }
  }
}

/** Where a PNG's IEND chunk ends, walking chunk by chunk; -1 when the chunks are broken. */
function pngEnd(buffer: Buffer): number {
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString("latin1", offset + 4, offset + 8);
    offset += 12 + length;
    if (type === "IEND") return offset;
  }
  return -1;
}

/**
 * A WebP's width and height from its first chunk, without decoding it: lossy (VP8), lossless
 * (VP8L) or extended (VP8X, with alpha or metadata). Null for anything else.
 */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 30 || containerFormat(buffer) !== "webp") return null;
  switch (buffer.toString("latin1", 12, 16)) {
    case "VP8 ":
      // The key frame's start code, then 14-bit width and height.
      if (buffer.readUIntBE(23, 3) !== 0x9d012a) return null;
      return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
    case "VP8L": {
      if (buffer[20] !== 0x2f) return null;
      const bits = buffer.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case "VP8X":
      return { width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}
