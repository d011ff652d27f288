import { sql } from "kysely";
import type { Logger } from "pino";
import { createAccountService } from "./accounts/account.service.ts";
import type { Auth } from "./accounts/auth.ts";
import { createProfileService } from "./accounts/profile.service.ts";
import { federatedProviders } from "./accounts/providers.ts";
import { sessionResolver } from "./accounts/session.ts";
import { business } from "./business.ts";
import { createCartService } from "./cart/cart.service.ts";
import { createAdminProductService } from "./catalogue/admin-products.service.ts";
import { createCatalogueService } from "./catalogue/catalogue.service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";
import type { Mailer } from "./mail/mailer.ts";
import { createMediaService } from "./media/media.service.ts";
import type { MediaStorage } from "./media/media-storage.ts";
import { createAttractImageService } from "./attract/attract-images.service.ts";
import { createGoldPriceService } from "./gold-price/gold-price.service.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap.ts";
import { createAdminSpecialEditionsService } from "./special-editions/admin-special-editions.service.ts";
import type { PageCache } from "./http/page-cache.ts";
import { placeOrder } from "./orders/checkout.service.ts";
import { createAdminOrderService } from "./orders/admin-orders.service.ts";
import { orderNotifier, statusNotifier } from "./orders/order-notifications.ts";
import { createOrderService } from "./orders/order-history.service.ts";
import { createValuationService } from "./valuations/valuation.service.ts";

export interface ServiceDependencies {
  db: Database;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Where uploaded pictures are kept (local disk today). */
  mediaStorage: MediaStorage;
  /** Kept pages and answers, dropped by every change to what they show. */
  pageCache: PageCache;
}

/**
 * Every service, built once at start-up from the database and the configuration. Routes get
 * them on the request context (server/http/request-context.ts) and never see `db` or `auth`.
 */
export function createServices({
  db,
  config,
  auth,
  mailer,
  logger,
  mediaStorage,
  pageCache,
}: ServiceDependencies) {
  const notify = orderNotifier(mailer, config.orders.notifyEmail, logger);
  const media = createMediaService({
    db,
    storage: mediaStorage,
    cacheDir: config.mediaCacheDir,
    log: logger,
  });
  const catalogue = createCatalogueService(db, { listCacheSeconds: config.publicCacheSeconds });
  /**
   * What every write of products and special editions calls once it is committed: the
   * catalogue's kept lists and every kept page or answer (they show prices and pictures).
   */
  const catalogueChanged = () => {
    catalogue.forget();
    pageCache.clear();
  };
  return {
    accounts: createAccountService({
      db,
      auth,
      rateLimit: config.auth.rateLimit,
      providers: federatedProviders(config),
    }),
    profiles: createProfileService(db),
    orders: createOrderService(db, { iban: config.orders.iban }),
    /** The admin panel's orders tab: list, status (mailed to the customer), delete. */
    adminOrders: createAdminOrderService({
      db,
      publicUrl: config.publicUrl,
      notifyStatus: statusNotifier(mailer, logger),
    }),
    valuations: createValuationService({ db, media, rateLimit: config.valuationRateLimit }),
    catalogue,
    cart: createCartService(db),
    media,
    /** The admin panel's products tab: list, combinations, create, edit, delete. */
    adminProducts: createAdminProductService({ db, media, changed: catalogueChanged }),
    /** The admin's special editions: at most 50, pictures from the media service. */
    adminSpecialEditions: createAdminSpecialEditionsService({
      db,
      media,
      changed: catalogueChanged,
    }),
    attractImages: createAttractImageService({
      db,
      media,
      cacheSeconds: config.publicCacheSeconds,
      changed: () => {
        pageCache.clear();
      },
    }),
    /** What checkout shows before the order is placed: the delivery fee and its threshold. */
    orderSettings: { delivery: config.orders.delivery },
    /** Places a signed-in customer's order from the cart's choices (checkout.service.ts). */
    checkout: (customer: { id: string; email: string }, body: unknown) =>
      placeOrder({ db, orders: config.orders, notify }, customer, body),
    /** Euros per gram of gold, from the configured sources, kept 5 minutes. */
    goldPrice: createGoldPriceService({ ...config.goldPrice, log: logger }),
    /** For search engines: sitemap.xml and robots.txt, for the origin asked. */
    seo: {
      sitemap: (origin: string) => sitemapXml(db, origin),
      robots: robotsTxt,
    },
    /** What pages show of the shop itself: details from server/business.ts, the map. */
    site: { business, mapEmbedUrl: config.mapEmbedUrl },
    /** The signed-in user of one request (see session.ts). */
    sessionOf: (requestHeaders: Headers, responseHeaders: Headers) =>
      sessionResolver(auth, requestHeaders, responseHeaders),
    /** For /healthz: can the database answer? */
    async databaseReachable(): Promise<boolean> {
      await sql`select 1`.execute(db);
      return true;
    },
  };
}

export type Services = ReturnType<typeof createServices>;
