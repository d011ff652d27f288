import { cartSchema, exceedsLineMaximum, lacksCarat, mergeLines } from "#common/cart.ts";
import { parseInput } from "#common/field-schemas.ts";
import { fail, ok, type FieldErrors, type Result } from "#common/result.ts";
import { priceLines, type PricedLine } from "#server/cart/cart-pricing.ts";
import type { MailedOrder } from "#server/mail/order-mails.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/connection.ts";
import type { RateLimitRule, RateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { newId, orderReference } from "#server/lib/ids.ts";
import { holdAllOrThrow, PieceTaken } from "#server/special-editions/edition-holds.ts";
import { checkoutSchema, missingAddressFields, type CheckoutInput } from "./checkout.schema.ts";
import { deliveryFeeCents } from "#common/delivery.ts";
import { findOrderByKey, insertOrder } from "./checkout.queries.ts";
import { queueOrderMails } from "./order-notifications.ts";
import { structuredCommunication } from "./structured-communication.ts";

type PlacedRow = NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>;

/** Why a line is refused because another order holds its special edition. */
const heldReasons: ReadonlySet<string> = new Set(["reserved", "sold"]);

export interface PlacedOrder {
  id: string;
  reference: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** How to pay by bank transfer: the shop's IBAN and the order's structured communication. */
  payment: { iban: string; communication: string };
}

export type CheckoutError =
  | "invalid"
  | "carat-missing"
  | "empty-cart"
  | "lines-refused"
  | "piece-unavailable"
  | "unavailable"
  | "email-unconfirmed"
  | "rate-limited";

/** Who orders: the signed-in customer, and whether their e-mail address is confirmed. */
export interface Customer {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface CheckoutServiceDependencies {
  db: Database;
  orders: Config["orders"];
  /** Counts new orders per account and per client (each sends two mails). */
  limiter: RateLimitService;
  /** New orders per account in a window; a client (address) gets three times as many. */
  rateLimit: Omit<RateLimitRule, "bucket">;
  /**
   * Told once a new order's mails (the customer's confirmation, the shop's notice, queued in
   * its transaction) are committed: the mail sender sends them at once.
   */
  mailsQueued?: () => void;
  /** Told after an order that holds a special edition: kept pages show it reserved. */
  changed?: () => void;
  /** Told once per new order (a retry with the same key is not one): GET /metrics. */
  placed?: () => void;
}

/**
 * Counts a new order against the account and the client. Retries of an order already placed
 * (same key) are not counted: they send nothing.
 */
async function withinOrderLimits(
  { limiter, rateLimit }: CheckoutServiceDependencies,
  customerId: string,
  clientAddress: string,
) {
  const { max, windowSeconds } = rateLimit;
  const byClient = await limiter.consume(
    { bucket: "order:client", max: max * 3, windowSeconds },
    clientAddress,
  );
  if (!byClient.ok) return byClient;
  return limiter.consume({ bucket: "order:account", max, windowSeconds }, customerId);
}

/**
 * Places an order for a signed-in customer from the cart's choices: every line is priced from
 * the database inside one transaction (discounts applied, docs/product.md §9), the delivery
 * fee added, and the order stored as Pending with its items as snapshots. A price the browser
 * sends is never read. The same idempotency key from the same customer answers the order it
 * placed the first time, however many times it arrives, even at once. An account orders only
 * once its e-mail address is confirmed, and new orders are rate-limited (docs/security.md):
 * every order mails the customer and the shop.
 *
 * Lines of the same choice are merged; a line past its maximum (common/cart-storage.ts: more
 * than one of a special edition) refuses the order. A special edition is one piece: the order
 * holds it with a conditional update in the same transaction (edition-holds.queries.ts), so of
 * any number of checkouts at once, on either database and any number of instances, exactly
 * one gets it; the others answer "piece-unavailable" and store nothing.
 */
async function placeOrder(
  deps: CheckoutServiceDependencies,
  customer: Customer,
  body: unknown,
  clientAddress: string,
): Promise<Result<PlacedOrder, CheckoutError>> {
  const { db, orders, mailsQueued, changed, placed: counted } = deps;
  if (!orders.enabled) return fail("unavailable");
  if (!customer.emailVerified) return fail("email-unconfirmed");
  const record = typeof body === "object" && body !== null ? body : {};
  const form = parseInput(checkoutSchema, record);
  const lines = cartSchema.safeParse("lines" in record ? record.lines : undefined);
  if (!form.ok || !lines.success) {
    const fieldErrors: FieldErrors = { ...(form.ok ? {} : form.fieldErrors) };
    if (!lines.success) fieldErrors.lines = "required";
    return fail("invalid", { fieldErrors });
  }
  const input = form.data;
  const missing = missingAddressFields(input);
  if (missing.length > 0) {
    return fail("invalid", {
      fieldErrors: Object.fromEntries(missing.map((f) => [f, "required"])),
    });
  }
  if (lines.data.length === 0) return fail("empty-cart");
  if (lacksCarat(lines.data)) {
    return fail("carat-missing");
  }
  const chosen = mergeLines(lines.data);
  if (exceedsLineMaximum(chosen)) {
    return fail("invalid", { fieldErrors: { lines: "outOfRange" } });
  }
  if (!(await findOrderByKey(db, customer.id, input.idempotencyKey))) {
    const limited = await withinOrderLimits(deps, customer.id, clientAddress);
    if (!limited.ok) return limited;
  }

  const placed = await db
    .transaction()
    .execute(async (trx) => {
      const earlier = await findOrderByKey(trx, customer.id, input.idempotencyKey);
      if (earlier) return { ...earlier, items: null, holds: false };
      const priced = await priceLines(trx, chosen, input.locale);
      if (priced.some((line) => line.status === "unavailable" && heldReasons.has(line.reason))) {
        return "taken";
      }
      const items = priced.flatMap((line) => (line.status === "ok" ? [line] : []));
      if (items.length !== priced.length) return null;
      const subtotalCents = items.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const feeCents = deliveryFeeCents(input.delivery, subtotalCents, orders.delivery);
      const order = orderRow(customer.id, input, { subtotalCents, feeCents });
      const placed = await insertOrder(trx, order, items);
      // Its mails exist exactly when the order does: whatever rolls the order back below
      // takes them too, and a retry with the same key finds the order above and queues none.
      const mailed = mailedOrder(placedOrder(placed, orders), customer.email, input, items);
      await queueOrderMails(trx, mailed, input.locale, orders.notifyEmail);
      // The reading above may be stale by now; this update is what decides (PieceTaken).
      const editions = items.filter((line) => line.metal === null).map((line) => line.id);
      await holdAllOrThrow(trx, editions, order.id);
      return { ...placed, items, holds: editions.length > 0 };
    })
    .catch(async (error: unknown) => {
      if (error instanceof PieceTaken) return "taken" as const;
      // Two requests with one key at once: the second insert meets the unique index; the
      // first one's order is the answer.
      const earlier = await findOrderByKey(db, customer.id, input.idempotencyKey);
      if (earlier) return { ...earlier, items: null, holds: false };
      throw error;
    });
  if (placed === "taken") return fail("piece-unavailable");
  if (!placed) return fail("lines-refused");
  if (placed.items) counted?.();
  if (placed.items && placed.holds) changed?.();
  if (placed.items) mailsQueued?.();
  return ok(placedOrder(placed, orders));
}

/** The answer to a placed order, from its row. */
function placedOrder(
  row: Pick<PlacedRow, "id" | "subtotal_cents" | "delivery_fee_cents" | "total_cents">,
  orders: Config["orders"],
): PlacedOrder {
  return {
    id: row.id,
    reference: orderReference(row.id),
    subtotalCents: row.subtotal_cents,
    deliveryFeeCents: row.delivery_fee_cents,
    totalCents: row.total_cents,
    payment: { iban: orders.iban, communication: structuredCommunication(row.id) },
  };
}

function mailedOrder(
  order: PlacedOrder,
  email: string,
  input: CheckoutInput,
  items: Extract<PricedLine, { status: "ok" }>[],
): MailedOrder {
  return {
    ...order,
    customer: { name: input.name, email, phone: input.phone },
    items: items.map((line) => ({
      name: line.name,
      englishName: line.englishName,
      carat: line.carat,
      metal: line.metal,
      ringSize: line.ringSize === null ? null : String(line.ringSize),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    deliveryAddress:
      input.delivery === "delivery"
        ? `${input.street ?? ""}, ${input.postalCode ?? ""} ${input.city ?? ""}, ${input.country ?? ""}`
        : null,
  };
}

function orderRow(
  userId: string,
  input: CheckoutInput,
  money: { subtotalCents: number; feeCents: number },
) {
  const now = new Date().toISOString();
  const delivered = input.delivery === "delivery";
  return {
    id: newId(),
    user_id: userId,
    idempotency_key: input.idempotencyKey,
    customer_name: input.name,
    customer_phone: input.phone,
    delivery_method: input.delivery,
    delivery_street: delivered ? (input.street ?? null) : null,
    delivery_postal_code: delivered ? (input.postalCode ?? null) : null,
    delivery_city: delivered ? (input.city ?? null) : null,
    delivery_country: delivered ? (input.country ?? null) : null,
    subtotal_cents: money.subtotalCents,
    delivery_fee_cents: money.feeCents,
    total_cents: money.subtotalCents + money.feeCents,
    locale: input.locale,
    created_at: now,
    updated_at: now,
  };
}

/** Checkout as routes get it: the order placed, and the delivery rules it shows beforehand. */
export function createCheckoutService(deps: CheckoutServiceDependencies) {
  return {
    /** Places a signed-in customer's order from the cart's choices (placeOrder above). */
    place: (customer: Customer, body: unknown, origin: { clientAddress: string }) =>
      placeOrder(deps, customer, body, origin.clientAddress),
    /** What checkout and the terms show before an order: the delivery fee and its threshold. */
    delivery: () => deps.orders.delivery,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
