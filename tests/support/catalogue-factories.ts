import { listedRow } from "#server/catalogue/listing-columns.ts";
import type { Database } from "#server/db/connection.ts";
import type { DiamondShape, RingDesign, RingMetal, TranslatedLocale } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";

/** Creation times a test can order: minutes after a fixed start. */
export const minutesAfterStart = (minutes: number) =>
  new Date(Date.UTC(2026, 0, 1, 9, 0) + minutes * 60_000).toISOString();

/** What products and special editions have alike. */
interface PieceFixture {
  name: string;
  description?: string;
  discountPercent?: number;
  minutes?: number;
  id?: string;
  images?: string[];
  mainImage?: string | null;
  /** English address words when typed. */
  slug?: string;
  /** Dutch and French, each field optional; made from text version 1 unless told. */
  translations?: Partial<Record<TranslatedLocale, TranslationFixture>>;
}

export interface TranslationFixture {
  name?: string;
  description?: string;
  slug?: string;
  sourceVersion?: number;
}

/** The fixture's translation rows, as the shop stores them (null: not translated). */
function translationRows(fixture: PieceFixture) {
  return Object.entries(fixture.translations ?? {}).map(([locale, text]) => ({
    locale: locale as TranslatedLocale,
    name: text.name ?? null,
    description: text.description ?? null,
    slug: text.slug ?? null,
    source_version: text.sourceVersion ?? 1,
    updated_at: minutesAfterStart(fixture.minutes ?? 0),
  }));
}

export interface ProductFixture extends PieceFixture {
  shape?: DiamondShape;
  design?: RingDesign;
  metal?: RingMetal;
  /** Carat (hundredths) → price in cents; none: priced by `priceCents` alone. */
  variants?: [number, number][];
  /** Without variants: the one price (default 1,000 €); null: "contact us for the price". */
  priceCents?: number | null;
}

export interface SpecialEditionFixture extends PieceFixture {
  /** Default 5,000 €; null: "contact us for the price". */
  priceCents?: number | null;
}

/** The columns both tables share, listing columns included, as the shop writes them. */
function pieceRow(fixture: PieceFixture, pricesCents: number[] | null) {
  const row = listedRow({
    id: fixture.id ?? newId(),
    name: fixture.name,
    description: fixture.description ?? "",
    translations: fixture.translations,
    discountPercent: fixture.discountPercent ?? 0,
    pricesCents,
    mainImage: fixture.mainImage ?? null,
    createdAt: minutesAfterStart(fixture.minutes ?? 0),
  });
  return { ...row, slug: fixture.slug ?? null };
}

/** Image rows in the order given. */
const imageRows = (urls: string[] = []) =>
  urls.map((url, position) => ({ id: newId(), url, position }));

/** A product written as the shop writes one: with its listing columns (listing-columns.ts). */
export async function insertProduct(db: Database, fixture: ProductFixture) {
  const variants = fixture.variants ?? [];
  const basePrice = fixture.priceCents === undefined ? 100_000 : fixture.priceCents;
  // As in the admin's form: a piece without a price is "contact us", whatever its carats.
  const pricesCents =
    basePrice === null ? null : variants.length > 0 ? variants.map(([, p]) => p) : [basePrice];
  const row = pieceRow(fixture, pricesCents);
  await db
    .insertInto("products")
    .values({
      ...row,
      diamond_shape: fixture.shape ?? "round-brilliant",
      ring_design: fixture.design ?? "classic-solitaire",
      ring_metal: fixture.metal ?? "yellow-gold",
    })
    .execute();
  if (variants.length > 0) {
    await db
      .insertInto("product_variants")
      .values(
        variants.map(([carat, price]) => ({
          product_id: row.id,
          carat_hundredths: carat,
          price_cents: price,
        })),
      )
      .execute();
  }
  const images = imageRows(fixture.images).map((image) => ({ ...image, product_id: row.id }));
  if (images.length > 0) await db.insertInto("product_images").values(images).execute();
  const translations = translationRows(fixture).map((t) => ({ ...t, product_id: row.id }));
  if (translations.length > 0) {
    await db.insertInto("product_translations").values(translations).execute();
  }
  return row.id;
}

export async function insertSpecialEdition(db: Database, fixture: SpecialEditionFixture) {
  const price = fixture.priceCents === undefined ? 500_000 : fixture.priceCents;
  const row = pieceRow(
    { description: "A piece made once.", ...fixture },
    price === null ? null : [price],
  );
  await db.insertInto("special_editions").values(row).execute();
  const images = imageRows(fixture.images).map((image) => ({
    ...image,
    special_edition_id: row.id,
  }));
  if (images.length > 0) await db.insertInto("special_edition_images").values(images).execute();
  const translations = translationRows(fixture).map((t) => ({
    ...t,
    special_edition_id: row.id,
  }));
  if (translations.length > 0) {
    await db.insertInto("special_edition_translations").values(translations).execute();
  }
  return row.id;
}

/** Empties the catalogue between tests that need a catalogue of their own. */
export async function clearCatalogue(db: Database) {
  await db.deleteFrom("products").execute();
  await db.deleteFrom("special_editions").execute();
}
