import pino from "pino";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "#server/db/connection.ts";
import { createGoldPriceAlertsService } from "#server/gold-price/gold-price-alerts.service.ts";
import { createGoldPriceHistoryService } from "#server/gold-price/gold-price-history.service.ts";
import { createGoldPriceService } from "#server/gold-price/gold-price.service.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { rateSourceForSuite } from "#tests/support/rate-source.ts";
import { clearMailQueue, queuedMails } from "#tests/support/mail-queue.ts";

/** The exchange-rate source, a local HTTP server answering the rate the test sets. */
let usdToEur = 0.9;
const source = rateSourceForSuite(() => usdToEur);

// 3,350 USD an ounce at these rates: 0.9 → 96.93 €/g, 0.95 → 102.32 €/g, 1.0 → 107.70 €/g.
const BELOW_100 = 0.9;
const ABOVE_100 = 0.95;
const PUBLIC_URL = "https://shop.example";

/** One instance of the shop as far as gold goes: its price cache, history and alerts. */
function instance(db: Database, clock: () => number, limits = { client: 5, address: 3 }) {
  const time = () => new Date(clock());
  let woken = 0;
  const alerts = createGoldPriceAlertsService({
    db,
    limiter: createRateLimitService({ db }),
    rateLimit: {
      client: { max: limits.client, windowSeconds: 3600 },
      address: { max: limits.address, windowSeconds: 3600 },
    },
    publicUrl: PUBLIC_URL,
    mailsQueued: () => {
      woken += 1;
    },
    now: time,
  });
  const history = createGoldPriceHistoryService({
    db,
    recorded: (price) => alerts.priceRecorded(price),
    now: time,
  });
  const gold = createGoldPriceService({
    rateUrl: source.url(),
    spotUrl: null,
    timeoutMs: 1000,
    buyBackMarginPercent: 15,
    log: pino({ level: "silent" }),
    now: time,
    recordSample: (price) => history.record(price),
  });
  return { alerts, gold, woken: () => woken };
}

const visitor = { clientAddress: "203.0.113.7", locale: "nl" as const };

/** The link of `kind` in a queued mail's text, split into what its page posts. */
function linkIn(text: string, kind: "confirm" | "unsubscribe") {
  const found = new RegExp(`https://shop\\.example/\\S*/gold-price/alerts/${kind}\\?\\S+`).exec(
    text,
  )?.[0];
  if (!found) throw new Error(`no ${kind} link in ${text}`);
  const url = new URL(found);
  return {
    url,
    alert: url.searchParams.get("alert") ?? "",
    token: url.searchParams.get("token") ?? "",
  };
}

const alertRows = (db: Database) =>
  db.selectFrom("gold_price_alerts").selectAll().orderBy("created_at").execute();

