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

  it("reads the order settings: euros to cents, an IBAN as people write it", () => {
    const config = loadConfig({
      DELIVERY_FEE_EUR: "30",
      FREE_DELIVERY_FROM_EUR: "2000",
      SHOP_IBAN: "be68 5390 0754 7034",
      ORDERS_ENABLED: "false",
    });
    expect(config.orders).toEqual({
      enabled: false,
      delivery: { feeCents: 3000, freeFromCents: 200_000 },
      iban: "BE68539007547034",
      notifyEmail: "info@scheldegold.be",
    });
    expect(() => loadConfig({ SHOP_IBAN: "NL91ABNA0417164300" })).toThrow(/SHOP_IBAN/);
    expect(() => loadConfig({ DELIVERY_FEE_EUR: "-5" })).toThrow(/DELIVERY_FEE_EUR/);
  });

  it("reads how many proxies append to X-Forwarded-For: one unless told", () => {
    expect(loadConfig({}).proxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" }).proxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "0" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("names every bad variable in one message", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO_DATA: "maybe" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/SEED_DEMO_DATA/);
  });

  it("derives the public address and mail sender, and leaves federated sign-in off", () => {
    const config = loadConfig({ PORT: "8080" });
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: '"Schelde Gold & Diamonds" <no-reply@localhost>',
      outboxDir: "./data/outbox",
      sendTimeoutMs: 60_000,
      retry: { maxAttempts: 8, firstRetryMs: 60_000, maxRetryMs: 3_600_000 },
    });
    expect(config.auth.google).toBeNull();
    expect(config.auth.oidc).toBeNull();
  });

  it("reads the queued mails' attempts, first wait and send timeout, refusing nonsense", () => {
    const config = loadConfig({
      MAIL_MAX_ATTEMPTS: "3",
      MAIL_RETRY_SECONDS: "5",
      MAIL_SEND_TIMEOUT_SECONDS: "2",
    });
    expect(config.mail).toMatchObject({
      sendTimeoutMs: 2000,
      retry: { maxAttempts: 3, firstRetryMs: 5000 },
    });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: "soon" })).toThrow(/MAIL_RETRY_SECONDS/);
    expect(() => loadConfig({ MAIL_SEND_TIMEOUT_SECONDS: "601" })).toThrow(
      /MAIL_SEND_TIMEOUT_SECONDS/,
    );
  });

  it("configures an OpenID Connect issuer only with all three settings", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://shop.example.be/",
      OIDC_ISSUER: "https://id.example.be/realms/shop/",
      OIDC_CLIENT_ID: "storefront",
      OIDC_CLIENT_SECRET: "s3cret",
    });
    expect(config.publicUrl).toBe("https://shop.example.be");
    expect(config.auth.oidc).toEqual({
      issuer: "https://id.example.be/realms/shop",
      clientId: "storefront",
      clientSecret: "s3cret",
      name: "Single sign-on",
    });
    const partial = () => loadConfig({ OIDC_ISSUER: "https://id.example.be" });
    expect(partial).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it("reads how long a shutdown may drain: 10 s unless told, 1 to 600", () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: "30" }).shutdownTimeoutMs).toBe(30_000);
    for (const bad of ["0", "601", "2.5", "soon"]) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_TIMEOUT_SECONDS/,
      );
    }
  });

  it("reads the appointments' slot length, lead time and places: 30 min, 2 h, 1 unless told", () => {
    expect(loadConfig({}).appointments).toEqual({ minutes: 30, leadMs: 7_200_000, capacity: 1 });
    expect(
      loadConfig({
        APPOINTMENT_MINUTES: "45",
        APPOINTMENT_LEAD_HOURS: "0",
        APPOINTMENT_CAPACITY: "3",
      }).appointments,
    ).toEqual({ minutes: 45, leadMs: 0, capacity: 3 });
    const bad = [
      ["APPOINTMENT_MINUTES", "5"],
      ["APPOINTMENT_MINUTES", "half an hour"],
      ["APPOINTMENT_LEAD_HOURS", "-1"],
      ["APPOINTMENT_CAPACITY", "0"],
      ["APPOINTMENT_CAPACITY", "1.5"],
    ];
    for (const [name = "", value] of bad) {
      expect(() => loadConfig({ [name]: value }), `${name}=${String(value)}`).toThrow(
        new RegExp(name),
      );
    }
  });

  it("refuses a short AUTH_SECRET and a non-SMTP mail URL", () => {
    expect(() => loadConfig({ AUTH_SECRET: "too short" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.be" })).toThrow(/SMTP_URL/);
  });

  it("turns performance pieces off only when PERF_DISABLE names them, and refuses unknown names", () => {
    expect(Object.values(loadConfig({}).performance).every((on) => on)).toBe(true);
    const config = loadConfig({ PERF_DISABLE: "page-cache, stream-bridge" });
    expect(config.performance["page-cache"]).toBe(false);
    expect(config.performance["stream-bridge"]).toBe(false);
    expect(config.performance.compression).toBe(true);
    expect(() => loadConfig({ PERF_DISABLE: "page-cache,turbo" })).toThrow(/PERF_DISABLE/);
  });
});
