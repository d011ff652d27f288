import sharp from "sharp";
import { grantAdmin } from "#tests/e2e/support/accounts.ts";
import { signedUpSession } from "#tests/e2e/support/http-session.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { startServer } from "#tests/e2e/support/server.ts";
import { residentBytes, residentSampler } from "./load.ts";

export interface UploadFigures {
  /** Request to answer, in milliseconds. */
  ms: number;
  /** Highest resident set while it ran, above the server's before it. */
  extraBytes: number;
  /** Size of the JPEG sent. */
  bytes: number;
}

/**
 * A 4000 × 3000 camera-sized JPEG (smooth noise, so it compresses like a photo, not like a
 * flat colour), made here with sharp, at a camera's usual JPEG quality unless told.
 */
export async function cameraPhoto(quality = 88): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .jpeg({ quality })
    .toBuffer();
}

/**
 * An admin's upload of a camera photo to a fresh server of its own, so it pays for loading
 * sharp too, as the first upload after a start does. The resident set is read every 10 ms.
 */
export async function measureUpload(env: Record<string, string>): Promise<UploadFigures> {
  const server = await startServer({ ...env, SEED_DEMO_DATA: "false" });
  try {
    const email = `bench-admin-${Date.now()}@example.be`;
    // Its mails land in its own outbox: the confirmation link is read there.
    const admin = await signedUpSession(server.url, email, undefined, {
      mailbox: outboxOf(server),
    });
    await grantAdmin(server.sqlitePath, email);
    const photo = await cameraPhoto();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(photo)], "camera.jpg", { type: "image/jpeg" }));

    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server process has no pid");
    const before = await residentBytes(pid);
    const sampler = residentSampler(pid, 10);
    const started = performance.now();
    const response = await admin.request("POST", "/api/media", form);
    const ms = performance.now() - started;
    const peak = Math.max(before, ...(await sampler.stop()));
    if (response.status !== 201) {
      throw new Error(`POST /api/media answered ${response.status}: ${await response.text()}`);
    }
    return { ms, extraBytes: peak - before, bytes: photo.byteLength };
  } finally {
    await server.stop();
  }
}
