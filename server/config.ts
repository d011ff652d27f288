import { join } from "node:path";
import { z } from "zod";
import { business } from "./business.ts";

/** Thrown when the environment cannot start the server; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const positiveInt = z.coerce.number().int().positive();

/**
 * The pieces that exist only for speed and can be turned off, one by one, to measure what each
 * is worth against the budgets of `npm run bench` (docs/performance.md). For measuring only:
 * every piece is on unless PERF_DISABLE names it.
 */
export const performancePieces = [
  "page-cache",
  "kept-answers",
  "compression",
  "precompressed-assets",
  "stream-bridge",
  "script-priority",
  "formatted-texts",
  "semi-space",
] as const;
export type PerformancePiece = (typeof performancePieces)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SQLITE_PATH: z.string().min(1).default("./data/store.db"),
  MEDIA_DIR: z.string().min(1).default("./data/media"),
  // Where the sizes served for ?w= are kept, made on first request; <MEDIA_DIR>/sizes unless told.
  MEDIA_CACHE_DIR: z.string().min(1).optional(),
  // local: MEDIA_DIR on this machine; s3: a bucket every instance shares (the S3_* below).
  MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  SEED_DEMO_DATA: z.stringbool().default(true),
  // The bearer token Prometheus sends for GET /metrics; unset: /metrics is 404.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  // How many proxies in front append to X-Forwarded-For: the client is the n-th from the right.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  MAP_EMBED_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).optional(),
  // The gold price's sources (docs/product.md §7); an empty value turns one off.
  GOLD_RATE_URL: z.url({ protocol: /^https?$/ }).default("https://open.er-api.com/v6/latest/USD"),
  GOLD_SPOT_URL: z.url({ protocol: /^https?$/ }).default("https://api.gold-api.com/price/XAU"),
  // What the shop keeps of the gold's value in a buy-back offer.
  BUYBACK_MARGIN_PERCENT: z.coerce.number().int().min(0).max(90).default(15),
  VALUATION_RATE_LIMIT_MAX: positiveInt.default(5),
  VALUATION_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  // After SIGTERM: how long the answers under way may take before a forced exit (code 1).
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.max(600).default(10),
  // How many archives `npm run backup` keeps in its folder (docs/deploy.md).
  BACKUP_KEEP: positiveInt.default(7),
  // Uploads anyone may send (the contact form's photos; docs/security.md): the megabytes all
  // of them may announce at once (at least one full upload), then how long a body may stall
  // and how long it may take in all.
  UPLOAD_IN_FLIGHT_MAX_MB: z.coerce.number().int().min(51).max(100_000).default(100),
  UPLOAD_IDLE_TIMEOUT_SECONDS: positiveInt.max(600).default(10),
  UPLOAD_TIMEOUT_SECONDS: positiveInt.max(3600).default(120),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // A comma list of performancePieces to turn off, for measuring (server.js reads semi-space).
  PERF_DISABLE: z
    .string()
    .transform((list) => list.split(",").map((name) => name.trim()))
    .pipe(z.array(z.enum(performancePieces)))
    .default([]),
  ORDERS_ENABLED: z.stringbool().default(true),
  // New orders per account per window (a client may place three times as many).
  ORDER_RATE_LIMIT_MAX: positiveInt.default(10),
  ORDER_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(3600),
  DELIVERY_FEE_EUR: z.coerce.number().int().min(0).max(1000).default(25),
  FREE_DELIVERY_FROM_EUR: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // Belgian IBAN for bank transfers, shown with each order; spaces allowed.
  // Where the shop hears of each new order; the shop's own address unless told.
  ORDER_NOTIFY_EMAIL: z.email().optional(),
  SHOP_IBAN: z
    .string()
    .transform((iban) => iban.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^BE\d{14}$/, "must be a Belgian IBAN (BE + 14 digits)"))
    .default("BE71096123456769"),

  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  AUTH_SECRET_FILE: z.string().min(1).default("./data/auth-secret"),
  AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  // An admin without a second factor gets no admin data; false only for development and tests.
  ADMIN_REQUIRE_2FA: z.stringbool().default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
  // Queued mails (docs/decisions/0024-queued-mails.md): attempts before one is "failed", the
  // wait after the first failure (doubling after each further one, at most an hour), and how
  // long one SMTP stage may take.
  MAIL_MAX_ATTEMPTS: positiveInt.max(100).default(8),
  MAIL_RETRY_SECONDS: positiveInt.max(3600).default(60),
  MAIL_SEND_TIMEOUT_SECONDS: positiveInt.max(600).default(60),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default("Single sign-on"),
});

/** Variables that only make sense together: all set or none. */
const groups = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
] as const;

const unsetOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "required when MEDIA_STORE=s3" : message;
/**
 * The bucket's settings, checked only when MEDIA_STORE=s3: then all of them are required but
 * S3_FORCE_PATH_STYLE (true for MinIO and most servers that are not AWS).
 */
const s3Schema = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: unsetOr("must be an http(s) address") }),
  S3_REGION: z.string({ error: unsetOr("must be a region") }).min(1),
  S3_BUCKET: z
    .string({ error: unsetOr("must be a bucket name") })
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a-z 0-9 . -)"),
  S3_ACCESS_KEY_ID: z.string({ error: unsetOr("must be text") }).min(1),
  S3_SECRET_ACCESS_KEY: z.string({ error: unsetOr("must be text") }).min(1),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
});
const s3Names = Object.keys(s3Schema.shape) as (keyof typeof s3Schema.shape)[];

