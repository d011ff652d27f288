import { cartSchema, lacksCarat } from "#common/cart.ts";
import { fail, ok, type Result } from "#common/result.ts";
import type { Database } from "#server/db/connection.ts";
import { priceLines, type PricedLine } from "./cart-pricing.ts";

export interface CartQuote {
  lines: PricedLine[];
  /** The sum of the lines that can be bought, in cents. */
  totalCents: number;
}

/**
 * POST /api/cart/quote: the cart's lines priced from the database. The body is
 * `{ lines: CartLine[] }`; a product line without a carat is refused as a whole with
 * "carat-missing" (docs/product.md §8: "Please select a carat.").
 */
async function quoteCart(
  db: Database,
  body: unknown,
): Promise<Result<CartQuote, "invalid" | "carat-missing">> {
  const lines = cartSchema.safeParse(
    typeof body === "object" && body !== null && "lines" in body ? body.lines : undefined,
  );
  if (!lines.success) return fail("invalid");
  if (lacksCarat(lines.data)) {
    return fail("carat-missing");
  }
  const priced = await priceLines(db, lines.data);
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
