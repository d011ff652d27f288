import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { withItems } from "#server/orders/order.queries.ts";
import { insertProduct } from "#tests/support/catalogue-factories.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { apiOrderOf } from "./support/catalogue.ts";
import { httpSession, signedUpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

const PLACEMENTS = 1000;
/** Acknowledged orders before the kill: about half the stream. */
const KILL_AFTER = 500;
const CLIENTS = 4;

/** One line as checkout sends it, and the price the server must charge for it. */
interface SentLine {
  id: string;
  carat: number;
  metal: string;
  ringSize: number | "unknown";
  quantity: number;
  /** What the server must store of it: the piece's English name and its price. */
  name: string;
  unitPriceCents: number;
}

interface Placement {
  key: string;
  lines: SentLine[];
  /** The order's id and total from a complete 2xx answer; null: none came. */
  answered: { id: string; totalCents: number; reference: string } | null;
}

/** The stored order of each key, its lines in their order, as the shop's pages read them. */
async function storedOrders(db: Database, prefix: string) {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "idempotency_key", "total_cents", "subtotal_cents", "delivery_fee_cents"])
    .where("idempotency_key", "like", `${prefix}%`)
    .execute();
  return withItems(db, orders, "shop");
}

/**
 * `kill -9` in the middle of a stream of order placements (issue 23), on SQLite and on
 * PostgreSQL: after a restart on the same database every order that got a 2xx is there with
 * its lines and total; an order whose answer the kill cut may be there or not, but whole.
 */
