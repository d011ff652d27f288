import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { RingMetal } from "#common/metals.ts";
import type { ClarityGrade, ColourGrade, CutGrade, GradingLab } from "#common/grading-report.ts";
import type { DiamondShape, RingDesign } from "#common/ring-options.ts";
import type { OrderStatus } from "#common/order-statuses.ts";
import type { ValuationStatus } from "#common/valuations.ts";
import type {
  AuditLogTable,
  GoldPriceAlertTokensTable,
  GoldPriceAlertsTable,
  GoldPriceClosesTable,
  GoldPriceSamplesTable,
  JobLeasesTable,
  MailQueueTable,
  RateLimitsTable,
  Timestamp,
} from "./schema-operations.ts";
import type {
  AccountsTable,
  PasskeysTable,
  SessionsTable,
  TwoFactorsTable,
  VerificationsTable,
} from "./schema-accounts.ts";
import type {
  AppointmentClosuresTable,
  AppointmentPhotosTable,
  AppointmentSeatsTable,
  AppointmentsTable,
} from "./schema-appointments.ts";

// Shared with the browser (cart lines, swatches, the admin's orders and product form): defined
// once in common/.
export {
  caratOptions,
  diamondShapes,
  ringDesigns,
  type DiamondShape,
  type RingDesign,
} from "#common/ring-options.ts";
export { ringMetals, type RingMetal } from "#common/metals.ts";
export { orderStatuses, type OrderStatus } from "#common/order-statuses.ts";
export const roles = ["customer", "admin"] as const;

export type Role = (typeof roles)[number];

