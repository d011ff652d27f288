import {
  createServer,
  Server as HttpServer,
  type RequestListener,
  type ServerOptions,
} from "node:http";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import * as build from "virtual:react-router/server-build";
import { resolveAuthSecret } from "./accounts/auth-secret.ts";
import { createAuth } from "./accounts/auth.ts";
import { loadConfigOrReport } from "./config.ts";
import { withAdvisoryLock } from "./db/advisory-lock.ts";
import { openChangeChannel } from "./db/change-channel.ts";
import { connectionPool, openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDemoDataIfEmpty } from "./db/seed/seed.ts";
import { createApp } from "./http/create-app.ts";
import { createLogger } from "./http/logger.ts";
import { createPageCache } from "./http/page-cache.ts";
import { createMailer } from "./mail/mailer.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { startMailSender } from "./mail/mail-sender.ts";
import { queueMails } from "./mail/mail-queue.queries.ts";
import { openMediaStores } from "./media/media-stores.ts";
import { drainable } from "./lib/http-drain.ts";
import { schedulePeriodicJob } from "./lib/periodic-job.ts";
import { createServices } from "./services.ts";

/** What `npm run dev` (tools/dev.ts) swaps in: routes loaded per request, Vite's HTTP server. */
export interface DevelopmentHooks {
  build?: () => Promise<ServerBuild>;
  createServer?: typeof createServer;
  clientDir?: string;
}

/**
 * The production entry, bundled by Vite with the routes (see vite.config.ts) and started by
 * server.js: config → database (migrate, seed) → HTTP → graceful shutdown on SIGTERM/SIGINT.
 */
