import type { Logger } from "pino";
import { createAccountsService } from "./accounts/accounts.service.ts";
import type { Auth } from "./accounts/auth.ts";
import { createPasskeysService } from "./accounts/passkeys.service.ts";
import { createProfilesService } from "./accounts/profiles.service.ts";
import { federatedProviders } from "./accounts/providers.ts";
import { createSessionService } from "./accounts/session.service.ts";
import { createTwoFactorService } from "./accounts/two-factor.service.ts";
import { createAdminAppointmentsService } from "./appointments/admin-appointments.service.ts";
import { createAppointmentsService } from "./appointments/appointments.service.ts";
import { createCustomerAppointmentsService } from "./appointments/customer-appointments.service.ts";
import { createAttractImagesService } from "./attract/attract-images.service.ts";
import { createAuditService } from "./audit/audit.service.ts";
import { createCartService } from "./cart/cart.service.ts";
import { createAdminProductsService } from "./catalogue/admin-products.service.ts";
import { createCatalogueService } from "./catalogue/catalogue.service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";
import { createGoldPriceAlertsService } from "./gold-price/gold-price-alerts.service.ts";
import { createGoldPriceHistoryService } from "./gold-price/gold-price-history.service.ts";
import { createGoldPriceService } from "./gold-price/gold-price.service.ts";
import { createHealthService } from "./health/health.service.ts";
import { createAdminMailsService } from "./mail/admin-mails.service.ts";
import { createMediaService } from "./media/media.service.ts";
import { createMetricsService } from "./metrics/metrics.service.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { MediaStores } from "./media/media-storage.ts";
import { createAdminOrdersService } from "./orders/admin-orders.service.ts";
import { createCheckoutService } from "./orders/checkout.service.ts";
import { createOrdersService } from "./orders/orders.service.ts";
import { createRateLimitService } from "./rate-limit/rate-limit.service.ts";
import { createSeoService } from "./seo/seo.service.ts";
import { createSiteService } from "./site/site.service.ts";
import { createAdminSpecialEditionsService } from "./special-editions/admin-special-editions.service.ts";
import { queue } from "./lib/queue.ts";
import { createValuationsService } from "./valuations/valuations.service.ts";

export interface ServiceDependencies {
  db: Database;
  config: Config;
  auth: Auth;
  logger: Logger;
  /** This server's one Prometheus registry and its counters (server/metrics/metrics.ts). */
  metrics: Metrics;
  /** Wakes the mail sender once a transaction that queued mails has committed. */
  mailsQueued: () => void;
  /** Where pictures and their sizes are kept: local disk or an S3 bucket (MEDIA_STORE). */
  mediaStores: MediaStores;
  /**
   * What every change to what kept pages and answers show calls once it is committed: they
   * are dropped here and on every other instance (server/db/change-channel.ts).
   */
  cachedDataChanged: () => void;
}

/**
 * Every service, built once at start-up from the database and the configuration. Routes get
 * them on the request context (server/http/request-context.ts) and never see `db` or `auth`.
 * Each key names its file: `adminOrders` is `createAdminOrdersService` in
 * `server/<module>/admin-orders.service.ts` (docs/decisions/0017-one-service-style.md); this
 * function only calls factories and hands each the dependencies it names.
 */
