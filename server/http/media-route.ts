import type { Context } from "hono";
import { mediaWidths } from "#common/media.ts";
import type { MediaService } from "#server/media/media.service.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/<name>[?w=<width>]: a stored picture, or one of its sizes made on first request
 * (AVIF for browsers that take it, else WebP). Names are generated once per upload and never
 * reused, so browsers may keep each answer forever.
 */
export function mediaRoute(media: MediaService) {
  return async (c: Context) => {
    const width = c.req.query("w");
    const result = await media.file(c.req.param("name") ?? "", width, c.req.header("accept"));
    if (!result.ok) {
      return result.error === "invalid-width"
        ? c.text(`Unknown width: use w=${mediaWidths.join(", ")} or none.`, 400)
        : c.text("Not Found", 404);
    }
    c.header("Content-Type", result.contentType);
    c.header("Cache-Control", IMMUTABLE);
    // The size's format follows Accept, so a shared cache must keep one per Accept.
    if (width !== undefined) c.header("Vary", "Accept");
    return c.body(new Uint8Array(result.bytes));
  };
}
