import { createHash, timingSafeEqual } from "node:crypto";
import { fail, ok, type Result } from "#common/result.ts";
import type { Metrics } from "./metrics.ts";

export interface MetricsServiceDependencies {
  /** This server's one registry and its counters (metrics.ts). */
  metrics: Metrics;
  /** METRICS_TOKEN: the bearer token a scrape must send; null: there is no /metrics. */
  token: string | null;
}

/** What GET /metrics sends: Prometheus' text format. */
export interface Exposition {
  contentType: string;
  body: string;
}

/** Equal lengths whatever was sent, as timingSafeEqual needs, and nothing learnt from one. */
const digest = (text: string) => createHash("sha256").update(text).digest();

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * GET /metrics for Prometheus (docs/decisions/0023-metrics.md): absent ("not-found", 404)
 * while METRICS_TOKEN is unset, so a shop that does not scrape shows no such address; with
 * it, only a request bearing that token gets the figures ("not-signed-in", 401, otherwise).
 */
export function createMetricsService({ metrics, token }: MetricsServiceDependencies) {
  const expected = token === null ? null : digest(token);
  return {
    /** The figures for this `Authorization` header, or why not. */
    async exposition(
      authorization: string | undefined,
    ): Promise<Result<Exposition, "not-found" | "not-signed-in">> {
      if (!expected) return fail("not-found");
      const sent = BEARER.exec(authorization ?? "")?.[1];
      // Compared in constant time: how long a refusal takes says nothing of the token.
      if (!sent || !timingSafeEqual(digest(sent), expected)) return fail("not-signed-in");
      return ok({
        contentType: metrics.registry.contentType,
        body: await metrics.registry.metrics(),
      });
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
