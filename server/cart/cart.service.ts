import { z } from "zod";
import { cartSchema, exceedsLineMaximum, lacksCarat, mergeLines } from "#common/cart.ts";
import { locales } from "#common/locales.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { priceLines, type PricedLine } from "./cart-pricing.ts";

export interface CartQuote {
  lines: PricedLine[];
  /** The sum of the lines that can be bought, in cents. */
  totalCents: number;
}

/** The quote's body: the lines, and the language the pieces' names are shown in. */
const quoteRequestSchema = z.object({
  lines: cartSchema,
  lang: z.enum(locales).default("en"),
});

/**
 * POST /api/cart/quote: the cart's lines priced from the database, named in `lang`. The body
 * is `{ lines: CartLine[], lang? }`; a product line without a carat is refused as a whole
 * with "carat-missing" (docs/product.md §8: "Please select a carat."), and a cart holding more
 * of a choice than a line may (its lines merged: more than one of a special edition) with
 * "invalid", as checkout refuses it. The lines are priced as sent, so the answer's lines match
 * the cart's one for one (the browser's cart is merged already: common/cart.ts).
 */
async function quoteCart(
  db: Database,
  body: unknown,
): Promise<Result<CartQuote, "invalid" | "carat-missing">> {
  const request = quoteRequestSchema.safeParse(body);
  if (!request.success) return fail("invalid");
  const { lines, lang } = request.data;
  if (exceedsLineMaximum(mergeLines(lines))) {
    return fail("invalid", { fieldErrors: { lines: "outOfRange" } });
  }
  if (lacksCarat(lines)) {
    return fail("carat-missing");
  }
  const priced = await priceLines(db, lines, lang);
  const totalCents = priced.reduce(
    (sum, line) => sum + (line.status === "ok" ? line.lineTotalCents : 0),
    0,
  );
  return ok({ lines: priced, totalCents });
}

export interface CartServiceDependencies {
  db: Database;
}

export function createCartService({ db }: CartServiceDependencies) {
  return {
    quote: (body: unknown) => quoteCart(db, body),
  };
}

export type CartService = ReturnType<typeof createCartService>;
