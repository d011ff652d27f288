import { reportColumns } from "#server/catalogue/grading-report-columns.ts";
import { listedRow } from "#server/catalogue/listing-columns.ts";
import type { Database } from "#server/db/connection.ts";
import { translatedLocales, type TranslatedLocale } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";
import { demoAttractImages, demoProducts, demoSpecialEditions } from "./demo-catalogue.ts";
import { demoArtDir, type DemoImage } from "./demo-image-key.ts";
import type { MediaStorage } from "#server/media/media-storage.ts";
import { createDemoImageStore, type DemoImageStore } from "./demo-images.ts";

export interface SeedOptions {
  /** Where the pictures are stored, as uploads are. Served as /media/<file>. */
  storage: MediaStorage;
  /** Where the committed demo pictures are read from; defaults to the repository's demo-art. */
  artDir?: string;
  /** The seed's "today": creation dates are spread over the months before it. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  specialEditions: number;
  attractImages: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const NOT_SEEDED: SeedResult = {
  seeded: false,
  products: 0,
  specialEditions: 0,
  attractImages: 0,
};

/** "Empty" means the shop has never had a catalogue: anything an admin added must stay alone. */
async function catalogueIsEmpty(db: Database): Promise<boolean> {
  for (const table of ["products", "special_editions", "attract_images"] as const) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Copies every picture the demo needs; pictures shared between items are copied once. */
async function copyImages(store: DemoImageStore) {
  const withUrls = <T extends { images: DemoImage[] }>(items: T[]) =>
    Promise.all(
      items.map(async (item) => ({
        item,
        urls: await Promise.all(item.images.map((image) => store.url(image))),
      })),
    );
  const [products, editions, attract] = await Promise.all([
    withUrls(demoProducts),
    withUrls(demoSpecialEditions),
    Promise.all(
      demoAttractImages.map(async (item) => ({ item, url: await store.url(item.image) })),
    ),
  ]);
  return { products, editions, attract };
}

/** A demo piece's Dutch or French, made from its English as it is (version 1). */
const translationRow = (
  locale: TranslatedLocale,
  text: { name: string; description: string },
  at: string,
) => ({ locale, ...text, slug: null, source_version: 1, updated_at: at });

/**
 * Fills an empty shop with a believable demo catalogue, so a fresh install has something to
 * show. Does nothing when any product, special edition or attract image exists.
 */
export async function seedDemoDataIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  if (!(await catalogueIsEmpty(db))) return NOT_SEEDED;

  const now = options.now ?? new Date();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();

  const store = createDemoImageStore(options.storage, options.artDir ?? demoArtDir());
  // Files are copied before the transaction rather than while holding it open.
  let copied: Awaited<ReturnType<typeof copyImages>>;
  try {
    copied = await copyImages(store);
  } catch (error) {
    await store.discard();
    throw error;
  }

  const products = copied.products.map(({ item: product, urls: images }) => {
    const id = newId();
    const createdAt = at(product.addedDaysAgo);
    return {
      row: {
        ...listedRow({
          id,
          name: product.text.en.name,
          description: product.text.en.description,
          translations: { nl: product.text.nl, fr: product.text.fr },
          discountPercent: product.discountPercent,
          pricesCents: product.variants.map((v) => v.priceCents),
          mainImage: images[0] ?? null,
          createdAt,
        }),
        diamond_shape: product.diamondShape,
        ring_design: product.ringDesign,
        ring_metal: product.ringMetal,
        // Every row names every column: one insert of many rows needs them alike.
        ...reportColumns(product.gradingReport ?? null),
      },
      variants: product.variants.map((v) => ({
        product_id: id,
        carat_hundredths: v.caratHundredths,
        price_cents: v.priceCents,
      })),
      images: images.map((url, position) => ({ id: newId(), product_id: id, url, position })),
      translations: translatedLocales.map((locale) => ({
        product_id: id,
        ...translationRow(locale, product.text[locale], createdAt),
      })),
    };
  });

  const editions = copied.editions.map(({ item: edition, urls: images }) => {
    const id = newId();
    const createdAt = at(edition.addedDaysAgo);
    return {
      row: {
        ...listedRow({
          id,
          name: edition.text.en.name,
          description: edition.text.en.description,
          translations: { nl: edition.text.nl, fr: edition.text.fr },
          discountPercent: edition.discountPercent,
          pricesCents: edition.priceCents === null ? null : [edition.priceCents],
          mainImage: images[0] ?? null,
          createdAt,
        }),
        ...reportColumns(edition.gradingReport ?? null),
      },
      images: images.map((url, position) => ({
        id: newId(),
        special_edition_id: id,
        url,
        position,
      })),
      translations: translatedLocales.map((locale) => ({
        special_edition_id: id,
        ...translationRow(locale, edition.text[locale], createdAt),
      })),
    };
  });

  const attract = copied.attract.map(({ item, url }, position) => ({
    id: newId(),
    url,
    position,
    created_at: at(item.addedDaysAgo),
  }));

  const seeded = await db
    .transaction()
    .execute(async (trx) => {
      // Another server sharing the database may have seeded while the images were copied.
      if (!(await catalogueIsEmpty(trx))) return false;
      await trx
        .insertInto("products")
        .values(products.map((p) => p.row))
        .execute();
      await trx
        .insertInto("product_variants")
        .values(products.flatMap((p) => p.variants))
        .execute();
      await trx
        .insertInto("product_images")
        .values(products.flatMap((p) => p.images))
        .execute();
      await trx
        .insertInto("special_editions")
        .values(editions.map((e) => e.row))
        .execute();
      await trx
        .insertInto("special_edition_images")
        .values(editions.flatMap((e) => e.images))
        .execute();
      await trx
        .insertInto("product_translations")
        .values(products.flatMap((p) => p.translations))
        .execute();
      await trx
        .insertInto("special_edition_translations")
        .values(editions.flatMap((e) => e.translations))
        .execute();
      await trx.insertInto("attract_images").values(attract).execute();
      return true;
    })
    .catch(async (error: unknown) => {
      await store.discard();
      throw error;
    });

  if (!seeded) {
    await store.discard();
    return NOT_SEEDED;
  }
  return {
    seeded: true,
    products: products.length,
    specialEditions: editions.length,
    attractImages: attract.length,
  };
}
