import type { MiddlewareHandler } from "hono";
import type { Metrics } from "#server/metrics/metrics.ts";
import type { RouteLabeler } from "./route-label.ts";

/**
 * Counts every request in GET /metrics by method, route pattern and status, with the time
 * until its answer's headers (a streamed page's body may follow). Kept cheap, since it runs
 * on every request: a clock read, a remembered label and a remembered series.
 */
export function requestMetrics(metrics: Metrics, label: RouteLabeler): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.request(
      c.req.method,
      label(c.req.path),
      c.res.status,
      (performance.now() - started) / 1000,
    );
  };
}
