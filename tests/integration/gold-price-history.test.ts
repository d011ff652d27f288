import pino from "pino";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "#server/db/connection.ts";
import { fromExchangeRate, roundRate } from "#server/gold-price/gold-price-rules.ts";
import { createGoldPriceHistoryService } from "#server/gold-price/gold-price-history.service.ts";
import { createGoldPriceService } from "#server/gold-price/gold-price.service.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { rateSourceForSuite } from "#tests/support/rate-source.ts";

/** The exchange-rate source, a local HTTP server answering the rate the test sets. */
let usdToEur = 0.9;
const source = rateSourceForSuite(() => usdToEur);

const cents = (rate: number) => Math.round(roundRate(fromExchangeRate(rate)) * 100);

/** One instance of the shop as far as the gold price goes: its own cache, the shared database. */
function instance(db: Database, clock: () => number, path = "/rate") {
  const history = createGoldPriceHistoryService({ db, now: () => new Date(clock()) });
  const gold = createGoldPriceService({
    rateUrl: source.url(path),
    spotUrl: null,
    timeoutMs: 1000,
    buyBackMarginPercent: 15,
    log: pino({ level: "silent" }),
    now: () => new Date(clock()),
    recordSample: (price) => history.record(price),
  });
  return { gold, history };
}

const samples = (db: Database) =>
  db.selectFrom("gold_price_samples").selectAll().orderBy("bucket").execute();
const closes = (db: Database) =>
  db
    .selectFrom("gold_price_closes")
    .select(["day", "cents_per_gram", "at", "origin"])
    .orderBy("day")
    .execute();

