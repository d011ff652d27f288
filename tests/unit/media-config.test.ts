import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const bucket = {
  MEDIA_STORE: "s3",
  S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
  S3_REGION: "eu-central-1",
  S3_BUCKET: "schelde-media",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "secret",
};

/** The message loadConfig stops with, or "" when it does not. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("where pictures are stored (MEDIA_STORE)", () => {
  it("keeps them on local disk unless told, sizes in <MEDIA_DIR>/sizes", () => {
    expect(loadConfig({}).media).toEqual({
      kind: "local",
      dir: "./data/media",
      cacheDir: "data/media/sizes",
    });
    expect(loadConfig({ MEDIA_DIR: "/srv/media", MEDIA_CACHE_DIR: "/cache" }).media).toEqual({
      kind: "local",
      dir: "/srv/media",
      cacheDir: "/cache",
    });
  });

  it("reads an S3 bucket's settings, path-style addresses off unless told", () => {
    expect(loadConfig(bucket).media).toEqual({
      kind: "s3",
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      region: "eu-central-1",
      bucket: "schelde-media",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: "true" }).media).toMatchObject({
      forcePathStyle: true,
    });
  });

  it("names every S3 setting that is missing when MEDIA_STORE=s3", () => {
    const message = refusal({ MEDIA_STORE: "s3", S3_BUCKET: "schelde-media" });
    for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      expect(message).toContain(`${name}: required when MEDIA_STORE=s3`);
    }
    expect(message).not.toContain("S3_BUCKET");
  });

  it("refuses bad S3 values and an unknown store", () => {
    expect(refusal({ ...bucket, S3_ENDPOINT: "ftp://files.example.be" })).toMatch(
      /S3_ENDPOINT: must be an http\(s\) address/,
    );
    expect(refusal({ ...bucket, S3_BUCKET: "Schelde_Media" })).toMatch(/S3_BUCKET: must be/);
    expect(refusal({ ...bucket, S3_FORCE_PATH_STYLE: "maybe" })).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(refusal({ MEDIA_STORE: "ftp" })).toMatch(/MEDIA_STORE/);
  });

  it("refuses S3 settings without MEDIA_STORE=s3, which would leave each instance its own pictures", () => {
    expect(refusal({ ...bucket, MEDIA_STORE: "local" })).toMatch(
      /S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: only used with MEDIA_STORE=s3/,
    );
  });
});
