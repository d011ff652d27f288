import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyFileStream, type BusboyInstance } from "@fastify/busboy";

/**
 * A form post read as it arrives, for forms anyone may send with files (the contact form's
 * photos): its text fields first, its files only when asked, each written to a temporary
 * file instead of being held in memory. So the fields and the rate limit are checked before
 * a file's first byte is read, a refused post leaves its files unread on the wire, and a
 * server receiving many uploads at once holds a few buffers for each, not the files.
 * Parsing is @fastify/busboy's (streaming, with limits per part).
 */

/** A file received whole; read it when its turn comes. */
export interface ReceivedFile {
  size: number;
  read(): Promise<Uint8Array>;
}

/** Why the files were not received: too many, one too large, or the body broke off. */
export type FileRefusal = "too-many-files" | "file-too-large" | "incomplete";

export type ReceivedFiles =
  { ok: true; files: ReceivedFile[] } | { ok: false; refusal: FileRefusal };

/** The files of a form, not yet read: `receive` reads them (at most once). */
export interface IncomingFiles {
  receive(): Promise<ReceivedFiles>;
}

/** Files already in memory (a JSON body has none; tests pass bytes). */
export function filesInMemory(files: readonly Uint8Array[] = []): IncomingFiles {
  return {
    receive: () =>
      Promise.resolve({
        ok: true,
        files: files.map((bytes) => ({
          size: bytes.byteLength,
          read: () => Promise.resolve(bytes),
        })),
      }),
  };
}

export interface MultipartForm {
  /** The text fields sent before the first file; any sent after it are not read. */
  values: Record<string, string>;
  files: IncomingFiles;
  /** Stops reading the body, wherever it is, and removes the temporary files. */
  dispose(): Promise<void>;
}

export interface MultipartFormOptions {
  /** The field whose files are received; files under other names are skipped. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
}

/** Text fields are short (a message is at most 5,000 characters); parts are few. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 50;

/**
 * Reads a form's text fields, up to its first file (or its end). Null when the body is not
 * a form (no boundary, broken framing, or it ended early). The caller must `dispose` the form.
 */
export async function readMultipartForm(
  request: Request,
  options: MultipartFormOptions,
): Promise<MultipartForm | null> {
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: {
        fieldSize: MAX_FIELD_BYTES,
        fields: MAX_FIELDS,
        fileSize: options.maxFileBytes,
        parts: MAX_FIELDS + options.maxFiles * 2,
        headerPairs: 20,
      },
    });
  } catch {
    // Not multipart/form-data or urlencoded, or no boundary.
    return null;
  }
  const form = new FormReader(parser, request.body, options);
  return (await form.fields()) ? form.asForm() : (await form.dispose(), null);
}

class FormReader {
  private readonly values: Record<string, string> = {};
  /**
   * Files that came before `receive` was called: the first, held unread while the caller
   * judges the fields (the parser waits for it), and any small ones the same chunk held.
   */
  private readonly early: FilePart[] = [];
  /** File streams being written, destroyed when reading stops (else they would hang). */
  private readonly active = new Set<BusboyFileStream>();
  /** Wakes the feeder waiting on the parser, once reading stops. */
  private wake: (() => void) | undefined;
  private isStopped = false;
  private broken = false;
  private finished = false;
  private readonly fieldsRead = Promise.withResolvers<boolean>();
  private onFile?: (part: FilePart) => void;
  private onEnd?: () => void;
  private dir: Promise<string> | undefined;

  private readonly parser: BusboyInstance;
  private readonly options: MultipartFormOptions;

  constructor(
    parser: BusboyInstance,
    body: ReadableStream<Uint8Array> | null,
    options: MultipartFormOptions,
  ) {
    this.parser = parser;
    this.options = options;
    parser.on("field", (name, value) => {
      if (this.early.length === 0 && this.onFile === undefined) this.values[name] = value;
    });
    parser.on("file", (name, stream, fileName) => {
      // A stream that breaks with the body must not throw as an unhandled 'error'.
      stream.on("error", () => undefined);
      const part = { name, stream, fileName };
      if (this.onFile) this.onFile(part);
      else {
        this.early.push(part);
        this.fieldsRead.resolve(true);
      }
    });
    parser.on("finish", () => {
      this.finished = true;
      this.fieldsRead.resolve(true);
      this.onEnd?.();
    });
    parser.on("error", () => {
      this.fail();
    });
    void this.feed(body);
  }

