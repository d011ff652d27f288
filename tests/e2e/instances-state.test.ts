import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { insertProduct, insertSpecialEdition } from "#tests/support/catalogue-factories.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { httpSession, signedUpSession, type HttpSession } from "./support/http-session.ts";
import { startInstances, type Instances } from "./support/instances.ts";
import type { RunningServer } from "./support/server.ts";

/** PostgreSQL only, when TEST_DATABASE_URL is set: SQLite runs one instance per file. */
const postgresOnly = availableDatabases().filter((kind) => kind === "postgres");

/** Small enough to reach: a client gets 3 × this many sign-ins, an account this many failures. */
const AUTH_MAX = 4;
const VALUATION_MAX = 3;
const json = { "content-type": "application/json" };

/**
 * What already holds across instances (issue 23), kept so: two instances on one PostgreSQL
 * share sessions, rate limits, the one piece of a special edition and idempotency keys. Each
 * request alternates or races between the two, so per-instance state would fail every check.
 */
describe.each(postgresOnly)("state shared by two instances [%s]", () => {
  let instances: Instances;
  let one: RunningServer;
  let two: RunningServer;
  let customer: HttpSession;
  let ring: CatalogueItemDetail;
  const stamp = Date.now();

  beforeAll(async () => {
    instances = await startInstances({
      env: {
        SEED_DEMO_DATA: "false",
        AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
        VALUATION_RATE_LIMIT_MAX: String(VALUATION_MAX),
      },
    });
    [one, two] = instances.servers as [RunningServer, RunningServer];
    await insertProduct(instances.db, {
      name: "Shared Solitaire",
      metal: "white-gold",
      variants: [[50, 120_000]],
    });
    ring = await findRing(() => true, one.url);
    customer = await signedUpSession(one.url, `state-${stamp}@example.be`, "long enough pw", {
      mailbox: instances.mailbox,
    });
  });
  afterAll(async () => {
    await instances.stop();
  });

  /** The customer's session, sent to `server`. */
  const on = (server: RunningServer) => httpSession(server.url, customer.cookie);

  it("keeps a session signed in on one instance signed in on the other, and signs it out on both", async () => {
    const email = `state-session-${stamp}@example.be`;
    const signedIn = await signedUpSession(one.url, email, "long enough pw", {
      mailbox: instances.mailbox,
    });
    const cookie = signedIn.cookie;
    // A signed-out visitor is sent to log in; the session is let in on either instance.
    expect((await httpSession(two.url).request("GET", "/orders")).status).toBe(302);
    expect((await httpSession(one.url, cookie).request("GET", "/orders")).status).toBe(200);
    expect((await httpSession(two.url, cookie).request("GET", "/orders")).status).toBe(200);

    const out = await httpSession(two.url, cookie).request(
      "POST",
      "/logout",
      new URLSearchParams(),
    );
    expect(out.status).toBe(302);
    // The same cookie, kept by another tab, no longer signs anyone in on either instance.
    for (const server of [one, two]) {
      const orders = await httpSession(server.url, cookie).request("GET", "/orders");
      expect(orders.status).toBe(302);
      expect(orders.headers.get("location")).toMatch(/^\/login\?/);
    }
  });

  it("counts wrong passwords on both instances together: the limit trips at the same total as on one", async () => {
    const email = `state-guessed-${stamp}@example.be`;
    await signedUpSession(one.url, email, "the right password", { mailbox: instances.mailbox });
    const guess = (server: RunningServer) =>
      httpSession(server.url).request(
        "POST",
        "/login",
        new URLSearchParams({ email, password: "a wrong guess" }),
      );
    const statuses: number[] = [];
    // One at a time, taking turns: one instance alone sees only half of them.
    for (let n = 0; n <= AUTH_MAX; n++) statuses.push((await guess(n % 2 ? two : one)).status);
    expect(statuses).toEqual([...Array<number>(AUTH_MAX).fill(401), 429]);
  });

  it("counts valuation requests of one client on both instances together", async () => {
    const ask = (server: RunningServer, n: number) =>
      fetch(`${server.url}/api/valuations`, {
        method: "POST",
        headers: { ...json, origin: server.url },
        body: JSON.stringify({
          name: "Shared Limit",
          email: `state-valuation-${stamp}@example.be`,
          message: `Request ${String(n)}.`,
        }),
      });
    const statuses: number[] = [];
    for (let n = 0; n <= VALUATION_MAX; n++) {
      statuses.push((await ask(n % 2 ? two : one, n)).status);
    }
    expect(statuses).toEqual([...Array<number>(VALUATION_MAX).fill(201), 429]);
  });

  it("sells a special edition once when orders for it race on both instances", async () => {
    const RACERS = 6;
    for (const round of [1, 2, 3]) {
      const edition = await insertSpecialEdition(instances.db, {
        name: `Shared Pendant ${String(round)}`,
        priceCents: 685_000,
      });
      const line = { id: edition, carat: null, metal: null, ringSize: null, quantity: 1 };
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, n) =>
          on(n % 2 ? two : one).request(
            "POST",
            "/api/orders",
            JSON.stringify(
              apiOrder(ring, `state-edition-${stamp}-${round}-${n}`, { lines: [line] }),
            ),
            json,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
      const winner = answers.find((answer) => answer.status === 201);
      const { id } = (await winner?.json()) as { id: string };
      const holders = await instances.db
        .selectFrom("order_items")
        .select("order_id")
        .where("special_edition_id", "=", edition)
        .execute();
      expect(holders).toEqual([{ order_id: id }]);
      const held = await instances.db
        .selectFrom("special_editions")
        .select("order_id")
        .where("id", "=", edition)
        .executeTakeFirstOrThrow();
      expect(held.order_id).toBe(id);
    }
  });

  it("places one order for one idempotency key sent to both instances at once", async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const key = `state-key-${stamp}-${String(n)}`;
      const body = JSON.stringify(apiOrder(ring, key));
      const answers = await Promise.all(
        [one, two].map((server) => on(server).request("POST", "/api/orders", body, json)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const ids = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
      );
      expect(ids[1]).toBe(ids[0]);
      const stored = await instances.db
        .selectFrom("orders")
        .select("id")
        .where("idempotency_key", "=", key)
        .execute();
      expect(stored).toEqual([{ id: ids[0] }]);
    }
  });
});
