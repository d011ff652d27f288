import { sql } from "kysely";
import type { Database } from "#server/db/connection.ts";
import type { OrderStatus, RingMetal } from "#server/db/schema.ts";
import { newId } from "#server/lib/ids.ts";

let sequence = 0;
const timestamp = (offsetMinutes = 0) =>
  new Date(Date.UTC(2026, 10, 1, 9, 0) + offsetMinutes * 60_000).toISOString();

/**
 * A user row as better-auth would leave it, without going through sign-up. Its address counts
 * as confirmed (it may order) unless `emailVerified: false`.
 */
export async function insertUser(
  db: Database,
  values: { email?: string; role?: "customer" | "admin"; emailVerified?: boolean } = {},
) {
  sequence += 1;
  const id = newId();
  const email = values.email ?? `user${sequence}-${id.slice(0, 6).toLowerCase()}@example.com`;
  await db
    .insertInto("users")
    .values({
      id,
      email,
      role: values.role ?? "customer",
      // `true`/`false` read the same on both databases (SQLite stores 1/0); a JS boolean does not bind in SQLite.
      email_verified: (values.emailVerified ?? true) ? sql<boolean>`true` : sql<boolean>`false`,
      created_at: timestamp(),
      updated_at: timestamp(),
    })
    .execute();
  return { id, email, emailVerified: values.emailVerified ?? true };
}

export interface OrderFixtureItem {
  name: string;
  caratHundredths?: number | null;
  metal?: RingMetal | null;
  unitPriceCents: number;
  quantity?: number;
}

/**
 * An order with its item snapshots, as checkout (a later issue) will write them; the total
 * is the sum of the items.
 */
export async function insertOrder(
  db: Database,
  userId: string,
  items: OrderFixtureItem[],
  options: {
    status?: OrderStatus;
    minutesAfterStart?: number;
    /** Who checkout was told to call, and the language of the order's mails. */
    customerName?: string;
    locale?: string;
  } = {},
) {
  const id = newId();
  const created = timestamp(options.minutesAfterStart ?? 0);
  const total = items.reduce((sum, item) => sum + item.unitPriceCents * (item.quantity ?? 1), 0);
  await db
    .insertInto("orders")
    .values({
      id,
      user_id: userId,
      total_cents: total,
      status: options.status ?? "pending",
      customer_name: options.customerName ?? "",
      locale: options.locale ?? "en",
      created_at: created,
      updated_at: created,
    })
    .execute();
  await db
    .insertInto("order_items")
    .values(
      items.map((item, position) => ({
        id: newId(),
        order_id: id,
        product_id: null,
        special_edition_id: null,
        name: item.name,
        english_name: item.name,
        carat_hundredths: item.caratHundredths ?? null,
        metal: item.metal ?? null,
        unit_price_cents: item.unitPriceCents,
        quantity: item.quantity ?? 1,
        position,
      })),
    )
    .execute();
  return { id, totalCents: total, createdAt: created };
}