  /** True once the fields before the first file (or all of them) are read. */
  fields(): Promise<boolean> {
    return this.fieldsRead.promise;
  }

  asForm(): MultipartForm {
    let receiving: Promise<ReceivedFiles> | undefined;
    return {
      values: this.values,
      files: { receive: () => (receiving ??= this.receive()) },
      dispose: () => this.dispose(),
    };
  }

  async dispose(): Promise<void> {
    this.stop();
    if (this.dir) await rm(await this.dir, { recursive: true, force: true });
  }

  /** Writes the body into the parser chunk by chunk, each once the parser took the last. */
  private async feed(body: ReadableStream<Uint8Array> | null) {
    const reader = body?.getReader();
    try {
      for (;;) {
        const next = reader ? await reader.read() : { done: true as const };
        if (this.isStopped) return;
        if (next.done) {
          this.parser.end();
          return;
        }
        // Not a race with one promise that lives as long as the form: each race would leave
        // a reaction on it holding its chunk until the form is disposed.
        await new Promise<void>((resolve, reject) => {
          this.wake = resolve;
          this.parser.write(next.value, (error) => {
            if (error) reject(error);
            else resolve();
          });
        });
        this.wake = undefined;
        if (this.hasStopped()) return;
      }
    } catch {
      // The body broke off: the client went away, or the server's limits cut it
      // (server/http/upload-guard.ts and body-limit.ts answer for those).
      this.fail();
    }
  }

  private fail() {
    this.broken = true;
    this.fieldsRead.resolve(false);
    this.stop();
    this.onEnd?.();
  }

  /** A call, not a field read: TypeScript would take the field as unchanged across awaits. */
  private hasStopped() {
    return this.isStopped;
  }

  private stop() {
    if (this.isStopped) return;
    this.isStopped = true;
    this.wake?.();
    this.parser.destroy();
    for (const stream of this.active) stream.destroy();
    for (const part of this.early) part.stream.destroy();
  }

  private tempDir(): Promise<string> {
    this.dir ??= mkdtemp(join(tmpdir(), "storefront-upload-"));
    return this.dir;
  }

  /** Reads every file of the asked field to a temporary file, until the body ends. */
  private receive(): Promise<ReceivedFiles> {
    const { fileField, maxFiles } = this.options;
    // In the order they were sent, whichever is written first.
    const files: (ReceivedFile | undefined)[] = [];
    const writes: Promise<void>[] = [];
    let count = 0;
    let settled = false;
    const { promise, resolve } = Promise.withResolvers<ReceivedFiles>();
    // At the first problem the body is read no further.
    const refuse = (refusal: FileRefusal) => {
      if (settled) return;
      settled = true;
      this.stop();
      resolve({ ok: false, refusal });
    };
    const end = () => {
      if (this.broken) {
        refuse("incomplete");
        return;
      }
      void Promise.allSettled(writes).then(() => {
        if (this.broken) refuse("incomplete");
        if (settled) return;
        settled = true;
        resolve({ ok: true, files: files.filter((file) => file !== undefined) });
      });
    };

    this.onFile = ({ name, stream, fileName }) => {
      if (settled || this.isStopped || name !== fileField) {
        stream.resume();
        return;
      }
      const position = count++;
      if (count > maxFiles) {
        refuse("too-many-files");
        return;
      }
      this.active.add(stream);
      stream.on("limit", () => {
        refuse("file-too-large");
      });
      writes.push(
        (async () => {
          const path = join(await this.tempDir(), String(position));
          await pipeline(stream, createWriteStream(path));
          this.active.delete(stream);
          if (stream.truncated) {
            refuse("file-too-large");
            return;
          }
          // An empty file input sends one nameless, empty part: that is no file.
          if (fileName === "" && stream.bytesRead === 0) return;
          files[position] = { size: stream.bytesRead, read: () => readFile(path) };
        })().catch(() => {
          refuse("incomplete");
        }),
      );
    };
    this.onEnd = end;
    if (this.broken || this.isStopped) {
      refuse("incomplete");
      return promise;
    }
    for (const part of this.early.splice(0)) this.onFile(part);
    if (this.finished) end();
    return promise;
  }
}

interface FilePart {
  name: string;
  stream: BusboyFileStream;
  fileName: string;
}