export interface UsersTable {
  id: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | undefined, boolean>;
  name: Generated<string>;
  phone: Generated<string>;
  role: Generated<Role>;
  locale: Generated<string>;
  image: string | null;
  /** Whether signing in asks for the second factor (two_factors; migration 0015). */
  two_factor_enabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * What the shop's list filters, searches and sorts on, derived from the rest of the row and
 * written with it by `listingColumns` (server/catalogue/listing-columns.ts), never on their own.
 */
interface ListingColumns {
  /** Name and description folded for search: lower case, no accents. */
  search_text: Generated<string>;
  /** Lowest and highest price with the discount applied; null: "contact us for the price". */
  min_sale_price_cents: number | null;
  max_sale_price_cents: number | null;
  /** The name each language's page shows, folded like search_text (migration 0011). */
  name_sort_en: Generated<string>;
  name_sort_nl: Generated<string>;
  name_sort_fr: Generated<string>;
}

/**
 * A piece's English text is its own (required, the fallback of every other language); its
 * Dutch and French are rows of the translation tables below (migration 0006).
 */
interface TranslatableColumns {
  /** The words of its English address when typed; null: made from the name. */
  slug: string | null;
  /** Raised whenever the English name or description changes: older translations are outdated. */
  text_version: Generated<number>;
}

/**
 * The grading report of the piece's centre stone (migration 0007, common/grading-report.ts):
 * every column null (no report) or all but the cut set, as the database checks.
 */
export interface GradingReportColumns {
  report_lab: GradingLab | null;
  report_number: string | null;
  report_carat_hundredths: number | null;
  report_colour: ColourGrade | null;
  report_clarity: ClarityGrade | null;
  /** null also in a whole report: labs grade no cut for most fancy shapes. */
  report_cut: CutGrade | null;
}

export interface ProductsTable extends ListingColumns, TranslatableColumns, GradingReportColumns {
  id: string;
  name: string;
  description: Generated<string>;
  diamond_shape: DiamondShape;
  ring_design: RingDesign;
  ring_metal: RingMetal;
  /** "From" price in cents (its cheapest carat's); null means "contact us for the price". */
  price_cents: number | null;
  discount_percent: Generated<number>;
  main_image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductVariantsTable {
  product_id: string;
  carat_hundredths: number;
  price_cents: number;
}

export interface ProductImagesTable {
  id: string;
  product_id: string;
  url: string;
  position: number;
}

export interface SpecialEditionsTable
  extends ListingColumns, TranslatableColumns, GradingReportColumns {
  id: string;
  name: string;
  description: string;
  price_cents: number | null;
  discount_percent: Generated<number>;
  main_image: string | null;
  /**
   * The one order holding this one piece (migration 0008): reserved while it is pending, sold
   * once processing or shipped (common/piece-availability.ts); null: for sale.
   */
  order_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The languages a piece is translated into; English is the piece's own text. */
export const translatedLocales = ["nl", "fr"] as const;
export type TranslatedLocale = (typeof translatedLocales)[number];

/** One language of a piece; each field may be missing (null), and then shows in English. */
interface TranslationColumns {
  locale: TranslatedLocale;
  name: string | null;
  description: string | null;
  /** The words of the address in this language when typed; null: made from the name. */
  slug: string | null;
  /** The piece's text_version this was made from. */
  source_version: number;
  updated_at: Timestamp;
}

export interface ProductTranslationsTable extends TranslationColumns {
  product_id: string;
}

export interface SpecialEditionTranslationsTable extends TranslationColumns {
  special_edition_id: string;
}

export interface SpecialEditionImagesTable {
  id: string;
  special_edition_id: string;
  url: string;
  position: number;
}

export interface AttractImagesTable {
  id: string;
  url: string;
  position: number;
  created_at: Timestamp;
}

export interface ValuationRequestsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
  /** Where the shop is with it (the admin's valuations tab); a new request is "new". */
  status: Generated<ValuationStatus>;
  created_at: Timestamp;
}

/** A photo of the item sent with a valuation request: a stored picture, in the order sent. */
export interface ValuationPhotosTable {
  id: string;
  valuation_request_id: string;
  url: string;
  position: number;
}

export const deliveryMethods = ["pickup", "delivery"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export interface OrdersTable {
  id: string;
  user_id: string;
  total_cents: number;
  /** Checkout's key: the same one from the same customer is the same order. */
  idempotency_key: string | null;
  customer_name: Generated<string>;
  customer_phone: Generated<string>;
  delivery_method: Generated<DeliveryMethod>;
  delivery_street: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  delivery_country: string | null;
  subtotal_cents: Generated<number>;
  delivery_fee_cents: Generated<number>;
  /** The language of the order's mails. */
  locale: Generated<string>;
  status: Generated<OrderStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  product_id: string | null;
  special_edition_id: string | null;
  /** As the customer saw it when ordering, in their language. */
  name: string;
  /** The piece's English name then, for the shop (migration 0006). */
  english_name: Generated<string>;
  carat_hundredths: number | null;
  metal: RingMetal | null;
  /** EU size 44–68 as text, "unknown" (measured at pickup), or null for a special edition. */
  ring_size: string | null;
  unit_price_cents: number;
  quantity: number;
  position: number;
}

export interface DB {
  users: UsersTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  special_editions: SpecialEditionsTable;
  product_translations: ProductTranslationsTable;
  special_edition_translations: SpecialEditionTranslationsTable;
  special_edition_images: SpecialEditionImagesTable;
  attract_images: AttractImagesTable;
  valuation_requests: ValuationRequestsTable;
  valuation_photos: ValuationPhotosTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  rate_limits: RateLimitsTable;
  job_leases: JobLeasesTable;
  mail_queue: MailQueueTable;
  audit_log: AuditLogTable;
  gold_price_samples: GoldPriceSamplesTable;
  gold_price_closes: GoldPriceClosesTable;
  gold_price_alerts: GoldPriceAlertsTable;
  gold_price_alert_tokens: GoldPriceAlertTokensTable;
  appointments: AppointmentsTable;
  appointment_seats: AppointmentSeatsTable;
  appointment_closures: AppointmentClosuresTable;
  appointment_photos: AppointmentPhotosTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
  passkeys: PasskeysTable;
}

export type ValuationRequest = Selectable<ValuationRequestsTable>;
export type NewProduct = Insertable<ProductsTable>;
