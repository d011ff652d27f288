import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/connection.ts";

/**
 * What the admin's rows of the authorization table act on, written into the server's database
 * before the table runs; fresh per server, so each database's run changes only its own rows.
 */
export interface Targets {
  /** Orders of the first customer: one the admin moves on, one the admin deletes. */
  orders: { status: string; deleted: string };
  /** A valuation request whose status the admin changes. */
  valuation: string;
  /** A product the admin deletes. */
  product: string;
  /** The name of the product the admin's save creates. */
  savedProduct: string;
  /** Passkeys of the first customer: one renamed, one removed (by its owner only). */
  passkeys: { renamed: string; removed: string };
  /** An appointment the first customer booked signed in, cancelled from /profile by them only. */
  appointment: string;
}

export function newTargets(): Targets {
  const id = () => randomBytes(15).toString("base64url");
  return {
    orders: { status: id(), deleted: id() },
    valuation: `authzValuation${randomBytes(4).toString("hex")}`,
    product: id(),
    savedProduct: `Authz ring ${randomBytes(4).toString("hex")}`,
    passkeys: { renamed: id(), removed: id() },
    appointment: id(),
  };
}

/** The id of the account with this e-mail (signed up through the server). */
export async function userId(db: Database, email: string): Promise<string> {
  const { id } = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return id;
}

/** A pending order of `ownerId`, written as checkout would leave it. */
export async function insertOrder(
  db: Database,
  orderId: string,
  ownerId: string,
  totalCents = 100,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("orders")
    .values({
      id: orderId,
      user_id: ownerId,
      total_cents: totalCents,
      idempotency_key: null,
      status: "pending",
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Writes the targets through Kysely with the project's own dialects, so the same fixture
 * serves the SQLite and the PostgreSQL server.
 */
export async function writeTargets(db: Database, target: Targets, ownerId: string) {
  for (const orderId of Object.values(target.orders)) await insertOrder(db, orderId, ownerId);
  const now = new Date().toISOString();
  await db
    .insertInto("valuation_requests")
    .values({
      id: target.valuation,
      name: "Authz",
      email: "authz-status@example.be",
      phone: null,
      message: "Status rows.",
      locale: "en",
      created_at: now,
    })
    .execute();
  await db
    .insertInto("products")
    .values({
      id: target.product,
      name: "Authz target",
      diamond_shape: "oval",
      ring_design: "halo",
      ring_metal: "platinum",
      price_cents: null,
      main_image: null,
      min_sale_price_cents: null,
      max_sale_price_cents: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // A month ahead, at a time no slot starts at: without a seat, so no booking's seat collides.
  const start = new Date(Date.now() + 30 * 86_400_000 + 7 * 60_000);
  await db
    .insertInto("appointments")
    .values({
      id: target.appointment,
      topic: "watch",
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      name: "Authz",
      email: "authz-appointment@example.be",
      phone: "+32 470 00 00 00",
      note: null,
      locale: "en",
      user_id: ownerId,
      token_hash: randomBytes(32).toString("hex"),
      remind_at: null,
      reminded_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // As better-auth's passkey plugin stores them; never used to sign in here.
  for (const passkeyId of Object.values(target.passkeys)) {
    await db
      .insertInto("passkeys")
      .values({
        id: passkeyId,
        user_id: ownerId,
        name: "Authz key",
        public_key: randomBytes(77).toString("base64"),
        credential_id: randomBytes(32).toString("base64url"),
        counter: 0,
        device_type: "singleDevice",
        backed_up: 0,
        transports: "internal",
        aaguid: null,
        created_at: now,
        last_used_at: null,
      })
      .execute();
  }
}
