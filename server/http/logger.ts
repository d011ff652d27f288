import pino, { type Logger } from "pino";
import type { Config } from "#server/config.ts";

/** JSON lines on stdout: one per request and per notable event, ready for any log shipper. */
export function createLogger(level: Config["logLevel"]): Logger {
  return pino({
    level,
    base: { service: "storefront" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