export async function startServer(dev: DevelopmentHooks = {}): Promise<void> {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const logger = createLogger(config.logLevel);
  const db = openDatabase(config.database);

  const mediaStores = openMediaStores(config.media);
  // Instances started together on one PostgreSQL migrate and seed one after another: the
  // first does the work, the others find it done.
  await withAdvisoryLock(db, "start", async () => {
    const applied = await migrateToLatest(db);
    logger.info({ database: config.database.kind, applied }, "database migrated");
    if (config.seedDemoData) {
      const seed = await seedDemoDataIfEmpty(db, { storage: mediaStores.pictures });
      if (seed.seeded) logger.info(seed, "demo data seeded");
    }
  });

  const clientDir = dev.clientDir ?? fileURLToPath(new URL("../client", import.meta.url));
  // One registry for this server, never prom-client's global one (decision 23).
  const metrics = createMetrics({ pool: connectionPool(db) });
  // Every mail is queued (in the transaction of what causes it) and sent from the queue by
  // this sender, on whichever instance claims it first (docs/decisions/0024-queued-mails.md).
  const mailSender = startMailSender({
    db,
    mailer: createMailer(config.mail, logger, metrics.mail),
    log: logger,
    retry: config.mail.retry,
    sendTimeoutMs: config.mail.sendTimeoutMs,
    // Mails queued by another instance, or due again after a failure, wait at most this long.
    pollMs: Math.min(5000, config.mail.retry.firstRetryMs),
  });
  const secret = resolveAuthSecret(config.auth, logger);
  if (!config.auth.adminRequiresSecondFactor) {
    logger.warn(
      "ADMIN_REQUIRE_2FA=false: admins reach the admin panel without a second factor (for development and tests only)",
    );
  }
  const auth = createAuth({
    db,
    config,
    secret,
    mails: { queue: (trx, mails) => queueMails(trx, mails, Date.now()), wake: mailSender.wake },
    logLinks: config.mail.smtpUrl === null,
    log: logger,
  });
  const pageCache = createPageCache({
    seconds: config.performance["page-cache"] ? config.publicCacheSeconds : 0,
    maxEntries: 500,
  });
  // Whatever drops kept pages and answers on this instance drops them on every instance.
  const changes = await openChangeChannel({
    target: config.database,
    db,
    log: logger,
    onChange: () => {
      pageCache.clear();
    },
  });
  const services = createServices({
    db,
    config,
    auth,
    logger,
    metrics,
    mailsQueued: mailSender.wake,
    mediaStores,
    cachedDataChanged: changes.publish,
  });
  const { app, keptFirst } = createApp({
    build: dev.build ?? build,
    config,
    logger,
    services,
    pageCache,
    metrics,
    clientDir,
  });

  const HOUR_MS = 60 * 60 * 1000;
  // One instance a period runs the sweeps, however many share the database (job_leases).
  const sweeps = schedulePeriodicJob({
    db,
    log: logger,
    name: "hourly-sweep",
    periodMs: HOUR_MS,
    run: async () => {
      const purged = await services.rateLimit.purgeStale().catch((err: unknown) => {
        logger.warn({ err }, "rate-limit sweep failed");
        return 0;
      });
      if (purged > 0) logger.info({ purged }, "stale rate-limit counters removed");
      // Pictures uploaded for a form that was never saved; a day leaves time to finish it.
      const removed = await services.media.sweepUnused(24 * HOUR_MS).catch((err: unknown) => {
        logger.warn({ err }, "picture sweep failed");
        return 0;
      });
      if (removed > 0) logger.info({ removed }, "unused pictures removed");
      // Sent mails hold customers' details; a month leaves time to answer "did it go out?".
      const dropped = await services.adminMails
        .purgeSent(30 * 24 * HOUR_MS)
        .catch((err: unknown) => {
          logger.warn({ err }, "sent-mail sweep failed");
          return 0;
        });
      if (dropped > 0) logger.info({ dropped }, "sent mails older than 30 days removed");
      const expired = await services.accounts.purgeExpired().catch((err: unknown) => {
        logger.warn({ err }, "expired-session sweep failed");
        return 0;
      });
      if (expired > 0) logger.info({ expired }, "expired sessions and one-time values removed");
      const dead = await services.goldPriceAlerts.purgeDead().catch((err: unknown) => {
        logger.warn({ err }, "gold price alert sweep failed");
        return 0;
      });
      if (dead > 0) logger.info({ dead }, "stopped and unconfirmed gold price alerts removed");
    },
  });

  // Appointments' reminders, the day before: claimed row by row, so each goes once however
  // many instances ask (docs/decisions/0031-appointments.md); the lease spares the others
  // the question.
  const reminders = schedulePeriodicJob({
    db,
    log: logger,
    name: "appointment-reminders",
    periodMs: 10 * 60 * 1000,
    run: async () => {
      const queued = await services.appointments.remindDue();
      if (queued > 0) logger.info({ queued }, "appointment reminders queued");
    },
  });

  const createHttpServer = dev.createServer ?? createServer;
  // What the page cache keeps is answered before the app (kept-answers.ts). The cast: Node's
  // createServer is overloaded, and @hono/node-server only ever calls it with both arguments.
  const withKeptAnswers = ((options: ServerOptions, listener: RequestListener) =>
    createHttpServer(options, keptFirst(listener))) as typeof createServer;
  const server: ServerType = serve(
    { fetch: app.fetch, hostname: config.host, port: config.port, createServer: withKeptAnswers },
    (info) => {
      logger.info({ port: info.port, host: info.address }, "listening");
    },
  );
  // What a stopped or crashed process left queued goes now, not at the first poll.
  mailSender.wake();

  // Vite's development server is an http.Server too; HTTP/2 is never used.
  const draining = server instanceof HttpServer ? drainable(server) : null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const sweepsStopped = Promise.all([sweeps.stop(), reminders.stop()]);
    const force = setTimeout(() => {
      logger.error(
        { inFlight: draining?.inFlight },
        "shutdown timed out (SHUTDOWN_TIMEOUT_SECONDS); exiting",
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // No new connections; the requests under way are answered, each with Connection: close,
    // and a connection is closed as soon as it has nothing left to answer (http-drain.ts).
    const drained = draining
      ? draining.drain()
      : new Promise<void>((resolve) =>
          server.close(() => {
            resolve();
          }),
        );
    // The mail sender stops after the last answer, so the mails those requests queued are
    // sent; a send still under way is recorded before the database closes.
    drained
      .then(() => Promise.all([changes.close(), sweepsStopped, mailSender.stop()]))
      .then(() => {
        mediaStores.close();
        return db.destroy();
      })
      .then(() => {
        logger.info("every request answered, database closed; bye");
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, "closing the database failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => {
    shutdown("SIGTERM");
  });
  process.on("SIGINT", () => {
    shutdown("SIGINT");
  });
}
