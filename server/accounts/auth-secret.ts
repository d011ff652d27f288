import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";

/**
 * The key that signs session cookies and tokens. AUTH_SECRET wins; without it a fresh clone
 * makes one once and keeps it in AUTH_SECRET_FILE (readable by the owner only), so sessions
 * survive restarts. Several instances behind a load balancer must share AUTH_SECRET.
 */
export function resolveAuthSecret(config: Config["auth"], log: Logger): string {
  if (config.secret) return config.secret;
  try {
    const stored = readFileSync(config.secretFile, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(config.secretFile), { recursive: true });
  writeFileSync(config.secretFile, `${secret}\n`, { mode: 0o600 });
  // A generated secret is what a single instance should use: worth a line, not a warning.
  log.info(
    { file: config.secretFile },
    "AUTH_SECRET is not set: generated one and stored it in this file; set AUTH_SECRET when running more than one instance",
  );
  return secret;
}
