import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

describe("configuration", () => {
  it("defaults to SQLite in ./data and port 3000", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "sqlite", path: "./data/store.db" });
    expect(config.port).toBe(3000);
    expect(config.seedDemoData).toBe(true);
    expect(config.mapEmbedUrl).toMatch(/^https:\/\//);
  });

  it("uses PostgreSQL when DATABASE_URL is a postgres URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/shop" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/shop" });
  });

  it("turns seeding and the map off on request", () => {
    const config = loadConfig({ SEED_DEMO_DATA: "false", MAP_EMBED_URL: "" });
    expect(config.seedDemoData).toBe(false);
    expect(config.mapEmbedUrl).toBeNull();
  });

  it("names every bad variable in one message", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO_DATA: "maybe" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/SEED_DEMO_DATA/);
  });
});