/** Where pictures live (server/media/media-stores.ts): a local folder or an S3 bucket. */
export type MediaStoreConfig =
  | { kind: "local"; dir: string; cacheDir: string }
  | {
      kind: "s3";
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

function mediaStoreConfig(e: z.infer<typeof envSchema>): MediaStoreConfig {
  if (e.MEDIA_STORE === "local") {
    // Set without MEDIA_STORE=s3, they would be ignored and each instance keep its own pictures.
    const stray = s3Names.filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ${stray.join(", ")}: only used with MEDIA_STORE=s3 (set it, or unset these)`,
      );
    }
    return {
      kind: "local",
      dir: e.MEDIA_DIR,
      cacheDir: e.MEDIA_CACHE_DIR ?? join(e.MEDIA_DIR, "sizes"),
    };
  }
  const parsed = s3Schema.safeParse(e);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const s3 = parsed.data;
  return {
    kind: "s3",
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    bucket: s3.S3_BUCKET,
    accessKeyId: s3.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
    forcePathStyle: s3.S3_FORCE_PATH_STYLE,
  };
}

export type Config = ReturnType<typeof loadConfig>;

const DEFAULT_MAP_EMBED_URL =
  "https://www.openstreetmap.org/export/embed.html?bbox=4.4105%2C51.2125%2C4.4225%2C51.2185&layer=mapnik&marker=51.2155%2C4.4165";

/** Parses the environment once at boot. Empty strings count as unset, as in most .env files. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  for (const group of groups) {
    const missing = group.filter((name) => e[name] === undefined);
    if (missing.length > 0 && missing.length < group.length) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ${missing.join(", ")}: required when ${group.join(", ")} is partly set`,
      );
    }
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "sqlite", path: e.SQLITE_PATH } as const),
    media: mediaStoreConfig(e),
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    /** With trustProxy: which X-Forwarded-For entry from the right is the client. */
    proxyHops: e.TRUST_PROXY_HOPS,
    // An explicitly empty MAP_EMBED_URL turns the embedded map off (tests, privacy-minded shops).
    mapEmbedUrl: env.MAP_EMBED_URL === "" ? null : (e.MAP_EMBED_URL ?? DEFAULT_MAP_EMBED_URL),
    goldPrice: {
      rateUrl: env.GOLD_RATE_URL === "" ? null : e.GOLD_RATE_URL,
      spotUrl: env.GOLD_SPOT_URL === "" ? null : e.GOLD_SPOT_URL,
      buyBackMarginPercent: e.BUYBACK_MARGIN_PERCENT,
    },
    valuationRateLimit: {
      max: e.VALUATION_RATE_LIMIT_MAX,
      windowSeconds: e.VALUATION_RATE_LIMIT_WINDOW_SECONDS,
    },
    orderRateLimit: {
      max: e.ORDER_RATE_LIMIT_MAX,
      windowSeconds: e.ORDER_RATE_LIMIT_WINDOW_SECONDS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    /** GET /metrics answers only this bearer token; null: it is not there (404). */
    metricsToken: e.METRICS_TOKEN ?? null,
    backupKeep: e.BACKUP_KEEP,
    /** Anonymous uploads (server/http/upload-guard.ts). */
    uploads: {
      bytesInFlightMax: e.UPLOAD_IN_FLIGHT_MAX_MB * 1024 * 1024,
      idleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000,
      timeoutMs: e.UPLOAD_TIMEOUT_SECONDS * 1000,
    },
    orders: {
      enabled: e.ORDERS_ENABLED,
      delivery: {
        feeCents: e.DELIVERY_FEE_EUR * 100,
        freeFromCents: e.FREE_DELIVERY_FROM_EUR * 100,
      },
      iban: e.SHOP_IBAN,
      notifyEmail: e.ORDER_NOTIFY_EMAIL ?? business.email,
    },
    /**
     * How long pages and JSON answers that are the same for every signed-out visitor are kept
     * (http/page-cache.ts). 0 = computed every time.
     */
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    /** Which performance pieces are on: all of them unless PERF_DISABLE names some. */
    performance: Object.fromEntries(
      performancePieces.map((piece) => [piece, !e.PERF_DISABLE.includes(piece)]),
    ) as Record<PerformancePiece, boolean>,
    /** The origin people reach the shop at: links in mails and federated sign-in redirects. */
    publicUrl,
    /**
     * PUBLIC_URL's origin when it is set, for every absolute address a page writes (canonical,
     * hreflang, Open Graph, sitemap, robots.txt), which must never come from a request's Host.
     */
    pageOrigin: e.PUBLIC_URL === undefined ? null : publicUrl,
    auth: {
      secret: e.AUTH_SECRET ?? null,
      secretFile: e.AUTH_SECRET_FILE,
      rateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
      /** The admin panel opens only to an admin with a second factor (ADMIN_REQUIRE_2FA). */
      adminRequiresSecondFactor: e.ADMIN_REQUIRE_2FA,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : null,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME,
            }
          : null,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `"${business.name}" <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: e.MAIL_OUTBOX_DIR,
      sendTimeoutMs: e.MAIL_SEND_TIMEOUT_SECONDS * 1000,
      retry: {
        maxAttempts: e.MAIL_MAX_ATTEMPTS,
        firstRetryMs: e.MAIL_RETRY_SECONDS * 1000,
        maxRetryMs: 60 * 60 * 1000,
      },
    },
  };
}

/**
 * For entry points (the server, the admin command): the configuration, or null after the
 * reason was printed, so the caller can exit with its own code.
 */
export function loadConfigOrReport(env: Record<string, string | undefined> = process.env) {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}
