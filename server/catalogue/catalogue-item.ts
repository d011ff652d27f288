import type { GradingReport } from "#common/grading-report.ts";
import type { Locale } from "#common/locales.ts";
import type { PieceAvailability } from "#common/piece-availability.ts";
import type { DiamondShape, RingDesign, RingMetal } from "#server/db/schema.ts";
import type { CatalogueKind } from "./catalogue-list.queries.ts";

/*
 * What the catalogue service answers (catalogue.service.ts): the shop's cards and pages, and one
 * piece in full. The pages and the JSON API send them as they are.
 */

/** A card of the shop's grid: a product or a special edition. */
export interface CatalogueItem {
  id: string;
  /** The public address in the asked language, `/shop/<slug>` (see catalogue-text.ts). */
  slug: string;
  kind: CatalogueKind;
  /** Name and description in the asked language, English where it has none (catalogue-language.ts). */
  name: string;
  description: string;
  /** Lowest and highest price the customer pays (discount applied); null: contact us. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** The "from" price before the discount, struck through beside minPriceCents. */
  regularPriceCents: number | null;
  discountPercent: number;
  /** The first of its images, else its main image; null shows the placeholder. */
  imageUrl: string | null;
  createdAt: string;
  /** "reserved" or "sold" for a special edition an order holds; a ring is always available. */
  availability: PieceAvailability;
}

export interface CataloguePage {
  items: CatalogueItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CatalogueItemDetail extends CatalogueItem {
  /** A product's; null for a special edition. */
  diamondShape: DiamondShape | null;
  ringDesign: RingDesign | null;
  metal: RingMetal | null;
  /** Carats, smallest first, each with its price (null: contact us). None for specials. */
  variants: {
    caratHundredths: number;
    priceCents: number | null;
    regularPriceCents: number | null;
  }[];
  /** One product per other metal of the same shape and design, in the metals' order. */
  siblings: { id: string; slug: string; name: string; metal: RingMetal }[];
  images: { url: string }[];
  /** Its address in each language: the page's hreflang alternates. */
  slugs: Record<Locale, string>;
  /** Its centre stone's grading report, when the shop names one. */
  gradingReport: GradingReport | null;
}