export function createServices({
  db,
  config,
  auth,
  logger,
  metrics,
  mailsQueued,
  mediaStores,
  cachedDataChanged,
}: ServiceDependencies) {
  const rateLimit = createRateLimitService({ db });
  const media = createMediaService({
    db,
    stores: mediaStores,
    log: logger,
    uploaded: metrics.upload,
  });
  // Anyone may send photos (a valuation request's, an appointment's): one decoded at a time
  // across both, so a burst holds one decoded picture (docs/security.md, the upload budgets).
  const photoTurn = queue(1);
  const catalogue = createCatalogueService({ db });
  const goldPriceAlerts = createGoldPriceAlertsService({
    db,
    limiter: rateLimit,
    rateLimit: config.goldAlertRateLimit,
    publicUrl: config.publicUrl,
    mailsQueued,
  });
  const goldPriceHistory = createGoldPriceHistoryService({
    db,
    recorded: (price) => goldPriceAlerts.priceRecorded(price),
  });
  /**
   * What every write of products and special editions calls once it is committed, and every
   * order that holds or frees a special edition: every kept page or answer goes (they show
   * prices, pictures and whether a special edition is reserved or sold).
   */
  const catalogueChanged = cachedDataChanged;
  return {
    accounts: createAccountsService({
      db,
      auth,
      limiter: rateLimit,
      rateLimit: config.auth.rateLimit,
      providers: federatedProviders(config),
    }),
    /** The second factor: set up on /profile, asked after the password, the admin rule. */
    twoFactor: createTwoFactorService({
      db,
      auth,
      limiter: rateLimit,
      rateLimit: config.auth.rateLimit,
      adminRequiresSecondFactor: config.auth.adminRequiresSecondFactor,
    }),
    /** The signed-in user of one request (session.ts). */
    session: createSessionService({ auth }),
    profiles: createProfilesService({ db }),
    /** Passkeys: adding one, signing in with one, listing, renaming and removing them. */
    passkeys: createPasskeysService({
      db,
      auth,
      limiter: rateLimit,
      rateLimit: config.auth.rateLimit,
      adminRequiresSecondFactor: config.auth.adminRequiresSecondFactor,
    }),
    orders: createOrdersService({ db, iban: config.orders.iban }),
    /** The admin panel's orders tab: list, status (its mail queued for the customer), delete. */
    adminOrders: createAdminOrdersService({
      db,
      publicUrl: config.publicUrl,
      mailsQueued,
      changed: catalogueChanged,
    }),
    /** Places a signed-in customer's order; the delivery fee and its threshold before that. */
    checkout: createCheckoutService({
      db,
      orders: config.orders,
      limiter: rateLimit,
      rateLimit: config.orderRateLimit,
      mailsQueued,
      changed: catalogueChanged,
      placed: metrics.orderPlaced,
    }),
    /** The admin panel's mails tab: the mails that failed for good, and sending one again. */
    adminMails: createAdminMailsService({ db, mailsQueued }),
    /** The admin panel's Activity tab: the audit trail each admin service writes. */
    audit: createAuditService({ db }),
    valuations: createValuationsService({
      db,
      media,
      photoTurn,
      limiter: rateLimit,
      rateLimit: config.valuationRateLimit,
    }),
    /** Valuation appointments: free slots, bookings, the link's cancel and move, reminders. */
    appointments: createAppointmentsService({
      db,
      settings: config.appointments,
      limiter: rateLimit,
      rateLimit: config.valuationRateLimit,
      publicUrl: config.publicUrl,
      mailsQueued,
      media,
      photoTurn,
    }),
    /** A signed-in customer's own appointments: the /profile tab's list and cancel. */
    customerAppointments: createCustomerAppointmentsService({
      db,
      publicUrl: config.publicUrl,
      mailsQueued,
    }),
    /** The shop's appointments ahead, and closures (the admin's Appointments tab). */
    adminAppointments: createAdminAppointmentsService({
      db,
      settings: config.appointments,
      publicUrl: config.publicUrl,
      mailsQueued,
    }),
    catalogue,
    cart: createCartService({ db }),
    media,
    /** The admin panel's products tab: list, combinations, create, edit, delete. */
    adminProducts: createAdminProductsService({ db, media, changed: catalogueChanged }),
    /** The admin's special editions: at most 50, pictures from the media service. */
    adminSpecialEditions: createAdminSpecialEditionsService({
      db,
      media,
      changed: catalogueChanged,
    }),
    attractImages: createAttractImagesService({
      db,
      media,
      changed: cachedDataChanged,
    }),
    /** Euros per gram of gold, from the configured sources, kept 5 minutes. */
    goldPrice: createGoldPriceService({
      ...config.goldPrice,
      log: logger,
      sourceFailed: metrics.goldPriceSourceFailed,
      recordSample: (price) => goldPriceHistory.record(price),
    }),
    /** The gold price's samples and daily closes: GET /api/gold-price/history, the import. */
    goldPriceHistory,
    /** Alerts mailed when fine gold crosses a visitor's price: subscribe, confirm, unsubscribe. */
    goldPriceAlerts,
    /** For search engines: sitemap.xml and robots.txt, for the origin asked. */
    seo: createSeoService({ db }),
    /** What pages show of the shop itself: details from server/business.ts, the map. */
    site: createSiteService({ mapEmbedUrl: config.mapEmbedUrl }),
    /** The attempts counted per client and e-mail; the server sweeps old ones hourly. */
    rateLimit,
    /** For /healthz and /readyz: can the database answer, and the media storage? */
    health: createHealthService({ db, mediaStores }),
    /** GET /metrics: the figures for Prometheus, to a scrape bearing METRICS_TOKEN only. */
    metrics: createMetricsService({ metrics, token: config.metricsToken }),
  };
}

export type Services = ReturnType<typeof createServices>;
