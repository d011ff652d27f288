import { z } from "zod";
import {
  buyBackGrams,
  buyBackGramsPattern,
  buyBackOfferCents,
  isKarat,
  type Karat,
} from "#common/buy-back.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { GoldPrice } from "#common/gold-price.ts";

/** ?grams=12.5&karat=18 — grams with a dot or a comma, two decimals at most. */
const offerQuery = z.strictObject({
  grams: z
    .string()
    .regex(new RegExp(`^${buyBackGramsPattern}$`))
    .transform((text) => Number(text.replace(",", ".")))
    .refine((grams) => grams >= buyBackGrams.min && grams <= buyBackGrams.max),
  karat: z
    .string()
    .regex(/^[0-9]{1,2}$/)
    .transform(Number)
    .refine((karat): karat is Karat => isKarat(karat)),
});

export interface BuyBackOffer {
  offerCents: number;
  grams: number;
  karat: Karat;
  marginPercent: number;
  eurPerGram: number;
  /** When the price the offer rests on was worked out. */
  priceFetchedAt: string;
}

/** The parameters of the query that are wrong, for the 400's message. */
export type OfferFailure = "invalid";

export function readOfferQuery(
  params: URLSearchParams,
): Result<{ grams: number; karat: Karat }, OfferFailure> {
  const parsed = offerQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    // An unknown parameter's issue names it in `keys`; the others in `path`.
    const names = parsed.error.issues.flatMap((issue) =>
      issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0])],
    );
    return fail("invalid", { fieldErrors: Object.fromEntries(names.map((n) => [n, "required"])) });
  }
  return ok(parsed.data);
}

export function offerFor(
  query: { grams: number; karat: Karat },
  price: GoldPrice,
  marginPercent: number,
): BuyBackOffer {
  return {
    offerCents: buyBackOfferCents(query.grams, query.karat, price.eurPerGram, marginPercent),
    grams: query.grams,
    karat: query.karat,
    marginPercent,
    eurPerGram: price.eurPerGram,
    priceFetchedAt: price.fetchedAt,
  };
}