describeEachDatabase("gold price alerts", (use) => {
  let clock = Date.parse("2026-11-23T09:00:00Z");
  /** The clock moves past the 5-minute cache and bucket, and the source answers `rate`. */
  const at = async (rate: number, gold: { current(): Promise<unknown> }, minutes = 6) => {
    usdToEur = rate;
    clock += minutes * 60 * 1000;
    await gold.current();
  };

  beforeEach(async () => {
    const { db } = use();
    usdToEur = BELOW_100;
    await clearMailQueue(db);
    await db.deleteFrom("gold_price_alert_tokens").execute();
    await db.deleteFrom("gold_price_alerts").execute();
    await db.deleteFrom("rate_limits").execute();
    await db.deleteFrom("gold_price_samples").execute();
    await db.deleteFrom("gold_price_closes").execute();
  });

  /** Subscribes and confirms from the queued mail, as a visitor does. */
  async function confirmedAlert(shop: ReturnType<typeof instance>, input: Record<string, string>) {
    expect(await shop.alerts.subscribe(input, visitor)).toEqual({ ok: true });
    const mail = (await queuedMails(use().db)).find((m) => m.to === input.email);
    const link = linkIn(mail?.text ?? "", "confirm");
    expect(await shop.alerts.confirm({ alert: link.alert, token: link.token })).toMatchObject({
      ok: true,
    });
    await clearMailQueue(use().db);
  }

  it("mails the confirmation link in the visitor's language, with a one-click unsubscribe", async () => {
    const { db } = use();
    const shop = instance(db, () => clock);
    const answer = await shop.alerts.subscribe(
      { email: " An.Peeters@Example.be ", direction: "above", price: "100,50" },
      visitor,
    );
    expect(answer).toEqual({ ok: true });
    expect(shop.woken()).toBe(1);
    const [alert] = await alertRows(db);
    expect(alert).toMatchObject({
      email: "an.peeters@example.be",
      locale: "nl",
      direction: "above",
      cents_per_gram: 10_050,
      status: "pending",
    });
    const [mail] = await queuedMails(db);
    expect(mail?.subject).toContain("goudprijsalarm");
    expect(mail?.text).toContain("boven €\u00a0100,50 per gram");
    const confirm = linkIn(mail?.text ?? "", "confirm");
    expect(confirm.url.pathname).toBe("/nl/gold-price/alerts/confirm");
    const unsubscribe = linkIn(mail?.text ?? "", "unsubscribe");
    const stored = await db.selectFrom("mail_queue").select("headers").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.headers ?? "{}")).toEqual({
      "List-Unsubscribe": `<${unsubscribe.url.href}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Only hashes are stored: neither token is in the database.
    const tokens = await db.selectFrom("gold_price_alert_tokens").selectAll().execute();
    expect(tokens.map((t) => t.purpose).sort()).toEqual(["confirm", "unsubscribe"]);
    for (const row of tokens) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([confirm.token, unsubscribe.token]).not.toContain(row.token_hash);
    }
  });

  it("refuses bad input with field codes and stores, counts and mails nothing", async () => {
    const { db } = use();
    const shop = instance(db, () => clock);
    for (const input of [
      {},
      { email: "not an address", direction: "above", price: "100" },
      { email: "a@example.be", direction: "sideways", price: "100" },
      { email: "a@example.be", direction: "below", price: "0" },
      { email: "a@example.be", direction: "below", price: "1.000,01" },
      { email: "a@example.be", direction: "below", price: "abc" },
      null,
      [],
    ]) {
      const answer = await shop.alerts.subscribe(input, visitor);
      expect(answer.ok, JSON.stringify(input)).toBe(false);
      if (!answer.ok) expect(answer.error).toBe("invalid");
    }
    expect(
      await shop.alerts.subscribe({ email: "x", direction: "up", price: "" }, visitor),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { email: "invalidEmail", direction: "invalidChoice", price: "required" },
    });
    expect(await alertRows(db)).toEqual([]);
    expect(await queuedMails(db)).toEqual([]);
    expect(await db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });

  it("never mails an alert whose address was not confirmed", async () => {
    const { db } = use();
    const shop = instance(db, () => clock);
    await shop.alerts.subscribe(
      { email: "late@example.be", direction: "above", price: "100" },
      visitor,
    );
    await clearMailQueue(db);
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    expect(await queuedMails(db)).toEqual([]);
    expect((await alertRows(db))[0]?.status).toBe("pending");
  });

  it("mails once when the source crosses the price, not again the same day, and again after the next crossing on another day", async () => {
    const { db } = use();
    clock = Date.parse("2026-11-23T09:00:00Z");
    const shop = instance(db, () => clock);
    await confirmedAlert(shop, { email: "up@example.be", direction: "above", price: "100" });
    await confirmedAlert(shop, { email: "down@example.be", direction: "below", price: "100" });
    // The "below" alert starts armed and the price is below 100: mailed at the first price.
    await at(BELOW_100, shop.gold);
    expect((await queuedMails(db)).map((m) => m.to)).toEqual(["down@example.be"]);
    await clearMailQueue(db);

    await at(ABOVE_100, shop.gold); // crosses 100 upwards
    await at(1.0, shop.gold); // still above: no second mail
    const mails = await queuedMails(db);
    expect(mails.map((m) => m.to)).toEqual(["up@example.be"]);
    expect(mails[0]?.subject).toBe("Fijn goud staat boven €\u00a0100,00 per gram");
    expect(mails[0]?.text).toContain("€\u00a0102,32 per gram");
    expect(mails[0]?.text).toContain("https://shop.example/nl/gold-price\n");
    await clearMailQueue(db);

    // Down and up again the same day: the "below" alert was mailed today already, and so
    // was the "above" one.
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    expect(await queuedMails(db)).toEqual([]);

    // The next day in Brussels (23:30 UTC is past midnight there): each crossing mails again.
    clock = Date.parse("2026-11-23T23:30:00Z");
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    expect((await queuedMails(db)).map((m) => m.to)).toEqual(["down@example.be", "up@example.be"]);
  });

  it("mails a crossing once when two instances record prices at the same time", async () => {
    const { db } = use();
    clock = Date.parse("2026-11-24T09:00:00Z");
    const a = instance(db, () => clock);
    // B's clock is 5 minutes ahead: its samples fall in other buckets, so both instances write
    // samples and both check the alerts.
    const b = instance(db, () => clock + 5 * 60 * 1000);
    await confirmedAlert(a, { email: "twice@example.be", direction: "above", price: "100" });
    usdToEur = ABOVE_100;
    clock += 6 * 60 * 1000;
    await Promise.all([a.gold.current(), b.gold.current()]);
    expect(await db.selectFrom("gold_price_samples").selectAll().execute()).toHaveLength(2);
    expect((await queuedMails(db)).map((m) => m.to)).toEqual(["twice@example.be"]);
  });

  it("stops an alert from its mail's link without signing in, and only with that alert's token", async () => {
    const { db } = use();
    clock = Date.parse("2026-11-25T09:00:00Z");
    const shop = instance(db, () => clock);
    await confirmedAlert(shop, { email: "stop@example.be", direction: "above", price: "100" });
    await confirmedAlert(shop, { email: "other@example.be", direction: "above", price: "100" });
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    const mails = await queuedMails(db);
    const mine = linkIn(mails.find((m) => m.to === "stop@example.be")?.text ?? "", "unsubscribe");
    const theirs = linkIn(
      mails.find((m) => m.to === "other@example.be")?.text ?? "",
      "unsubscribe",
    );

    // Another alert's token, a token for another purpose, and a forged one stop nothing.
    expect(await shop.alerts.unsubscribe({ alert: mine.alert, token: theirs.token })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await shop.alerts.confirm({ alert: mine.alert, token: mine.token })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await shop.alerts.unsubscribe({ alert: mine.alert, token: "forged" })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await shop.alerts.unsubscribe({ alert: mine.alert })).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await shop.alerts.activeCount()).toBe(2);

    expect(await shop.alerts.unsubscribe({ alert: mine.alert, token: mine.token })).toEqual({
      ok: true,
      direction: "above",
      centsPerGram: 10_000,
    });
    // A second click (the mail program's one-click POST, then the visitor's) answers the same.
    expect((await shop.alerts.unsubscribe({ alert: mine.alert, token: mine.token })).ok).toBe(true);
    expect(await shop.alerts.activeCount()).toBe(1);

    await clearMailQueue(db);
    clock += 24 * 60 * 60 * 1000;
    await at(BELOW_100, shop.gold);
    await at(ABOVE_100, shop.gold);
    expect((await queuedMails(db)).map((m) => m.to)).toEqual(["other@example.be"]);
  });

  it("limits alerts per client and per address, before anything is stored", async () => {
    const { db } = use();
    const shop = instance(db, () => clock, { client: 2, address: 2 });
    const ask = (email: string, clientAddress = visitor.clientAddress) =>
      shop.alerts.subscribe(
        { email, direction: "below", price: "90" },
        { ...visitor, clientAddress },
      );
    expect((await ask("same@example.be")).ok).toBe(true);
    expect((await ask("same@example.be", "198.51.100.1")).ok).toBe(true);
    // A third for the address, from yet another client: refused.
    const byAddress = await ask("SAME@example.be", "198.51.100.2");
    expect(byAddress).toMatchObject({ ok: false, error: "rate-limited" });
    expect(byAddress.ok ? 0 : byAddress.retryAfterSeconds).toBeGreaterThan(0);
    // The first client's third alert, to a fresh address, passes; its fourth does not.
    expect((await ask("fresh@example.be")).ok).toBe(true);
    expect(await ask("fresher@example.be")).toMatchObject({ ok: false, error: "rate-limited" });
    expect(await alertRows(db)).toHaveLength(3);
    expect(await queuedMails(db)).toHaveLength(3);
  });

  it("sweeps stopped alerts and those not confirmed within 7 days, with their tokens", async () => {
    const { db } = use();
    clock = Date.parse("2026-11-26T09:00:00Z");
    const shop = instance(db, () => clock);
    await confirmedAlert(shop, { email: "kept@example.be", direction: "above", price: "100" });
    const ask = async (email: string) => {
      await clearMailQueue(db);
      await shop.alerts.subscribe({ email, direction: "above", price: "100" }, visitor);
      return linkIn((await queuedMails(db))[0]?.text ?? "", "unsubscribe");
    };
    const late = await ask("late@example.be");
    const gone = await ask("gone@example.be");
    expect((await shop.alerts.unsubscribe({ alert: gone.alert, token: gone.token })).ok).toBe(true);
    const emails = async () => (await alertRows(db)).map((row) => row.email).sort();

    // Within 7 days the pending alert stays; the stopped one goes at the next sweep.
    expect(await shop.alerts.purgeDead()).toBe(1);
    expect(await emails()).toEqual(["kept@example.be", "late@example.be"]);
    clock += 7 * 24 * 60 * 60 * 1000 + 1000;
    expect(await shop.alerts.purgeDead()).toBe(1);
    expect(await emails()).toEqual(["kept@example.be"]);
    // The swept alert's tokens went with it: its link finds nothing.
    const tokens = await db
      .selectFrom("gold_price_alert_tokens")
      .select("alert_id")
      .where("alert_id", "in", [late.alert, gone.alert])
      .execute();
    expect(tokens).toEqual([]);
    expect(await shop.alerts.unsubscribe({ alert: late.alert, token: late.token })).toEqual({
      ok: false,
      error: "not-found",
    });
  });
});
