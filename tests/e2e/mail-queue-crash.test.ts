import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { availableDatabases } from "#tests/support/databases.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { httpSession, signedUpSession } from "./support/http-session.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.ts";
import { createPostgresSchema, startServer, type RunningServer } from "./support/server.ts";

const ORDERS = 4;
const SHOP = "shop-notices@example.be";
const json = { "content-type": "application/json" };

/** The queued mails of the orders placed, as the database holds them. */
async function orderMails(db: Database, references: string[]) {
  const rows = await db
    .selectFrom("mail_queue")
    .select(["to_address", "subject", "status", "attempts", "last_error"])
    .execute();
  return rows.filter((row) => references.some((reference) => row.subject.includes(reference)));
}

/**
 * "Mail is never lost" (issue 23): orders committed while the mail server cannot be reached,
 * then `kill -9`; after a restart with the mail server back, every order's confirmation and
 * shop notice arrive exactly once, and a retry of an order with its key sends nothing new.
 */
describe.each(availableDatabases())("queued mails survive a crash [%s]", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("sends every committed order's two mails exactly once after kill -9 and a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "storefront-mail-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseEnv: Record<string, string> = {};
    let db: Database = openDatabase({ kind: "sqlite", path: join(dataDir, "store.db") });
    if (kind === "postgres") {
      await db.destroy();
      const schema = await createPostgresSchema(process.env.TEST_DATABASE_URL ?? "");
      cleanups.push(() => schema.drop());
      databaseEnv = { DATABASE_URL: schema.databaseUrl };
      db = openDatabase({ kind: "postgres", url: schema.databaseUrl });
    }
    cleanups.push(() => db.destroy());
    const env = (smtp: TestSmtpServer) => ({
      ...databaseEnv,
      SMTP_URL: smtp.url,
      ORDER_NOTIFY_EMAIL: SHOP,
      // Failures are tried again within seconds, and a send never outlasts two.
      MAIL_RETRY_SECONDS: "1",
      MAIL_SEND_TIMEOUT_SECONDS: "2",
      MAIL_MAX_ATTEMPTS: "100",
    });

    // Signing up needs its confirmation mail: the first mail server is up for that.
    const firstSmtp = await startSmtpServer();
    cleanups.push(() => firstSmtp.close());
    const first: RunningServer = await startServer(env(firstSmtp), { dataDir });
    cleanups.push(() => first.stop());
    const email = `crash-${Date.now()}@example.be`;
    const customer = await signedUpSession(first.url, email, "long enough pw", {
      mailbox: { smtp: firstSmtp },
    });
    const ring = await findRing(() => true, first.url);

    // The mail server goes away: every order's mails fail and stay queued.
    await firstSmtp.close();
    const placed: { key: string; id: string; reference: string }[] = [];
    for (let n = 0; n < ORDERS; n++) {
      const key = `crash-${n}-${Date.now()}`;
      const body = JSON.stringify(apiOrder(ring, key));
      const response = await customer.request("POST", "/api/orders", body, json);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { id: string; reference: string };
      placed.push({ key, ...answer });
    }
    const references = placed.map((order) => order.reference);
    // Tried and failed at least once each, so none was sent before the crash.
    await expect
      .poll(
        async () => {
          const mails = await orderMails(db, references);
          return mails.length === 2 * ORDERS && mails.every((mail) => mail.attempts > 0);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect((await orderMails(db, references)).every((mail) => mail.status === "queued")).toBe(true);
    expect((await orderMails(db, references))[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);

    first.process.kill("SIGKILL");
    await first.stop();

    const secondSmtp = await startSmtpServer();
    cleanups.push(() => secondSmtp.close());
    const second = await startServer(env(secondSmtp), { dataDir });
    cleanups.push(() => second.stop());

    // Every mail is sent and recorded as sent: nothing is left that could go out again.
    await expect
      .poll(
        async () => {
          const mails = await orderMails(db, references);
          return mails.filter((mail) => mail.status === "sent").length;
        },
        { timeout: 30_000 },
      )
      .toBe(2 * ORDERS);
    const received = (to: string, reference: string) =>
      secondSmtp.mails.filter(
        (mail) =>
          mail.to.some((address) => address.toLowerCase() === to) &&
          mail.subject.includes(reference),
      ).length;
    for (const reference of references) {
      expect({
        reference,
        customer: received(email, reference),
        shop: received(SHOP, reference),
      }).toEqual({ reference, customer: 1, shop: 1 });
    }
    expect(secondSmtp.mails).toHaveLength(2 * ORDERS);

    // A retry of an order with its key answers the same order and queues nothing.
    const queuedBefore = (await db.selectFrom("mail_queue").select("id").execute()).length;
    const retried = placed[0];
    if (!retried) throw new Error("no order placed");
    // The same customer, signed in as before (the session is in the database).
    const again = httpSession(second.url, customer.cookie);
    const retry = await again.request(
      "POST",
      "/api/orders",
      JSON.stringify(apiOrder(ring, retried.key)),
      json,
    );
    expect(retry.status).toBeLessThan(300);
    expect(((await retry.json()) as { id: string }).id).toBe(retried.id);
    expect(await db.selectFrom("mail_queue").select("id").execute()).toHaveLength(queuedBefore);
    expect(secondSmtp.mails).toHaveLength(2 * ORDERS);
  });
});
