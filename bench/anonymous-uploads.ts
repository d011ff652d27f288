import { startServer } from "#tests/e2e/support/server.ts";
import { formEnd, formFields, partEnd, photoHead, RawUpload } from "#tests/e2e/support/uploads.ts";
import { residentBytes, residentSampler } from "./load.ts";
import { cameraPhoto } from "./upload.ts";

const MB = 1024 * 1024;

/** How many clients post at once, each five photos of about 10 MB (the most a form takes). */
export const PARALLEL_UPLOADS = 20;
const PHOTOS = 5;

export interface AnonymousUploadFigures {
  /** Highest resident set of the server while they ran. */
  peakBytes: number;
  /** The server's resident set before. */
  beforeBytes: number;
  /** How many answers of each status. */
  statuses: Record<number, number>;
  /** Bytes each client sent. */
  bytesEach: number;
  /** Until the last answer, in milliseconds. */
  ms: number;
}

/**
 * A 4000 × 3000 camera photo (smooth noise, so it compresses and decodes like one) padded
 * with zeros, as some cameras do, to just under the 10 MB a photo may have: so every photo is
 * a real picture the server decodes, and every post is as large as a form may be.
 */
async function fullSizePhoto(): Promise<Buffer> {
  const jpeg = await cameraPhoto(95);
  return Buffer.concat([jpeg, Buffer.alloc(Math.max(0, 10 * MB - 4096 - jpeg.length))]);
}

/**
 * PARALLEL_UPLOADS anonymous valuation requests with five full-size photos each, sent at
 * once to a fresh server with its default upload settings. Its rate limit is raised: every
 * client here has the same address, and the figure is about what the server holds when
 * uploads come from many. The resident set is read every 10 ms.
 */
export async function measureAnonymousUploads(
  env: Record<string, string>,
): Promise<AnonymousUploadFigures> {
  const server = await startServer({
    ...env,
    SEED_DEMO_DATA: "false",
    VALUATION_RATE_LIMIT_MAX: "1000",
  });
  try {
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server process has no pid");
    const photo = await fullSizePhoto();
    const fields = formFields({
      name: "Bench",
      email: "bench@example.be",
      message: "Five photos of a ring.",
    });
    const parts = [fields];
    for (let i = 0; i < PHOTOS; i++) {
      parts.push(photoHead(`photo-${i}.jpg`), photo, partEnd);
    }
    parts.push(formEnd);
    const bytesEach = parts.reduce((sum, part) => sum + part.length, 0);

    const beforeBytes = await residentBytes(pid);
    const sampler = residentSampler(pid, 10);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, async () => {
        const upload = new RawUpload(`${server.url}/api/valuations`, { contentLength: bytesEach });
        try {
          // Stops writing once answered: a refused client sends no more of its photos.
          let whole = true;
          for (const part of parts) {
            if (upload.answered || !(await upload.write(part))) {
              whole = false;
              break;
            }
          }
          if (whole) upload.end();
          return (await upload.answer).status;
        } catch {
          return 0;
        } finally {
          upload.destroy();
        }
      }),
    );
    const ms = performance.now() - started;
    const peakBytes = Math.max(beforeBytes, ...(await sampler.stop()));
    const statuses: Record<number, number> = {};
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    return { peakBytes, beforeBytes, statuses, bytesEach, ms };
  } finally {
    await server.stop();
  }
}
