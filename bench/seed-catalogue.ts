import { listedRow } from "#server/catalogue/listing-columns.ts";
import type { Database } from "#server/db/connection.ts";
import {
  caratOptions,
  diamondShapes,
  ringDesigns,
  ringMetals,
  type DiamondShape,
  type RingDesign,
  type RingMetal,
} from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";

/**
 * A large catalogue for the benchmark only (never the product's seed): `products` rings in
 * every shape, design and metal, with 2 to 5 carats, one in six discounted, one in fifty on
 * request, arriving over three years, plus special editions up to the cap. Written as the shop
 * writes rows, with their listing columns. Every piece has its Dutch (as the demo catalogue
 * does), so a list asked in Dutch reads translation rows; French is left to fall back to
 * English. Deterministic, so runs compare.
 */
export async function seedLargeCatalogue(
  db: Database,
  { products, specialEditions = 40, now = new Date() }: BenchCatalogueSize,
): Promise<void> {
  const threeYearsMs = 3 * 365 * 24 * 60 * 60 * 1000;
  const at = (n: number, of: number) =>
    new Date(now.getTime() - Math.floor((threeYearsMs * n) / of)).toISOString();
  const rings = Array.from({ length: products }, (_, n) => ringOf(n, at(n, products)));
  const editions = Array.from({ length: specialEditions }, (_, n) =>
    editionOf(n, at(n * 7 + 3, specialEditions * 7)),
  );
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(rings, 500)) {
      await trx
        .insertInto("products")
        .values(chunk.map((r) => r.row))
        .execute();
      await trx
        .insertInto("product_variants")
        .values(chunk.flatMap((r) => r.variants))
        .execute();
      await trx
        .insertInto("product_images")
        .values(chunk.flatMap((r) => r.images))
        .execute();
      await trx
        .insertInto("product_translations")
        .values(chunk.map((r) => ({ product_id: r.row.id, ...r.dutch })))
        .execute();
    }
    await trx
      .insertInto("special_editions")
      .values(editions.map((e) => e.row))
      .execute();
    await trx
      .insertInto("special_edition_translations")
      .values(editions.map((e) => ({ special_edition_id: e.row.id, ...e.dutch })))
      .execute();
  });
}

export interface BenchCatalogueSize {
  products: number;
  specialEditions?: number;
  now?: Date;
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

const words = ["Aurora", "Belle", "Étoile", "Quadra", "Trinity", "Scheldt", "Meir", "Zuid"];
const story =
  "Hand-set in our Antwerp workshop, with a certified centre diamond and a comfort-fit band. " +
  "Resized free of charge within a year, and cleaned and checked whenever you pass by.";

/** The same words in Dutch, so a Dutch list shows (and searches) Dutch text of its own length. */
const dutchShapes: Record<DiamondShape, string> = {
  "round-brilliant": "rond briljant geslepen",
  princess: "princess geslepen",
  emerald: "smaragdgeslepen",
  oval: "ovale",
};
const dutchDesigns: Record<RingDesign, string> = {
  "classic-solitaire": "klassieke solitair",
  halo: "haloring",
  vintage: "vintagering",
  "three-stone": "trilogiering",
};
const dutchMetals: Record<RingMetal, string> = {
  "white-gold": "witgoud",
  "yellow-gold": "geelgoud",
  "rose-gold": "roségoud",
  platinum: "platina",
};
const dutchStory =
  "Met de hand gezet in ons Antwerpse atelier, met een gecertificeerde middensteen en een " +
  "comfortabele ringschaal. Binnen het jaar gratis op maat gebracht, en gereinigd en " +
  "nagekeken wanneer u langskomt.";

/** A piece's Dutch row, made from its English as it is (text version 1), address from its name. */
const dutchRow = (text: { name: string; description: string }, createdAt: string) => ({
  locale: "nl" as const,
  ...text,
  slug: null,
  source_version: 1,
  updated_at: createdAt,
});

function ringOf(n: number, createdAt: string) {
  const id = newId();
  const shape: DiamondShape = diamondShapes[n % diamondShapes.length] ?? "oval";
  const design: RingDesign = ringDesigns[Math.floor(n / 4) % ringDesigns.length] ?? "halo";
  const metal: RingMetal = ringMetals[Math.floor(n / 16) % ringMetals.length] ?? "platinum";
  const name = `${words[n % words.length] ?? ""} ${shape} ${design} ${n} in ${metal}`;
  const description = `A ${design} ring with a ${shape} diamond, number ${n}. ${story}`;
  const dutch = {
    name: `${words[n % words.length] ?? ""} ${dutchDesigns[design]} met ${dutchShapes[shape]} diamant ${n} in ${dutchMetals[metal]}`,
    description: `Een ${dutchDesigns[design]} met een ${dutchShapes[shape]} diamant, nummer ${n}. ${dutchStory}`,
  };
  const carats = caratOptions.slice(n % 3, (n % 3) + 2 + (n % 4));
  const base = 90_000 + ((n * 7919) % 400) * 1_000;
  const variants = carats.map((carat) => ({
    product_id: id,
    carat_hundredths: carat,
    price_cents: Math.round((base * carat) / 50),
  }));
  const discountPercent = n % 6 === 0 ? 5 + (n % 26) : 0;
  const onRequest = n % 50 === 49;
  const images = [0, 1].map((position) => ({
    id: newId(),
    product_id: id,
    url: `/media/bench-${n}-${position}.webp`,
    position,
  }));
  return {
    row: {
      ...listedRow({
        id,
        name,
        description,
        translations: { nl: dutch },
        discountPercent,
        pricesCents: onRequest ? null : variants.map((v) => v.price_cents),
        mainImage: images[0]?.url ?? null,
        createdAt,
      }),
      diamond_shape: shape,
      ring_design: design,
      ring_metal: metal,
    },
    variants,
    images,
    dutch: dutchRow(dutch, createdAt),
  };
}

function editionOf(n: number, createdAt: string) {
  const name = `${words[n % words.length] ?? ""} special edition ${n}`;
  const description = `One of a kind, number ${n}. ${story}`;
  const dutch = {
    name: `${words[n % words.length] ?? ""} speciale editie ${n}`,
    description: `Uniek stuk, nummer ${n}. ${dutchStory}`,
  };
  const row = listedRow({
    id: newId(),
    name,
    description,
    translations: { nl: dutch },
    discountPercent: n % 4 === 0 ? 15 : 0,
    pricesCents: [400_000 + n * 10_000],
    mainImage: `/media/bench-special-${n}.webp`,
    createdAt,
  });
  return { row, dutch: dutchRow(dutch, createdAt) };
}
