import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/connection.ts";
import {
  createCheckoutService,
  type CheckoutServiceDependencies,
} from "#server/orders/checkout.service.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";

/** The shop's order settings as the checkout tests run them. */
export const testOrders: Config["orders"] = {
  enabled: true,
  delivery: { feeCents: 2500, freeFromCents: 100_000 },
  iban: "BE71096123456769",
  notifyEmail: "shop@example.be",
};

let keys = 0;
/** A fresh idempotency key: every call one order. */
export const orderKey = () => `test-key-${Date.now()}-${keys++}`;

/**
 * The checkout service on a test database with `testOrders` and a real rate limiter, whose
 * limit is far beyond any test's orders unless `maxOrders` says otherwise.
 */
export function testCheckout(
  db: Database,
  options: Partial<Pick<CheckoutServiceDependencies, "orders" | "mailsQueued" | "changed">> & {
    maxOrders?: number;
  } = {},
) {
  const { maxOrders = 1000, ...dependencies } = options;
  return createCheckoutService({
    db,
    orders: testOrders,
    limiter: createRateLimitService({ db }),
    rateLimit: { max: maxOrders, windowSeconds: 600 },
    ...dependencies,
  });
}

/** A checkout's body as the browser sends it, for a pickup, with these lines. */
export const orderBody = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  idempotencyKey: orderKey(),
  lines,
  name: "An Peeters",
  phone: "+32 470 12 34 56",
  delivery: "pickup",
  ...extra,
});

/** How many orders the database holds. */
export async function countOrders(db: Database): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
