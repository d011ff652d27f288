import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { residentBytes } from "#bench/load.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import {
  answerWithin,
  formFields,
  partEnd,
  photoHead,
  RawUpload,
  temporaryUploads,
  type UploadAnswer,
} from "./support/uploads.ts";

/**
 * The limits on uploads anyone may send (docs/security.md, "Uploads"), against the built
 * server: what is refused before a photo is read, the budget of bytes in flight, slow bodies,
 * and the memory many uploads hold.
 */

const MB = 1024 * 1024;
const valid = { name: "Els", email: "els@example.be", message: "A ring, photos follow." };

/** A folder of its own for the server's temporary files, so a test can look into it. */
async function serverWithTmp(env: Record<string, string>) {
  const tmp = await mkdtemp(join(tmpdir(), "storefront-upload-tmp-"));
  const server = await startServer({ SEED_DEMO_DATA: "false", TMPDIR: tmp, ...env });
  return {
    server,
    tmp,
    stop: async () => {
      await server.stop();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Starts an upload announcing `contentLength` bytes: its fields and the start of a photo (its
 * head and a first 1 KB: the parser names a part once some of it has come).
 */
async function startUpload(
  url: string,
  fields: Record<string, string>,
  contentLength: number | undefined = 50 * MB,
) {
  const upload = new RawUpload(`${url}/api/valuations`, { contentLength });
  await upload.write(
    Buffer.concat([formFields(fields), photoHead("ring.jpg"), Buffer.alloc(1024, 0x5a)]),
  );
  return upload;
}

const expectAnswered = (answer: UploadAnswer | "none yet"): UploadAnswer => {
  if (answer === "none yet") throw new Error("no answer while the body was still unsent");
  return answer;
};

describe("an anonymous upload refused before its photos are read", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: "false", VALUATION_RATE_LIMIT_MAX: "1" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers invalid fields with 400 after 1 MB of a 50 MB upload", async () => {
    const upload = await startUpload(server.url, { name: "Els" });
    await upload.writeFilling(1 * MB);
    try {
      const answer = expectAnswered(await answerWithin(upload, 5000));
      expect(answer.status).toBe(400);
      const body = JSON.parse(answer.body) as { fields: Record<string, string> };
      expect(body.fields.email).toBe("This field is required.");
      expect(answer.sentWhenAnswered).toBeLessThan(2 * MB);
    } finally {
      upload.destroy();
    }
  });

  it("answers a client past its rate limit with 429 and Retry-After, its photos unread", async () => {
    const first = await fetch(`${server.url}/api/valuations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(first.status).toBe(201);
    const upload = await startUpload(server.url, valid);
    await upload.writeFilling(1 * MB);
    try {
      const answer = expectAnswered(await answerWithin(upload, 5000));
      expect(answer.status).toBe(429);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.sentWhenAnswered).toBeLessThan(2 * MB);
    } finally {
      upload.destroy();
    }
  });
});

describe("the budget of upload bytes in flight", () => {
  let running: Awaited<ReturnType<typeof serverWithTmp>>;
  beforeAll(async () => {
    running = await serverWithTmp({ UPLOAD_IN_FLIGHT_MAX_MB: "60" });
  });
  afterAll(async () => {
    await running.stop();
  });

  it("answers 503 with Retry-After past it, unread, and takes uploads again once answered", async () => {
    const { url } = running.server;
    const held = await startUpload(url, valid, 40 * MB);
    await held.writeFilling(1 * MB);
    // The first upload is being read (its photo reaches a temporary file): 40 MB booked.
    await expect.poll(async () => (await temporaryUploads(running.tmp)).dirs).toBe(1);

    const over = await startUpload(url, valid, 30 * MB);
    try {
      const answer = expectAnswered(await answerWithin(over, 5000));
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("10");
      expect(JSON.parse(answer.body)).toEqual({
        error:
          "The server is receiving as many uploads as it can take. Please try again in a minute.",
      });
      expect(answer.sentWhenAnswered).toBeLessThan(1 * MB);
    } finally {
      over.destroy();
    }

    // The first client goes away: its booking and its temporary file go with it, and an
    // upload of the same size gets through to the route (which refuses its fields).
    held.destroy();
    await expect.poll(async () => (await temporaryUploads(running.tmp)).dirs).toBe(0);
    await expect
      .poll(async () => {
        const next = await startUpload(url, { name: "Els" }, 30 * MB);
        try {
          const answer = await answerWithin(next, 5000);
          return answer === "none yet" ? answer : answer.status;
        } finally {
          next.destroy();
        }
      })
      .toBe(400);
  });
});

describe("slow upload bodies", () => {
  let running: Awaited<ReturnType<typeof serverWithTmp>>;
  beforeAll(async () => {
    running = await serverWithTmp({
      UPLOAD_IDLE_TIMEOUT_SECONDS: "1",
      UPLOAD_TIMEOUT_SECONDS: "3",
    });
  });
  afterAll(async () => {
    await running.stop();
  });

  it("cuts a body that stalls with 408, closing it, and removes its temporary file", async () => {
    const upload = await startUpload(running.server.url, valid, 20 * MB);
    await upload.writeFilling(2 * MB);
    try {
      const answer = expectAnswered(await answerWithin(upload, 8000));
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe("close");
      expect(JSON.parse(answer.body)).toEqual({
        error: "The request body arrived too slowly. Please send it again.",
      });
    } finally {
      upload.destroy();
    }
    await expect.poll(async () => (await temporaryUploads(running.tmp)).dirs).toBe(0);
  });

  it("cuts a body that trickles in past the total time with 408", async () => {
    const upload = await startUpload(running.server.url, valid, 20 * MB);
    const started = performance.now();
    let answer: UploadAnswer | "none yet" = "none yet";
    try {
      // 1 KB every 300 ms: never idle for a second, never done either.
      while (answer === "none yet" && performance.now() - started < 15_000) {
        await upload.write(Buffer.alloc(1024, 0x5a));
        answer = await answerWithin(upload, 300);
      }
      expect(expectAnswered(answer).status).toBe(408);
      expect(performance.now() - started).toBeGreaterThan(2500);
    } finally {
      upload.destroy();
    }
  });
});

describe("memory under many anonymous uploads", () => {
  let running: Awaited<ReturnType<typeof serverWithTmp>>;
  beforeAll(async () => {
    // A budget large enough to take them all: what is measured is how each is held.
    running = await serverWithTmp({
      UPLOAD_IN_FLIGHT_MAX_MB: "2000",
      UPLOAD_IDLE_TIMEOUT_SECONDS: "120",
    });
  });
  afterAll(async () => {
    await running.stop();
  });

  it("writes ten parallel 45 MB uploads left unfinished to temporary files, not memory", async () => {
    const { server, tmp } = running;
    const pid = server.process.pid;
    if (pid === undefined) throw new Error("server has no pid");
    const photo = 9 * MB;
    const send = async (upload: RawUpload) => {
      for (let i = 0; i < 5; i++) {
        if (i > 0) await upload.write(Buffer.concat([partEnd, photoHead(`p${i}.jpg`)]));
        await upload.writeFilling(photo);
      }
    };
    // Warm-up through the same code: first requests grow the heap anyway.
    const warm = await startUpload(server.url, valid);
    await warm.writeFilling(1 * MB);
    // (The parser holds back the last few bytes, which may start the next boundary.)
    await expect.poll(async () => (await temporaryUploads(tmp)).bytes).toBeGreaterThan(1 * MB);
    warm.destroy();
    await expect.poll(async () => (await temporaryUploads(tmp)).dirs).toBe(0);
    const before = await residentBytes(pid);

    let peak = before;
    const sampling = { on: true };
    const sampler = (async () => {
      while (sampling.on) {
        peak = Math.max(peak, await residentBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Two of them chunked, without Content-Length.
    const uploads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        startUpload(server.url, valid, i < 2 ? undefined : 50 * MB),
      ),
    );
    try {
      await Promise.all(uploads.map(send));
      // The server has read them all (to disk) and waits for the rest.
      await expect
        .poll(async () => (await temporaryUploads(tmp)).bytes, { timeout: 60_000 })
        .toBeGreaterThan(10 * 5 * photo - 10 * 1024);
      for (const upload of uploads) expect(await answerWithin(upload, 0)).toBe("none yet");
    } finally {
      sampling.on = false;
      await sampler;
      for (const upload of uploads) upload.destroy();
    }
    // 450 MB sent. Held in memory they took it all; written to disk, the sockets' and the
    // parser's buffers and what the allocator keeps of them: 60–104 MB on a busy 2-core
    // machine, since freed memory is returned to the system later the busier it is.
    const grownMb = (peak - before) / MB;
    expect(grownMb, `RSS grew by ${grownMb.toFixed(0)} MB`).toBeLessThan(150);
    // The clients went away: every temporary file goes.
    await expect.poll(async () => (await temporaryUploads(tmp)).dirs).toBe(0);
  }, 120_000);
});
