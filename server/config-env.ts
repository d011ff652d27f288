import { z } from "zod";

/*
 * The environment variables the server reads and each one's rule (README.md's table explains
 * them); config.ts turns them into the Config the server is built from.
 */

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
  "scripts-after-paint",
  "formatted-texts",
  "semi-space",
] as const;
export type PerformancePiece = (typeof performancePieces)[number];

export const envSchema = z.object({
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
  // Silver and platinum on the price board: a spot source (USD per ounce) puts them there.
  SILVER_SPOT_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).optional(),
  PLATINUM_SPOT_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).optional(),
  SILVER_BUYBACK_MARGIN_PERCENT: z.coerce.number().int().min(0).max(90).default(15),
  PLATINUM_BUYBACK_MARGIN_PERCENT: z.coerce.number().int().min(0).max(90).default(15),
  // Valuation appointments (docs/decisions/0031-appointments.md): each slot's minutes, how
  // many hours ahead a slot may still be booked, and how many appointments one slot holds.
  APPOINTMENT_MINUTES: positiveInt.min(10).max(240).default(30),
  APPOINTMENT_LEAD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(2),
  APPOINTMENT_CAPACITY: positiveInt.max(20).default(1),
  VALUATION_RATE_LIMIT_MAX: positiveInt.default(5),
  VALUATION_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  // Gold price alerts asked for per client, and per e-mail address, in one window.
  GOLD_ALERT_RATE_LIMIT_MAX: positiveInt.default(5),
  GOLD_ALERT_ADDRESS_RATE_LIMIT_MAX: positiveInt.default(3),
  GOLD_ALERT_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(3600),
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
export const variableGroups = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
] as const;

export type Env = z.infer<typeof envSchema>;
