import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from "prom-client";
import type { GoldPriceSource } from "#common/gold-price.ts";
import type { MediaRefusal } from "#server/media/media.service.ts";

/**
 * What the shop counts for Prometheus (GET /metrics, docs/decisions/0023-metrics.md). One
 * registry per server, never prom-client's global one: tests build several apps in one
 * process, and each must count its own. Every label takes a value from a short fixed list (a
 * route pattern, a status, an outcome), never from what a visitor sends, so the number of
 * series stays bounded whatever addresses are asked.
 */

/** The connection pool's figures, read when Prometheus scrapes (PostgreSQL only). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export type MailOutcome = "sent" | "failed";
export type GoldPriceFailure = "error" | "implausible";

/** Methods a browser or client sends; any other is counted as "other". */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Seconds; finer than prom-client's default below 5 ms, where answers from the page cache
 * fall, and up to 10 s, past which a request is a fault whatever its exact time.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics({ pool = null }: { pool?: PoolUse | null } = {}) {
  const registry = new Registry();
  // Process memory, CPU, event-loop delay (a histogram sampled by perf_hooks), handles, GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "Time until the answer's headers, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  // A child per label set, so a request costs a Map lookup, not prom-client hashing its
  // labels object (the product list's p99 budget is 20 ms at 50 connections).
  const requestSeries = new Map<string, Histogram.Internal<"method" | "route" | "status">>();

  const pageCache = counted("storefront_page_cache_lookups_total", "Page cache lookups", {
    result: ["hit", "miss"],
  });
  const orders = new Counter({
    name: "storefront_orders_placed_total",
    help: "Orders placed (a retry with the same key is not counted again)",
    registers,
  });
  const mails = counted("storefront_mails_total", "Mails handed to SMTP or the outbox", {
    result: ["sent", "failed"] satisfies MailOutcome[],
  });
  const uploads = new Counter({
    name: "storefront_uploads_total",
    help: "Pictures uploaded (admin pictures and contact-form photos), by outcome",
    labelNames: ["result"] as const,
    registers,
  });
  uploads.inc({ result: "stored" }, 0);
  const goldPrice = counted(
    "storefront_gold_price_source_failures_total",
    "Gold price sources that failed or answered an implausible price",
    {
      source: ["exchange-rate", "spot"] satisfies GoldPriceSource[],
      reason: ["error", "implausible"] satisfies GoldPriceFailure[],
    },
  );

  if (pool) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge("storefront_db_pool_connections", "Open PostgreSQL connections", (p) => p.totalCount);
    poolGauge("storefront_db_pool_idle_connections", "Idle PostgreSQL connections", (p) => {
      return p.idleCount;
    });
    poolGauge("storefront_db_pool_waiting_queries", "Queries waiting for a connection", (p) => {
      return p.waitingCount;
    });
  }

  /** A counter whose every label combination shows from the start, at 0 (for rate()). */
  function counted<L extends string>(name: string, help: string, values: Record<L, string[]>) {
    const labelNames = Object.keys(values) as L[];
    const counter = new Counter<L>({ name, help, labelNames, registers });
    let combinations: LabelValues<L>[] = [{}];
    for (const label of labelNames) {
      combinations = combinations.flatMap((partial) =>
        values[label].map((value) => ({ ...partial, [label]: value })),
      );
    }
    for (const labels of combinations) counter.inc(labels, 0);
    return counter;
  }

  // Arrow functions: services are handed them alone, as callbacks.
  return {
    registry,

    /** One answered request; `route` is a pattern (route-label.ts), never the raw path. */
    request: (method: string, route: string, status: number, seconds: number) => {
      const known = METHODS.has(method) ? method : "other";
      const key = `${known} ${route} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = requests.labels(known, route, String(status));
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    pageCacheLookup: (hit: boolean) => {
      pageCache.inc({ result: hit ? "hit" : "miss" });
    },
    orderPlaced: () => {
      orders.inc();
    },
    mail: (outcome: MailOutcome) => {
      mails.inc({ result: outcome });
    },
    upload: (result: "stored" | MediaRefusal) => {
      uploads.inc({ result });
    },
    goldPriceSourceFailed: (source: GoldPriceSource, reason: GoldPriceFailure) => {
      goldPrice.inc({ source, reason });
    },
  };
}
