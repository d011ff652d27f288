import { z } from "zod";

/** Thrown when the environment cannot start the server; the message names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const positiveInt = z.coerce.number().int().positive();

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
  SEED_DEMO_DATA: z.stringbool().default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  MAP_EMBED_URL: z.union([z.url({ protocol: /^https?$/ }), z.literal("")]).optional(),
  VALUATION_RATE_LIMIT_MAX: positiveInt.default(5),
  VALUATION_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.default(10),
});

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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "sqlite", path: e.SQLITE_PATH } as const),
    mediaDir: e.MEDIA_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // An explicitly empty MAP_EMBED_URL turns the embedded map off (tests, privacy-minded shops).
    mapEmbedUrl: env.MAP_EMBED_URL === "" ? null : (e.MAP_EMBED_URL ?? DEFAULT_MAP_EMBED_URL),
    valuationRateLimit: {
      max: e.VALUATION_RATE_LIMIT_MAX,
      windowSeconds: e.VALUATION_RATE_LIMIT_WINDOW_SECONDS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}