describeEachDatabase("gold price history", (use) => {
  beforeEach(async () => {
    usdToEur = 0.9;
    await use().db.deleteFrom("gold_price_samples").execute();
    await use().db.deleteFrom("gold_price_closes").execute();
  });

  it("keeps one sample per 5 minutes however many instances fetch the price", async () => {
    const { db } = use();
    let clock = Date.parse("2026-11-23T10:00:10Z");
    const a = instance(db, () => clock);
    const b = instance(db, () => clock + 90_000); // B's clock runs 1.5 minutes ahead, same bucket
    await Promise.all([a.gold.current(), b.gold.current(), a.gold.current(), b.gold.current()]);
    expect(await samples(db)).toHaveLength(1);
    clock += 3 * 60 * 1000; // both still within their 5 minutes: no source asked, nothing kept
    await Promise.all([a.gold.current(), b.gold.current()]);
    expect(await samples(db)).toHaveLength(1);
    clock += 3 * 60 * 1000; // A at 10:06:10 and B at 10:07:40 refresh, both in the next bucket
    usdToEur = 0.91;
    await Promise.all([a.gold.current(), b.gold.current()]);
    const kept = await samples(db);
    expect(
      kept.map((sample) => [sample.bucket - (kept[0]?.bucket ?? 0), sample.cents_per_gram]),
    ).toEqual([
      [0, cents(0.9)],
      [1, cents(0.91)],
    ]);
    expect(kept.map((sample) => sample.source)).toEqual(["exchange-rate", "exchange-rate"]);
    expect(kept[0]?.bucket).toBe(Math.floor(Date.parse("2026-11-23T10:00:10Z") / 300_000));
  });

  it("closes each Brussels day on its latest sample: 23:30 UTC in winter is the next day", async () => {
    const { db } = use();
    let clock = Date.parse("2026-11-23T22:30:00Z"); // 23:30 in Brussels, the 23rd
    const { gold, history } = instance(db, () => clock);
    await gold.current();
    usdToEur = 0.95;
    clock = Date.parse("2026-11-23T23:30:00Z"); // 00:30 in Brussels: the 24th
    await gold.current();
    usdToEur = 0.92;
    clock = Date.parse("2026-11-24T15:00:00Z");
    await gold.current();
    expect(await closes(db)).toEqual([
      {
        day: "2026-11-23",
        cents_per_gram: cents(0.9),
        at: "2026-11-23T22:30:00.000Z",
        origin: "sample",
      },
      {
        day: "2026-11-24",
        cents_per_gram: cents(0.92),
        at: "2026-11-24T15:00:00.000Z",
        origin: "sample",
      },
    ]);
    // A sample written late for an earlier time of the day (another instance) moves no close.
    await history.record({
      eurPerGram: 140,
      source: "spot",
      fetchedAt: "2026-11-24T09:00:00.000Z",
    });
    expect((await closes(db))[1]).toMatchObject({ cents_per_gram: cents(0.92) });
    expect(await samples(db)).toHaveLength(4);
  });

  it("never records the fallback, and answers the price when recording fails", async () => {
    const { db } = use();
    const clock = Date.parse("2026-11-23T10:00:00Z");
    const fallback = await instance(db, () => clock, "/broken").gold.current();
    expect(fallback.source).toBe("fallback");
    expect(await samples(db)).toEqual([]);
    expect(await closes(db)).toEqual([]);

    const failing = createGoldPriceService({
      rateUrl: source.url(),
      spotUrl: null,
      buyBackMarginPercent: 15,
      log: pino({ level: "silent" }),
      recordSample: () => Promise.reject(new Error("database away")),
    });
    expect(await failing.current()).toMatchObject({ source: "exchange-rate" });
  });

  const at = (iso: string) => () => new Date(iso);
  const history = (now = "2026-11-23T12:00:00Z") =>
    createGoldPriceHistoryService({ db: use().db, now: at(now) });
  const days = (n: string) => new URLSearchParams({ days: n });

  it("imports a file per gram or per troy ounce, with CRLF, spaces and a trailing newline", async () => {
    const perGram = await history().importFile(
      "date,eur_per_gram\r\n2026-11-20, 120.5 \r\n 2026-11-21 ,121\r\n2026-11-23,119.994\r\n",
    );
    expect(perGram).toEqual({ ok: true, imported: 3, replaced: 0 });
    // 2,500 € an ounce of 31.1034768 g = 80.3768… € a gram.
    const perOunce = await history().importFile("Date, EUR_per_troy_ounce\n2016-02-29,2500\n");
    expect(perOunce).toEqual({ ok: true, imported: 1, replaced: 0 });
    expect(await closes(use().db)).toEqual([
      { day: "2016-02-29", cents_per_gram: 8038, at: null, origin: "import" },
      { day: "2026-11-20", cents_per_gram: 12050, at: null, origin: "import" },
      { day: "2026-11-21", cents_per_gram: 12100, at: null, origin: "import" },
      { day: "2026-11-23", cents_per_gram: 11999, at: null, origin: "import" },
    ]);
  });

  it("refuses a file with bad rows, naming each line, and imports none of it", async () => {
    await history().importFile("date,eur_per_gram\n2026-11-01,100\n");
    const result = await history().importFile(
      [
        "date,eur_per_gram",
        "2026-11-02,101",
        "2026-02-30,100", // no such day
        "2026-11-24,100", // tomorrow in Brussels
        "2026-11-03,-5",
        "2026-11-04,abc",
        "2026-11-05,0.5", // under 1 € a gram
        "2026-11-06,1001",
        "2026-11-07,100,EUR",
        "",
        "03/11/2026,100",
        "2026-11-08,99",
      ].join("\n"),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(result.problems[1]?.message).toContain("future");
    expect(await closes(use().db)).toEqual([
      { day: "2026-11-01", cents_per_gram: 10000, at: null, origin: "import" },
    ]);
  });

  it("refuses a file giving a date twice, and one with an unknown unit", async () => {
    const twice = await history().importFile(
      "date,eur_per_troy_ounce\n2026-10-01,3000\n2026-10-02,3010\n2026-10-01,3020\n",
    );
    expect(twice).toEqual({
      ok: false,
      problems: [{ line: 4, message: "2026-10-01 is on line 2 already" }],
    });
    const unit = await history().importFile("date,usd_per_ounce\n2026-10-01,3000\n");
    expect(unit).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(await closes(use().db)).toEqual([]);
  });

  it("replaces a day's close with the file's and counts it", async () => {
    const { db } = use();
    const { gold } = instance(db, () => Date.parse("2026-11-21T10:00:00Z"));
    await gold.current();
    const result = await history().importFile("date,eur_per_gram\n2026-11-20,95\n2026-11-21,96\n");
    expect(result).toEqual({ ok: true, imported: 2, replaced: 1 });
    expect(await closes(db)).toEqual([
      { day: "2026-11-20", cents_per_gram: 9500, at: null, origin: "import" },
      { day: "2026-11-21", cents_per_gram: 9600, at: null, origin: "import" },
    ]);
  });

  it("answers the last N Brussels days' closes, oldest first", async () => {
    await history().importFile(
      "date,eur_per_gram\n2026-11-23,103\n2026-11-19,99\n2026-11-21,101\n2026-11-20,100\n",
    );
    expect(await history().closes(days("3"))).toEqual({
      ok: true,
      metal: "gold",
      closes: [
        { date: "2026-11-21", eurPerGram: 101 },
        { date: "2026-11-23", eurPerGram: 103 },
      ],
    });
    expect(await history().closes(days("1"))).toMatchObject({
      closes: [{ date: "2026-11-23", eurPerGram: 103 }],
    });
    expect(await history().closes(days("3660"))).toMatchObject({
      closes: [
        { date: "2026-11-19" },
        { date: "2026-11-20" },
        { date: "2026-11-21" },
        { date: "2026-11-23" },
      ],
    });
    // 23:30 UTC on the 24th is the 25th in Brussels: the last 2 days are the 24th and 25th.
    expect(await history("2026-11-24T23:30:00Z").closes(days("2"))).toMatchObject({ closes: [] });
    expect(await history("2026-11-24T22:30:00Z").closes(days("2"))).toMatchObject({
      closes: [{ date: "2026-11-23", eurPerGram: 103 }],
    });
  });

  it.each(["", "0", "-1", "3661", "abc", "1.5", "1e2", " 7"])("refuses ?days=%j", async (n) => {
    expect(await history().closes(days(n))).toMatchObject({ ok: false, error: "invalid" });
  });

  it("refuses a query without days or with another parameter", async () => {
    expect(await history().closes(new URLSearchParams())).toMatchObject({ ok: false });
    expect(await history().closes(new URLSearchParams("days=7&metal=silver"))).toMatchObject({
      ok: false,
    });
  });
});
