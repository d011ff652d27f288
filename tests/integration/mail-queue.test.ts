import { testAdmin } from "#tests/support/audit.ts";
import { sql } from "kysely";
import pino from "pino";
import { beforeEach, expect, it } from "vitest";
import type { Mailer, OutgoingMail } from "#server/mail/mailer.ts";
import { createAdminMailsService } from "#server/mail/admin-mails.service.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import { startMailSender } from "#server/mail/mail-sender.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { clearMailQueue, queuedMails } from "#tests/support/mail-queue.ts";

const log = pino({ level: "silent" });
const HOUR_MS = 60 * 60 * 1000;
const retry = { maxAttempts: 3, firstRetryMs: 60_000, maxRetryMs: HOUR_MS };

const mail = (to: string, subject = `Order ${to}`): OutgoingMail => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: `<p>Hello ${to}</p>`,
});

/** A mailer that keeps what it sends, failing while `failing` says so. */
function testMailer(options: { failing?: () => boolean; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(outgoing) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failing?.()) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(outgoing);
      return { via: "smtp" };
    },
  };
  return { mailer, sent };
}

describeEachDatabase("queued mails", (use) => {
  beforeEach(async () => {
    await clearMailQueue(use().db);
  });

  /** A sender on the suite's database and a test clock; no timer gets in the way. */
  const sender = (mailer: Mailer, clock: { now: number }, batchSize = 10) =>
    startMailSender({
      db: use().db,
      mailer,
      log,
      retry,
      sendTimeoutMs: 1000,
      pollMs: HOUR_MS,
      batchSize,
      now: () => clock.now,
    });

  it("queues nothing when the transaction that queued rolls back", async () => {
    const { db } = use();
    await expect(
      db.transaction().execute(async (trx) => {
        await queueMails(trx, [mail("an@example.be")], Date.now());
        throw new Error("the order failed after its mails were queued");
      }),
    ).rejects.toThrow("the order failed");
    expect(await queuedMails(db)).toEqual([]);
    await db.transaction().execute((trx) => queueMails(trx, [mail("an@example.be")], Date.now()));
    expect(await queuedMails(db)).toHaveLength(1);
  });

  it("sends a queued mail once and marks it sent", async () => {
    const clock = { now: Date.now() };
    const { mailer, sent } = testMailer();
    const one = sender(mailer, clock);
    await queueMails(use().db, [mail("an@example.be"), mail("shop@example.be")], clock.now);
    expect(await one.runOnce()).toBe(2);
    expect(await one.runOnce()).toBe(0);
    await one.stop();
    expect(sent.map((m) => m.to).sort()).toEqual(["an@example.be", "shop@example.be"]);
    expect(sent[0]).toMatchObject({ text: expect.stringContaining("Hello") as unknown });
    const rows = await queuedMails(use().db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("sends the mails of one claim oldest first, whatever order the rows lie in", async () => {
    const { mailer, sent } = testMailer({ delayMs: 5 });
    const start = Date.now();
    const queuedAt = Array.from({ length: 12 }, (_, i) => start + i);
    // Written newest first, so the table's own order is the reverse of the queue's.
    for (const at of [...queuedAt].reverse()) {
      await queueMails(use().db, [mail(`m${String(at - start)}@example.be`)], at);
    }
    const clock = { now: start + 12 };
    const one = sender(mailer, clock, 20);
    expect(await one.runOnce()).toBe(12);
    await one.stop();
    expect(sent.map((m) => m.to)).toEqual(
      queuedAt.map((at) => `m${String(at - start)}@example.be`),
    );
  });

  it("drops sent mails after thirty days, and never a queued or failed one", async () => {
    const { db } = use();
    const clock = { now: Date.now() };
    const { mailer } = testMailer();
    const one = sender(mailer, clock);
    await queueMails(db, [mail("old@example.be"), mail("recent@example.be")], clock.now);
    expect(await one.runOnce()).toBe(2);
    await one.stop();
    await queueMails(db, [mail("waiting@example.be")], clock.now + HOUR_MS);
    const [old] = (await queuedMails(db)).filter((row) => row.to === "old@example.be");
    const longAgo = new Date(Date.now() - 40 * 24 * HOUR_MS).toISOString();
    await db
      .updateTable("mail_queue")
      .set({ sent_at: longAgo })
      .where("id", "=", old?.id ?? "")
      .execute();
    await db
      .updateTable("mail_queue")
      .set({ status: "failed", created_at: longAgo })
      .where("to_address", "=", "waiting@example.be")
      .execute();
    const mails = createAdminMailsService({ db });
    expect(await mails.purgeSent(30 * 24 * HOUR_MS)).toBe(1);
    expect((await queuedMails(db)).map((row) => [row.to, row.status]).sort()).toEqual([
      ["recent@example.be", "sent"],
      ["waiting@example.be", "failed"],
    ]);
    expect(await mails.purgeSent(30 * 24 * HOUR_MS)).toBe(0);
  });

  it("tries a failing mail again after a doubling wait, then gives up and shows it failed", async () => {
    const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
    let failing = true;
    const { mailer, sent } = testMailer({ failing: () => failing });
    const one = sender(mailer, clock);
    await queueMails(use().db, [mail("an@example.be")], clock.now);

    expect(await one.runOnce()).toBe(1);
    let [row] = await queuedMails(use().db);
    expect(row).toMatchObject({ status: "queued", attempts: 1, nextAttemptAt: clock.now + 60_000 });
    expect(row?.lastError).toContain("ECONNREFUSED");
    // Not due before its wait is over.
    clock.now += 59_999;
    expect(await one.runOnce()).toBe(0);
    clock.now += 1;
    expect(await one.runOnce()).toBe(1);
    [row] = await queuedMails(use().db);
    expect(row).toMatchObject({
      status: "queued",
      attempts: 2,
      nextAttemptAt: clock.now + 120_000,
    });
    clock.now += 120_000;
    expect(await one.runOnce()).toBe(1);
    [row] = await queuedMails(use().db);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    // Failed stays failed: no sender claims it again.
    clock.now += HOUR_MS;
    expect(await one.runOnce()).toBe(0);
    expect(sent).toEqual([]);

    // The admin sees it and sends it again: fresh attempts, sent at once.
    const admin = createAdminMailsService({ db: use().db });
    const listed = await admin.list();
    expect(listed).toMatchObject({
      ok: true,
      queued: 0,
      activeAlerts: 0,
      failed: [{ to: "an@example.be", subject: "Order an@example.be", attempts: 3 }],
    });
    const failedId = listed.ok ? (listed.failed[0]?.id ?? "") : "";
    expect(listed.ok && listed.failed[0]?.lastError).toContain("ECONNREFUSED");
    expect(await admin.sendAgain({ id: "not-an-id" }, testAdmin)).toMatchObject({
      error: "invalid",
    });
    expect(await admin.sendAgain({ id: "A".repeat(20) }, testAdmin)).toEqual({
      ok: false,
      error: "not-found",
    });
    failing = false;
    expect(await admin.sendAgain({ id: failedId }, testAdmin)).toEqual({ ok: true, id: failedId });
    // Sending again what is no longer failed finds nothing to do.
    expect(await admin.sendAgain({ id: failedId }, testAdmin)).toMatchObject({
      error: "not-found",
    });
    clock.now = Date.now();
    expect(await one.runOnce()).toBe(1);
    await one.stop();
    expect(sent.map((m) => m.to)).toEqual(["an@example.be"]);
    expect(await queuedMails(use().db)).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("claims a mail whose sender died mid-send again only after its lease", async () => {
    const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
    const { mailer, sent } = testMailer();
    const one = sender(mailer, clock);
    await queueMails(use().db, [mail("an@example.be")], clock.now);
    // Claimed as a sender does, then never settled: its process was killed.
    await use()
      .db.updateTable("mail_queue")
      .set({ claim_token: "dead", attempts: 1, next_attempt_at: clock.now + 3000 })
      .execute();
    expect(await one.runOnce()).toBe(0);
    clock.now += 3000;
    expect(await one.runOnce()).toBe(1);
    await one.stop();
    expect(sent).toHaveLength(1);
    expect(await queuedMails(use().db)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("sends each mail once with two senders at work on the same queue", async () => {
    const { db } = use();
    const clock = { now: Date.now() };
    const mails = Array.from({ length: 40 }, (_, n) => mail(`customer-${n}@example.be`));
    await queueMails(db, mails, clock.now);
    // Connections open beforehand (opening one takes longer than sending every mail), so
    // the senders' claims really run at once.
    if (use().kind === "postgres") {
      await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`.execute(db)));
    }
    // Slow sends, small batches: the senders' claims overlap in time.
    const a = testMailer({ delayMs: 5 });
    const b = testMailer({ delayMs: 5 });
    const senders = [sender(a.mailer, clock, 3), sender(b.mailer, clock, 3)];
    const drain = async (one: (typeof senders)[number]) => {
      while ((await one.runOnce()) > 0);
    };
    await Promise.all(senders.flatMap((one) => [drain(one), drain(one)]));
    await Promise.all(senders.map((one) => one.stop()));
    const sentTo = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(sentTo).toEqual(mails.map((m) => m.to).sort());
    // Both took part (each claim skips the other's rows rather than waiting for them).
    if (use().kind === "postgres")
      expect(Math.min(a.sent.length, b.sent.length)).toBeGreaterThan(0);
    expect(
      (await queuedMails(db)).every((row) => row.status === "sent" && row.attempts === 1),
    ).toBe(true);
  });

  it("wakes at once for what was just queued, and looks once more if woken while busy", async () => {
    const { mailer, sent } = testMailer({ delayMs: 20 });
    const clock = { now: Date.now() };
    const one = sender(mailer, clock);
    await one.queue([mail("first@example.be")]);
    // Queued a moment later, while the first send is under way (or before it was claimed:
    // then one claim takes both, and sends them in the order they were queued).
    clock.now += 1;
    await one.queue([mail("second@example.be")]);
    await expect
      .poll(() => sent.map((m) => m.to), { timeout: 5000 })
      .toEqual(["first@example.be", "second@example.be"]);
    await one.stop();
    // Stopped: nothing more is sent, what is queued stays queued.
    await one.queue([mail("third@example.be")]);
    const statuses = (await queuedMails(use().db)).map((row) => `${row.to} ${row.status}`);
    expect(statuses.sort()).toEqual([
      "first@example.be sent",
      "second@example.be sent",
      "third@example.be queued",
    ]);
  });
});
