import { Agent, request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { signedUpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

const CLIENTS = 6;
const SHUTDOWN_TIMEOUT_SECONDS = 10;

interface Outcome {
  key: string;
  /** The order's id from a complete 201 answer; null: no complete answer. */
  answeredId: string | null;
  connectionClose: boolean;
  afterSignal: boolean;
}

/**
 * One POST on a keep-alive connection of `agent`, read to its end. With `holdUntil`, the
 * second half of its body is sent only then: the request is in flight meanwhile.
 */
function post(
  agent: Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
  holdUntil?: Promise<void>,
  onHalfSent?: () => void,
) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>(
    (resolve, reject) => {
      const req = request(
        `${url}/api/orders`,
        {
          method: "POST",
          agent,
          headers: { ...headers, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("error", reject);
          response.on("aborted", () => {
            reject(new Error("answer cut"));
          });
          response.on("end", () => {
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              text,
            });
          });
        },
      );
      req.on("error", reject);
      if (!holdUntil) {
        req.end(body);
        return;
      }
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half), () => onHalfSent?.());
      void holdUntil.then(() => req.end(body.slice(half)));
    },
  );
}

/**
 * SIGTERM while customers on keep-alive connections are placing orders (issue 23): the server
 * stops accepting, answers what is in flight with `Connection: close`, and exits 0 well within
 * SHUTDOWN_TIMEOUT_SECONDS; every order it committed got its full answer.
 */
describe.each(availableDatabases())("shutdown under load [%s]", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("answers every committed order in full, closes keep-alive connections, and exits 0", async () => {
    let databaseUrl: string | null = null;
    if (kind === "postgres") {
      const schema = await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "");
      cleanups.push(() => schema.drop());
      databaseUrl = schema.databaseUrl;
    }
    const server: RunningServer = await startServer({
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      // The test waits for the server's "shutting down" line.
      LOG_LEVEL: "info",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    cleanups.push(() => server.stop());
    const customer = await signedUpSession(
      server.url,
      `shutdown-${Date.now()}@example.be`,
      "long enough pw",
      {
        mailbox: outboxOf(server),
      },
    );
    const ring: CatalogueItemDetail = await findRing(() => true, server.url);
    const headers = {
      "content-type": "application/json",
      cookie: customer.cookie,
      origin: server.url,
    };
    const order = (key: string) => JSON.stringify(apiOrder(ring, key));

    const outcomes: Outcome[] = [];
    let signalledAt: number | null = null;
    const exited = new Promise<number | null>((resolve) => {
      server.process.once("exit", (code) => {
        resolve(code);
      });
    });
    const customerLoop = async (client: number) => {
      // One connection per client, kept alive between its orders.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; ; n++) {
        const key = `shutdown-${client}-${n}-${Date.now()}`;
        const sentAfterSignal = signalledAt !== null;
        try {
          const answer = await post(agent, server.url, order(key), headers);
          const id =
            answer.status === 201
              ? ((JSON.parse(answer.text) as { id?: string }).id ?? null)
              : null;
          outcomes.push({
            key,
            answeredId: id,
            connectionClose: answer.connection === "close",
            afterSignal: sentAfterSignal,
          });
        } catch {
          outcomes.push({
            key,
            answeredId: null,
            connectionClose: false,
            afterSignal: sentAfterSignal,
          });
          // Refused once the server stopped accepting: this customer is done.
          if (signalledAt !== null) break;
        }
      }
      agent.destroy();
    };
    const loops = Array.from({ length: CLIENTS }, (_, client) => customerLoop(client));

    // Under way: a few orders answered on every connection, and one order whose body is half
    // sent (in flight whatever the machine's speed), then the signal.
    await expect.poll(() => outcomes.filter((o) => o.answeredId).length).toBeGreaterThanOrEqual(12);
    const heldKey = `shutdown-held-${Date.now()}`;
    const bodyRest = Promise.withResolvers<undefined>();
    const halfSent = Promise.withResolvers<undefined>();
    const held = post(
      new Agent({ keepAlive: true, maxSockets: 1 }),
      server.url,
      order(heldKey),
      headers,
      bodyRest.promise.then(() => undefined),
      () => {
        halfSent.resolve(undefined);
      },
    );
    // The signal must come once the server is reading it: after its first half left, orders
    // sent later on the other connections are answered (the server reads in arrival order).
    await halfSent.promise;
    const answeredBefore = outcomes.filter((o) => o.answeredId).length;
    await expect
      .poll(() => outcomes.filter((o) => o.answeredId).length)
      .toBeGreaterThanOrEqual(answeredBefore + CLIENTS);
    signalledAt = Date.now();
    server.process.kill("SIGTERM");
    await expect.poll(() => server.output()).toContain("shutting down");
    bodyRest.resolve(undefined);
    const heldAnswer = await held;
    outcomes.push({
      key: heldKey,
      answeredId:
        heldAnswer.status === 201
          ? ((JSON.parse(heldAnswer.text) as { id?: string }).id ?? null)
          : null,
      connectionClose: heldAnswer.connection === "close",
      afterSignal: false,
    });
    const code = await exited;
    const tookMs = Date.now() - signalledAt;
    await Promise.all(loops);

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan((SHUTDOWN_TIMEOUT_SECONDS * 1000) / 2);
    // The order in flight when the signal came was answered, telling the client to hang up.
    expect(heldAnswer.status).toBe(201);
    expect(heldAnswer.connection).toBe("close");

    const db: Database = databaseUrl
      ? openDatabase({ kind: "postgres", url: databaseUrl })
      : openDatabase({ kind: "sqlite", path: server.sqlitePath });
    cleanups.push(() => db.destroy());
    const committed = await db
      .selectFrom("orders")
      .select(["id", "idempotency_key"])
      .where("idempotency_key", "like", "shutdown-%")
      .execute();
    const answered = new Map(outcomes.map((o) => [o.key, o.answeredId]));
    const unanswered = committed.filter(
      (row) => answered.get(row.idempotency_key ?? "") !== row.id,
    );
    expect(unanswered).toEqual([]);
    expect(committed.length).toBe(outcomes.filter((o) => o.answeredId).length);
  }, 60_000);
});
