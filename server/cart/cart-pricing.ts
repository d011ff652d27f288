import type { CartLine } from "#common/cart.ts";
import { availabilityUnder } from "#common/piece-availability.ts";
import { salePriceCents } from "#common/sale-price.ts";
import {
  findListedItem,
  listImages,
  listVariants,
} from "#server/catalogue/catalogue-item.queries.ts";
import { textIn } from "#server/catalogue/catalogue-language.ts";
import {
  findTranslations,
  type StoredTranslation,
} from "#server/catalogue/catalogue-translations.queries.ts";
import type { Database } from "#server/db/connection.ts";
import type { Locale } from "#common/locales.ts";

/**
 * Why a line cannot be bought as it stands: the piece, its carat or its metal is gone, it has
 * no online price, or it is a special edition another order holds (reserved or sold).
 */
export type UnavailableReason = "gone" | "option-gone" | "no-price" | "reserved" | "sold";

export interface PieceShown {
  /** In the language asked. */
  name: string;
  /** The shop's name for it, English: what an order line keeps beside the customer's. */
  englishName: string;
  slug: string;
  imageUrl: string | null;
}

export type PricedLine = CartLine &
  (
    | (PieceShown & {
        status: "ok";
        unitPriceCents: number;
        lineTotalCents: number;
        /** The drawer showed another price for this line before (seenUnitPriceCents). */
        priceChanged: boolean;
      })
    | (Partial<PieceShown> & { status: "unavailable"; reason: UnavailableReason })
  );

type Piece = NonNullable<Awaited<ReturnType<typeof findListedItem>>>;

/**
 * Prices each line from the database, as checkout will charge it: the carat's price of a
 * product, or a special edition's price, with the piece's discount (common/sale-price.ts).
 * A line whose piece, carat or metal no longer exists, or that has no price to charge online
 * ("contact us"), or that is a special edition another order holds (reserved or sold,
 * common/piece-availability.ts), is marked unavailable rather than priced. Lines are expected
 * valid in shape (cart.schema) and within their maximum; the caller has refused a product line
 * without a carat.
 */
export async function priceLines(
  db: Database,
  lines: readonly CartLine[],
  locale: Locale,
): Promise<PricedLine[]> {
  const pieces = new Map<
    string,
    Promise<{ piece: Piece; variants: Map<number, number>; shown: PieceShown } | null>
  >();
  const lookUp = (id: string) => {
    let found = pieces.get(id);
    if (!found) {
      found = loadPiece(db, id, locale);
      pieces.set(id, found);
    }
    return found;
  };
  return Promise.all(
    lines.map(async (line): Promise<PricedLine> => {
      const found = await lookUp(line.id);
      if (!found) return { ...line, status: "unavailable", reason: "gone" };
      const { piece, variants, shown } = found;
      const isProduct = piece.kind === "product";
      const optionsMatch = isProduct
        ? line.metal === piece.ring_metal && line.carat !== null && variants.has(line.carat)
        : line.carat === null && line.metal === null && line.ringSize === null;
      if (!optionsMatch) return { ...line, ...shown, status: "unavailable", reason: "option-gone" };
      const availability = availabilityUnder(piece.holder_status);
      if (availability !== "available") {
        return { ...line, ...shown, status: "unavailable", reason: availability };
      }
      const regular = isProduct ? variants.get(line.carat ?? 0) : piece.price_cents;
      if (piece.price_cents === null || regular === undefined || regular === null) {
        return { ...line, ...shown, status: "unavailable", reason: "no-price" };
      }
      const unitPriceCents = salePriceCents(regular, piece.discount_percent);
      const seen = line.seenUnitPriceCents;
      return {
        ...line,
        ...shown,
        status: "ok",
        unitPriceCents,
        lineTotalCents: unitPriceCents * line.quantity,
        priceChanged: seen !== undefined && seen !== null && seen !== unitPriceCents,
      };
    }),
  );
}

/** A line's piece with its prices, and how it is shown in `locale`. */
async function loadPiece(db: Database, id: string, locale: Locale) {
  const piece = await findListedItem(db, id);
  if (!piece) return null;
  const [variants, images, translations] = await Promise.all([
    piece.kind === "product" ? listVariants(db, id) : Promise.resolve([]),
    listImages(db, piece.kind, id),
    locale === "en"
      ? new Map<string, StoredTranslation[]>()
      : findTranslations(db, piece.kind, [id], locale),
  ]);
  const { name, slug } = textIn(locale, piece, translations.get(id));
  return {
    piece,
    variants: new Map(variants.map((v) => [v.carat_hundredths, v.price_cents])),
    shown: { name, englishName: piece.name, slug, imageUrl: images[0]?.url ?? piece.main_image },
  };
}
