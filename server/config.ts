import { join } from "node:path";
import { z } from "zod";
import { business } from "./business.ts";
import {
  envSchema,
  performancePieces,
  variableGroups,
  type Env,
  type PerformancePiece,
} from "./config-env.ts";

/** Thrown when the environment cannot start the server; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

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

function mediaStoreConfig(e: Env): MediaStoreConfig {
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
  for (const group of variableGroups) {
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
      // Unset or empty: the metal is not on the price board.
      silver: {
        spotUrl: e.SILVER_SPOT_URL || null,
        buyBackMarginPercent: e.SILVER_BUYBACK_MARGIN_PERCENT,
      },
      platinum: {
        spotUrl: e.PLATINUM_SPOT_URL || null,
        buyBackMarginPercent: e.PLATINUM_BUYBACK_MARGIN_PERCENT,
      },
    },
    valuationRateLimit: {
      max: e.VALUATION_RATE_LIMIT_MAX,
      windowSeconds: e.VALUATION_RATE_LIMIT_WINDOW_SECONDS,
    },
    /** Gold price alerts asked for: per client, and per e-mail address. */
    goldAlertRateLimit: {
      client: {
        max: e.GOLD_ALERT_RATE_LIMIT_MAX,
        windowSeconds: e.GOLD_ALERT_RATE_LIMIT_WINDOW_SECONDS,
      },
      address: {
        max: e.GOLD_ALERT_ADDRESS_RATE_LIMIT_MAX,
        windowSeconds: e.GOLD_ALERT_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
    /** Valuation appointments' slots (server/appointments/appointment-slots.ts). */
    appointments: {
      minutes: e.APPOINTMENT_MINUTES,
      leadMs: e.APPOINTMENT_LEAD_HOURS * 60 * 60 * 1000,
      capacity: e.APPOINTMENT_CAPACITY,
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
