import { readdir, stat } from "node:fs/promises";
import { Agent, request, type ClientRequest } from "node:http";
import { join } from "node:path";

const MB = 1024 * 1024;
export const BOUNDARY = "----storefront-upload";

export interface UploadAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body the client had written when the answer came. */
  sentWhenAnswered: number;
}

/** The contact form's text fields as multipart, ready to be followed by photos. */
export function formFields(fields: Record<string, string>): Buffer {
  return Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(""),
  );
}

/** The header of one photo part; its bytes follow, then `partEnd` or `formEnd`. */
export const photoHead = (fileName: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${fileName}"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
export const partEnd = Buffer.from("\r\n");
export const formEnd = Buffer.from(`--${BOUNDARY}--\r\n`);

/**
 * A multipart POST written by the test as it likes: all at once, in part, or stalled, the way
 * a slow or hostile client sends. `answer` resolves whenever the server answers, even while
 * the client still has bytes to send; the socket is the upload's own.
 */
export class RawUpload {
  readonly answer: Promise<UploadAnswer>;
  private readonly req: ClientRequest;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private sent = 0;
  private closed = false;
  /** True once the server answered, whatever was sent by then. */
  answered = false;

  constructor(url: string, { contentLength }: { contentLength?: number } = {}) {
    const headers: Record<string, string | number> = {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    };
    if (contentLength !== undefined) headers["content-length"] = contentLength;
    this.req = request(url, { method: "POST", headers, agent: this.agent });
    this.answer = new Promise((resolve, reject) => {
      this.req.on("response", (res) => {
        this.answered = true;
        const sentWhenAnswered = this.sent;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (text: string) => (body += text));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentWhenAnswered });
        });
      });
      this.req.on("error", reject);
    });
    // Seen by the test through `answer` or `written`; never an unhandled rejection.
    this.answer.catch(() => undefined);
    this.req.on("close", () => {
      this.closed = true;
      this.agent.destroy();
    });
  }

  /** Writes bytes, resolving once the socket took them (false: the connection is closed). */
  async write(bytes: Buffer): Promise<boolean> {
    if (this.closed) return false;
    this.sent += bytes.length;
    if (this.req.write(bytes)) return true;
    return new Promise((resolve) => {
      const done = (drained: boolean) => {
        this.req.off("drain", onDrain);
        this.req.off("close", onClose);
        resolve(drained);
      };
      const onDrain = () => {
        done(true);
      };
      const onClose = () => {
        done(false);
      };
      this.req.once("drain", onDrain);
      this.req.once("close", onClose);
    });
  }

  /** Writes `bytes` of photo content in 1 MB pieces. */
  async writeFilling(bytes: number): Promise<boolean> {
    const piece = Buffer.alloc(MB, 0x5a);
    for (let left = bytes; left > 0; left -= piece.length) {
      if (!(await this.write(piece.subarray(0, Math.min(piece.length, left))))) return false;
    }
    return true;
  }

  end() {
    this.req.end();
  }

  /** Gives up: the socket is closed as a client that went away closes it. */
  destroy() {
    this.req.destroy();
    this.agent.destroy();
  }
}

/** The answer if it comes within `ms`, else "none yet". */
export async function answerWithin(
  upload: RawUpload,
  ms: number,
): Promise<UploadAnswer | "none yet"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"none yet">((resolve) => {
    timer = setTimeout(() => {
      resolve("none yet");
    }, ms);
  });
  try {
    return await Promise.race([upload.answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's temporary uploads under its TMPDIR: how many folders and bytes they hold. */
export async function temporaryUploads(tmpDir: string): Promise<{ dirs: number; bytes: number }> {
  const dirs = (await readdir(tmpDir)).filter((name) => name.startsWith("storefront-upload-"));
  let bytes = 0;
  for (const dir of dirs) {
    const files = await readdir(join(tmpDir, dir)).catch(() => []);
    for (const file of files) {
      bytes += (await stat(join(tmpDir, dir, file)).catch(() => ({ size: 0 }))).size;
    }
  }
  return { dirs: dirs.length, bytes };
}
