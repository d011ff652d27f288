import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { readMultipartForm, type MultipartForm } from "#server/uploads/multipart-form.ts";

const KB = 1024;
const BOUNDARY = "----storefront-test";
const options = { fileField: "photos", maxFiles: 2, maxFileBytes: 64 * KB };

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, fileName: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
  "Content-Type: image/jpeg\r\n\r\n";
const end = `--${BOUNDARY}--\r\n`;

/**
 * A request whose body is handed out piece by piece as it is pulled, like a socket read by
 * backpressure: `pulled` says how many pieces the reader asked for.
 */
function request(pieces: (string | Uint8Array)[]) {
  const bytes = pieces.map((piece) =>
    typeof piece === "string" ? new TextEncoder().encode(piece) : piece,
  );
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = bytes[state.pulled++];
        if (next) controller.enqueue(next);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const req = new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, state, total: bytes.length };
}

/** 16 KB pieces of a file's content. */
const fileBody = (pieces: number, fill = 1) =>
  Array.from({ length: pieces }, () => new Uint8Array(16 * KB).fill(fill));

const uploadDirs = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith("storefront-upload-"));

async function opened(pieces: (string | Uint8Array)[]) {
  const sent = request(pieces);
  const form = await readMultipartForm(sent.req, options);
  if (!form) throw new Error("not read as a form");
  return { form, ...sent };
}

async function disposed<T>(form: MultipartForm, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await form.dispose();
  }
}

describe("reading a form with files as it arrives", () => {
  it("gives the text fields before reading any of the first file", async () => {
    const pieces = [
      field("name", "Els") + field("message", "Two photos"),
      fileHead("photos", "a.jpg"),
      ...fileBody(20),
      "\r\n" + end,
    ];
    const { form, state, total } = await opened(pieces);
    await disposed(form, () => {
      expect(form.values).toEqual({ name: "Els", message: "Two photos" });
      // The fields and the first file's header, and perhaps one piece more: never the file.
      expect(state.pulled).toBeLessThanOrEqual(3);
      expect(total).toBe(23);
    });
  });

  it("writes the files to temporary files, in order, and removes them when disposed", async () => {
    const before = await uploadDirs();
    const { form } = await opened([
      field("name", "Els"),
      fileHead("photos", "a.jpg"),
      ...fileBody(2, 7),
      "\r\n" + fileHead("photos", "b.jpg"),
      ...fileBody(1, 9),
      "\r\n" + field("late", "not read") + end,
    ]);
    const received = await form.files.receive();
    if (!received.ok) throw new Error(received.refusal);
    expect(received.files.map((file) => file.size)).toEqual([32 * KB, 16 * KB]);
    expect((await received.files[0]?.read())?.[0]).toBe(7);
    expect((await received.files[1]?.read())?.[0]).toBe(9);
    expect(form.values).toEqual({ name: "Els" });
    expect((await uploadDirs()).length).toBe(before.length + 1);
    await form.dispose();
    expect(await uploadDirs()).toEqual(before);
  });

  it("refuses a file over the limit and reads no further", async () => {
    const { form, state, total } = await opened([
      field("name", "Els"),
      fileHead("photos", "big.jpg"),
      ...fileBody(40),
      "\r\n" + end,
    ]);
    await disposed(form, async () => {
      expect(await form.files.receive()).toEqual({ ok: false, refusal: "file-too-large" });
      expect(state.pulled).toBeLessThan(total - 30);
    });
  });

  it("refuses more files than allowed before reading the one too many", async () => {
    const file = (name: string) => [fileHead("photos", name), ...fileBody(1), "\r\n"];
    const { form, state, total } = await opened([
      field("name", "Els"),
      ...file("1.jpg"),
      ...file("2.jpg"),
      ...file("3.jpg"),
      ...fileBody(30),
      end,
    ]);
    await disposed(form, async () => {
      expect(await form.files.receive()).toEqual({ ok: false, refusal: "too-many-files" });
      expect(state.pulled).toBeLessThan(total - 25);
    });
  });

  it("takes an empty file input as no file, and a form without files whole", async () => {
    const empty = await opened([field("name", "Els"), fileHead("photos", ""), "\r\n" + end]);
    await disposed(empty.form, async () => {
      expect(await empty.form.files.receive()).toEqual({ ok: true, files: [] });
    });
    const plain = await opened([field("name", "Els") + field("email", "els@example.be") + end]);
    await disposed(plain.form, async () => {
      expect(plain.form.values).toEqual({ name: "Els", email: "els@example.be" });
      expect(await plain.form.files.receive()).toEqual({ ok: true, files: [] });
    });
  });

  it("says a body that broke off is incomplete, and one that is no form is none", async () => {
    const { form } = await opened([
      field("name", "Els"),
      fileHead("photos", "a.jpg"),
      ...fileBody(2),
    ]);
    await disposed(form, async () => {
      expect(await form.files.receive()).toEqual({ ok: false, refusal: "incomplete" });
    });
    const noBoundary = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "x",
    });
    expect(await readMultipartForm(noBoundary, options)).toBeNull();
    const garbage = request(["this is not multipart"]);
    expect(await readMultipartForm(garbage.req, options)).toBeNull();
  });
});

describe("a form that arrives in one piece", () => {
  it("keeps every file that came with the fields, in order", async () => {
    const whole = [
      field("name", "Els"),
      fileHead("photos", "a.jpg"),
      "first",
      "\r\n" + fileHead("photos", "b.jpg"),
      "second",
      "\r\n" + end,
    ].join("");
    const { form } = await opened([whole]);
    await disposed(form, async () => {
      // The caller may take its time judging the fields: the files wait.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const received = await form.files.receive();
      if (!received.ok) throw new Error(received.refusal);
      const texts = await Promise.all(
        received.files.map(async (file) => new TextDecoder().decode(await file.read())),
      );
      expect(texts).toEqual(["first", "second"]);
    });
  });
});
