import { readdir } from "node:fs/promises";
import { sharedServer } from "./support/shared-server.ts";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaLimits } from "#common/media.ts";
import { grantAdmin } from "./support/accounts.ts";
import { getJson } from "./support/catalogue.ts";
import { httpSession, signedUpSession, type HttpSession } from "./support/http-session.ts";
import { baseUrl } from "./support/pages.ts";
import {
  emptyZip,
  htmlPage,
  photoJpeg,
  pixelBomb,
  smallPng,
  svgWithScript,
  zipArchive,
} from "#tests/support/pictures.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";

const mediaDir = () => join(dirname(sharedServer().sqlitePath), "media");
const storedFiles = async () => (await readdir(mediaDir())).filter((f) => f.endsWith(".webp"));

/** A multipart body with the bytes as `file`, named as a browser would send them. */
function picture(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe("media uploads and sizes", () => {
  let admin: HttpSession;
  let customer: HttpSession;
  beforeAll(async () => {
    const stamp = Date.now();
    admin = await signedUpSession(baseUrl(), `media-admin-${stamp}@example.be`);
    await grantAdmin(sharedServer().sqlitePath, `media-admin-${stamp}@example.be`);
    customer = await signedUpSession(baseUrl(), `media-customer-${stamp}@example.be`);
  });

  it("takes an admin's photo and serves it, and its sizes as AVIF or WebP, for ever", async () => {
    const upload = await admin.request("POST", "/api/media", picture(await photoJpeg(1000, 750)));
    expect(upload.status).toBe(201);
    const stored = (await upload.json()) as { url: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 1000, height: 750 });
    expect(stored.url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.webp$/);

    const original = await fetch(`${baseUrl()}${stored.url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/webp");
    expect(original.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const avif = await fetch(`${baseUrl()}${stored.url}?w=480`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toContain("Accept");
    const size = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect(size.width).toBe(480);
    const webp = await fetch(`${baseUrl()}${stored.url}?w=480`, { headers: { accept: "*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");

    const odd = await fetch(`${baseUrl()}${stored.url}?w=500`);
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain("w=160, 320");
  });

  it("serves the demo catalogue's pictures through the same service", async () => {
    const list = await getJson<CataloguePage>("/api/products");
    const withPicture = list.items.find((item) => item.imageUrl);
    const small = await fetch(`${baseUrl()}${withPicture?.imageUrl ?? ""}?w=320`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("refuses every file that is not plainly a picture, with a clear 4xx, and stores nothing", async () => {
    const before = await storedFiles();
    const cases: [string, Uint8Array, number, RegExp][] = [
      ["drawing.svg", svgWithScript, 415, /not a JPEG, PNG or WebP/],
      ["page.png", htmlPage, 415, /not a JPEG, PNG or WebP/],
      ["archive.zip", zipArchive, 415, /not a JPEG, PNG or WebP/],
      ["both.png", Buffer.concat([await smallPng(), emptyZip]), 422, /more than a picture/],
      ["empty.png", new Uint8Array(0), 400, /empty/],
      ["bomb.png", pixelBomb(), 422, /more than 50 million pixels/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await admin.request("POST", "/api/media", picture(bytes, name, "image/png"));
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { error: string }).error, name).toMatch(message);
    }
    // Over the limit: refused on its length before the body is read.
    const huge = await admin.request(
      "POST",
      "/api/media",
      picture(Buffer.alloc(mediaLimits.maxBytes + 70_000, 0xff), "huge.jpg"),
    );
    expect(huge.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it("takes uploads from admins only, as multipart with one file", async () => {
    const photo = await smallPng();
    const visitor = httpSession(baseUrl());
    expect((await visitor.request("POST", "/api/media", picture(photo))).status).toBe(401);
    const refused = await customer.request("POST", "/api/media", picture(photo));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Not authorized" });
    const json = await admin.request("POST", "/api/media", JSON.stringify({ file: "x" }), {
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    const two = picture(photo);
    two.append("file", new File([new Uint8Array(photo)], "b.png"));
    expect((await admin.request("POST", "/api/media", two)).status).toBe(400);
  });
});
