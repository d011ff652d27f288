import type { RequestListener } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import type { Logger } from "pino";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { carriesSession } from "#server/accounts/session.ts";
import { withClientAddress } from "#server/accounts/sign-in-origin.ts";
import type { Config } from "#server/config.ts";
import type { Metrics } from "#server/metrics/metrics.ts";
import type { Services } from "#server/services.ts";
import { bodyLimits } from "./body-limit.ts";
import { clientAddress } from "./client-address.ts";
import { compression } from "./compression.ts";
import { forwardedRequest } from "./forwarded.ts";
import { keptAnswersFirst } from "./kept-answers.ts";
import { languageRedirect } from "./language-redirect.ts";
import { mediaRoute } from "./media-route.ts";
import type { PageCache } from "./page-cache.ts";
import { requestContext } from "./request-context.ts";
import { requestLog, type RequestLogVariables } from "./request-log.ts";
import { requestMetrics } from "./request-metrics.ts";
import { routeLabeler } from "./route-label.ts";
import {
  sameOriginWrites,
  securityHeaders,
  securityPolicy,
  type SecurityVariables,
} from "./security.ts";
import { uploadGuard } from "./upload-guard.ts";

export interface AppDependencies {
  /** In development a function, so each request gets the routes as last edited. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: Config;
  logger: Logger;
  services: Services;
  /** Pages kept for signed-out visitors; cleared by whatever changes what they show. */
  pageCache: PageCache;
  /** This server's counters for GET /metrics (server/metrics/metrics.ts). */
  metrics: Metrics;
  /** build/client: hashed assets under /assets, plus favicon and the like. */
  clientDir: string;
}

type Env = { Variables: RequestLogVariables & SecurityVariables };

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A path whose last segment has an extension: "/favicon.svg", not "/nl/shop". */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * The Hono app, and what puts the page cache's answers before it (kept-answers.ts): the
 * server hands each request to `keptFirst(listener of app)`.
 */