describe.each(availableDatabases())("a crash while orders stream in [%s]", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged order, lines and total, and no order in part", async () => {
    const startedAt = Date.now();
    const dataDir = await mkdtemp(join(tmpdir(), "storefront-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseEnv: Record<string, string> = {};
    if (kind === "postgres") {
      const schema = await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "");
      cleanups.push(() => schema.drop());
      databaseEnv = { DATABASE_URL: schema.databaseUrl };
    }
    const env = {
      ...databaseEnv,
      SEED_DEMO_DATA: "false",
      AUTH_SECRET: "crash-test-secret-crash-test-secret-0123",
      // The stream is one customer's: a limit it must not reach.
      ORDER_RATE_LIMIT_MAX: String(PLACEMENTS * 5),
    };
    // The data folder is the test's, so a restart finds the SQLite file (and its WAL) again.
    const first: RunningServer = await startServer(env, { dataDir });
    cleanups.push(() => first.stop());
    const db =
      kind === "postgres"
        ? openDatabase({ kind, url: databaseEnv.DATABASE_URL ?? "" })
        : openDatabase({ kind, path: first.sqlitePath });
    cleanups.push(() => db.destroy());

    const solitaire = await insertProduct(db, {
      name: "Crash Solitaire",
      metal: "platinum",
      variants: [
        [50, 80_000],
        [100, 150_000],
      ],
    });
    const eternity = await insertProduct(db, {
      name: "Crash Eternity",
      metal: "yellow-gold",
      variants: [[150, 99_000]],
    });
    const customer = await signedUpSession(
      first.url,
      `crash-${kind}-${Date.now()}@example.be`,
      "long enough pw",
      { mailbox: outboxOf(first) },
    );
    // Each order's lines differ with its number, so a line of another order would show.
    const linesOf = (n: number): SentLine[] => [
      {
        id: solitaire,
        carat: n % 2 ? 100 : 50,
        metal: "platinum",
        ringSize: "unknown",
        quantity: 1 + (n % 3),
        name: "Crash Solitaire",
        unitPriceCents: n % 2 ? 150_000 : 80_000,
      },
      ...(n % 4 === 0
        ? [
            {
              id: eternity,
              carat: 150,
              metal: "yellow-gold",
              ringSize: 54,
              quantity: 1 + (n % 5),
              name: "Crash Eternity",
              unitPriceCents: 99_000,
            },
          ]
        : []),
    ];
    const totalOf = (lines: SentLine[]) =>
      lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

    const prefix = `crash-${kind}-${Date.now()}-`;
    const died = new Promise<NodeJS.Signals | null>((resolve) => {
      first.process.once("exit", (_code, signal) => {
        resolve(signal);
      });
    });
    const placements: Placement[] = [];
    const acknowledged = () => placements.filter((p) => p.answered).length;
    let next = 0;
    let killed = false;
    const failures: unknown[] = [];
    // Read afresh after every await: the kill comes while other requests are out.
    const stopped = () => killed || failures.length > 0;
    const session = httpSession(first.url, customer.cookie);
    const client = async () => {
      while (!stopped() && next < PLACEMENTS) {
        const n = next++;
        const placement: Placement = { key: `${prefix}${n}`, lines: linesOf(n), answered: null };
        placements.push(placement);
        try {
          const response = await session.request(
            "POST",
            "/api/orders",
            JSON.stringify(apiOrderOf(placement.lines, placement.key)),
            { "content-type": "application/json" },
          );
          const text = await response.text();
          if (response.status !== 201) {
            throw new Error(`order ${placement.key} answered ${response.status}: ${text}`);
          }
          placement.answered = JSON.parse(text) as Placement["answered"];
        } catch (error) {
          // Cut by the kill: no answer, or part of one. Anything else fails the test.
          if (!killed) failures.push(error);
        }
        // The kill, as soon as the stream is that far, between two answers of this client
        // while the others' requests are out.
        if (!stopped() && acknowledged() >= KILL_AFTER) {
          killed = true;
          first.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(failures).toEqual([]);
    const streamedMs = Date.now() - startedAt;
    expect(killed).toBe(true);
    // Gone for good before the restart, on the same SQLite file or schema.
    expect(await died).toBe("SIGKILL");

    const second = await startServer(env, { dataDir });
    cleanups.push(() => second.stop());
    const stored = new Map(
      (await storedOrders(db, prefix)).map((order) => [order.idempotency_key, order]),
    );
    const sent = new Map(placements.map((p) => [p.key, p]));
    // Every acknowledged order is there, as answered and as sent.
    const missing = placements.filter((p) => p.answered && !stored.has(p.key));
    expect(missing.map((p) => p.key)).toEqual([]);
    for (const placement of placements) {
      const order = stored.get(placement.key);
      if (!order) continue;
      const expected = totalOf(placement.lines);
      if (placement.answered) {
        expect(order.id).toBe(placement.answered.id);
        expect(placement.answered.totalCents).toBe(expected);
      }
      // Whole, acknowledged or not: every line sent, at its price, adding up to the total.
      expect(order.items).toEqual(
        placement.lines.map((line) => ({
          order_id: order.id,
          name: line.name,
          carat_hundredths: line.carat,
          metal: line.metal,
          ring_size: String(line.ringSize),
          unit_price_cents: line.unitPriceCents,
          quantity: line.quantity,
        })),
      );
      expect(order.subtotal_cents).toBe(expected);
      expect(order.total_cents).toBe(order.subtotal_cents + order.delivery_fee_cents);
    }
    // Nothing but what was sent, each key once.
    expect([...stored.keys()].filter((key) => !sent.has(key ?? ""))).toEqual([]);

    // The restarted shop still knows the customer and shows their last acknowledged orders.
    const after = httpSession(second.url, customer.cookie);
    for (const placement of placements.filter((p) => p.answered).slice(-5)) {
      const page = await after.request("GET", `/orders/${placement.answered?.reference ?? ""}`);
      expect(page.status).toBe(200);
    }
    console.info(
      `crash-orders [${kind}]: ${acknowledged()} of ${placements.length} sent acknowledged, ` +
        `${stored.size} stored; stream and kill ${streamedMs} ms, all ${Date.now() - startedAt} ms`,
    );
  }, 120_000);
});