export function createApp({
  build,
  config,
  logger,
  services,
  pageCache,
  metrics,
  clientDir,
}: AppDependencies) {
  const app = new Hono<Env>();
  const handle = createRequestHandler(build, config.env);
  const label = routeLabeler(build);
  const security = securityPolicy(config);

  // First, so a request's time includes every middleware; labelled by route pattern.
  app.use(requestMetrics(metrics, label));
  // Before anything reads the request's address: behind a trusted proxy it is the visitor's.
  if (config.trustProxy) app.use(forwardedRequest(config));
  app.use(requestLog(logger));
  app.use(securityHeaders(security));
  // Measured without it (PERF_DISABLE=compression), hono's own compress() does the job.
  app.use(config.performance.compression ? compression() : compress());

  // The one handler for what escapes every route: logged with the request id, which the
  // visitor sees too, so a report can be matched to its log line.
  app.onError((error, c) => {
    const requestId = c.get("requestId");
    // A client that hung up is no fault of ours (request-log.ts says it left).
    if (c.req.raw.signal.aborted) c.get("log").info({ err: error }, "client left");
    else c.get("log").error({ err: error }, "unhandled error");
    return c.text(`Internal Server Error (reference: ${requestId})`, 500);
  });

  app.get("/healthz", async (c) => {
    try {
      await services.health.databaseReachable();
      return c.json({ status: "ok" });
    } catch (error) {
      c.get("log").error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  // Readiness, for a load balancer choosing where to send traffic: /healthz says the process
  // lives (its database answers), this also that the media storage every instance shares does.
  app.get("/readyz", async (c) => {
    const unreachable = await services.health.unreachable();
    if (unreachable.length === 0) return c.json({ status: "ok" });
    for (const { dependency, reason } of unreachable) {
      c.get("log").error({ err: reason, dependency }, "readiness check: unreachable");
    }
    return c.json(
      { status: "unavailable", unreachable: unreachable.map(({ dependency }) => dependency) },
      503,
    );
  });

  // For Prometheus, with METRICS_TOKEN as a bearer token; 404 while it is unset.
  app.get("/metrics", async (c) => {
    const answer = await services.metrics.exposition(c.req.header("authorization"));
    if (answer.ok) {
      c.header("Cache-Control", "no-store");
      return c.body(answer.body, 200, { "Content-Type": answer.contentType });
    }
    if (answer.error === "not-found") return c.notFound();
    c.header("WWW-Authenticate", 'Bearer realm="metrics"');
    return c.text("Unauthorized", 401);
  });

  // File names under /assets carry a content hash, so browsers may keep them forever (and
  // pictures under /media, see media-route.ts). The build writes .br and .gz copies
  // of build/client's files (tools/compress-assets.ts), sent as they are.
  const precompressed = config.performance["precompressed-assets"];
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  app.on(["GET", "HEAD"], "/media/:name", mediaRoute(services.media));
  // The other files of build/client (favicon, robots.txt) have an extension and pages never
  // do, so a page is not looked for on disk first.
  const otherFiles = serveStatic<Env>({
    root: clientDir,
    precompressed,
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=3600");
    },
  });
  app.use(except((c) => !FILE_NAME.test(c.req.path), otherFiles));

  app.use(bodyLimits());
  app.use(sameOriginWrites(config));
  app.use(uploadGuard(config.uploads));
  app.use(languageRedirect());

  app.all("*", async (c) => {
    const values = { nonce: c.get("nonce"), requestId: c.get("requestId") };
    // Only a GET by someone who cannot be signed in may get a kept page or answer.
    const cacheKey =
      pageCache.enabled && c.req.method === "GET" && !carriesSession(c.req.raw.headers)
        ? c.req.url
        : null;
    const kept = cacheKey ? pageCache.serve(cacheKey, values) : null;
    if (cacheKey) metrics.pageCacheLookup(kept !== null);
    if (kept) {
      kept.headers.set("X-Cache", "hit");
      return kept;
    }
    const context = new RouterContextProvider();
    const sharing = { allowed: false };
    const responseHeaders = new Headers();
    const resolveSession = services.session.resolver(c.req.raw.headers, responseHeaders);
    const seen = { signedIn: false };
    const session = async () => {
      const user = await resolveSession();
      seen.signedIn ||= user !== null;
      return user;
    };
    const address = clientAddress(c.req.raw, config, () => getConnInfo(c).remote.address);
    context.set(requestContext, {
      services,
      log: c.get("log"),
      requestId: values.requestId,
      nonce: values.nonce,
      origin: config.pageOrigin ?? new URL(c.req.url).origin,
      clientAddress: address,
      session,
      responseHeaders,
      sharing,
      performance: config.performance,
    });
    const generation = pageCache.generation;
    // Sessions better-auth creates on the way note where from (sign-in-origin.ts).
    const response = await withClientAddress(address, () => handle(c.req.raw, context));
    const setsCookie = responseHeaders.has("set-cookie") || response.headers.has("set-cookie");
    if (cacheKey && sharing.allowed && !seen.signedIn && !setsCookie) {
      // Asked again once the page is complete: an error while streaming withdraws it.
      const stored = await pageCache.store(
        cacheKey,
        response,
        values,
        () => sharing.allowed && pageCache.generation === generation,
      );
      stored.headers.set("X-Cache", "miss");
      return stored;
    }
    // A page rendered for a signed-in person carries their data (at least their e-mail in
    // the header): no shared cache or back-forward store may keep it for the next person.
    if (seen.signedIn) responseHeaders.set("Cache-Control", "private, no-store");
    if ([...responseHeaders.keys()].length === 0) return response;
    const withHeaders = new Response(response.body, response);
    for (const cookie of responseHeaders.getSetCookie()) {
      withHeaders.headers.append("set-cookie", cookie);
    }
    const cacheControl = responseHeaders.get("cache-control");
    if (cacheControl) withHeaders.headers.set("cache-control", cacheControl);
    return withHeaders;
  });

  const keptFirst = config.performance["kept-answers"]
    ? keptAnswersFirst({ pageCache, config, logger, metrics, label, security })
    : (listener: RequestListener) => listener;
  return { app, keptFirst };
}
