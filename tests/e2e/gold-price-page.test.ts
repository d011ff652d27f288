import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as goldEn } from "#app/i18n/gold/en.ts";
import { fr as goldFr } from "#app/i18n/gold/fr.ts";
import { nl as goldNl } from "#app/i18n/gold/nl.ts";
import { en as publicEn } from "#app/i18n/public/en.ts";
import { fr as publicFr } from "#app/i18n/public/fr.ts";
import { nl as publicNl } from "#app/i18n/public/nl.ts";
import { en as seoEn } from "#app/i18n/seo/en.ts";
import { fr as seoFr } from "#app/i18n/seo/fr.ts";
import { nl as seoNl } from "#app/i18n/seo/nl.ts";
import { formatChangePercent } from "#common/chart-format.ts";
import { formatEuros } from "#common/format.ts";
import { changePercent, type Close } from "#common/price-chart.ts";
import { business } from "#server/business.ts";
import { brusselsDay, daysBefore } from "#server/gold-price/price-history-days.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * A server of its own (its history is this test's), asking local sources: USD→EUR 0.9 makes
 * fine gold 96.93 €/g; silver at 30 USD an ounce 0.89 €/g, platinum at 1,000 USD 29.58 €/g.
 * The default margins are 15 %.
 */
let browser: Browser;
let sources: Server;
let server: RunningServer;
const today = brusselsDay(new Date());
/** 400 days of closes before today, rising 5 cents a day from 80 €/g, then today's live 96.93. */
const history: Close[] = [
  ...Array.from({ length: 400 }, (_, i) => ({
    date: daysBefore(today, 400 - i),
    eurPerGram: Math.round((80 + i * 0.05) * 100) / 100,
  })),
  { date: today, eurPerGram: 96.93 },
];

beforeAll(async () => {
  sources = createServer((request, response) => {
    const answers: Record<string, unknown> = {
      "/rate": { rates: { EUR: 0.9 } },
      "/silver": { price: 30 },
      "/platinum": { price: 1000 },
    };
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(answers[request.url ?? ""] ?? {}));
  });
  await new Promise<void>((resolve) => sources.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({
      SEED_DEMO_DATA: "false",
      GOLD_RATE_URL: `${base}/rate`,
      SILVER_SPOT_URL: `${base}/silver`,
      PLATINUM_SPOT_URL: `${base}/platinum`,
    }),
  ]);
  const db = new SQLite(server.sqlitePath);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      "insert into gold_price_closes (metal, day, cents_per_gram, at, origin) values ('gold', ?, ?, null, 'import')",
    );
    for (const close of history.slice(0, -1))
      insert.run(close.date, Math.round(close.eurPerGram * 100));
  } finally {
    db.close();
  }
  // The first price asked is kept as today's close before any page shows the history.
  expect(
    (await (await fetch(`${server.url}/api/gold-price/board`)).json()) as unknown,
  ).toMatchObject({
    metals: [{ metal: "gold", eurPerGram: 96.93 }, { metal: "silver" }, { metal: "platinum" }],
  });
}, 60_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
  sources.closeAllConnections();
  await new Promise((resolve) => sources.close(resolve));
});

const languages = [
  { locale: "en", prefix: "", gold: goldEn.goldDesk, shell: publicEn, seo: seoEn.seo },
  { locale: "nl", prefix: "/nl", gold: goldNl.goldDesk, shell: publicNl, seo: seoNl.seo },
  { locale: "fr", prefix: "/fr", gold: goldFr.goldDesk, shell: publicFr, seo: seoFr.seo },
] as const;

const lastDays = (days: number) => history.filter((c) => c.date >= daysBefore(today, days - 1));

async function visit(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return page;
}

describe("the price page", () => {
  it.each(languages)(
    "$prefix/gold-price shows the board and the chart in its language",
    async (language) => {
      const { locale, prefix, gold } = language;
      const page = await visit(`${prefix}/gold-price`);
      const main = page.locator("main");
      expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe(gold.title);
      expect(await main.textContent()).toContain(gold.board.indicative);
      // 18K: 0.75 × 96.93 × 0.85 = 61.79 €; silver 925: 0.925 × 0.89 × 0.85 = 0.70 €;
      // platinum 950: 0.95 × 29.58 × 0.85 = 23.89 €.
      const goldTable = main.getByRole("table", {
        name: `${gold.board.title}: ${gold.board.metals.gold}`,
      });
      const eighteen = goldTable.getByRole("row", {
        name: gold.board.karat.replace("{{karat}}", "18"),
      });
      expect(await eighteen.textContent()).toContain(formatEuros(6179, locale));
      expect(await goldTable.getByRole("row").count()).toBe(7);
      for (const [metal, cents] of [
        ["silver", 70],
        ["platinum", 2389],
      ] as const) {
        const table = main.getByRole("table", {
          name: `${gold.board.title}: ${gold.board.metals[metal]}`,
        });
        expect(await table.textContent()).toContain(formatEuros(cents, locale));
      }
      expect(await main.textContent()).toContain(
        gold.board.finePrice
          .replace("{{metal}}", gold.board.fine.gold)
          .replace("{{price}}", formatEuros(9693, locale)),
      );
      // Three charts, each with its change and a table of what it draws.
      expect(await main.locator("svg[role=img] path").count()).toBe(3);
      const month = changePercent(lastDays(30)) ?? Number.NaN;
      const year = changePercent(lastDays(365)) ?? Number.NaN;
      const all = changePercent(history) ?? Number.NaN;
      for (const change of [month, year, all]) {
        expect(await main.textContent()).toContain(
          gold.chart.change.replace("{{change}}", formatChangePercent(change, locale)),
        );
      }
      const monthTable = main.getByRole("table", {
        name: gold.chart.tableCaption.replace("{{period}}", gold.chart.periods.month),
      });
      expect(await monthTable.locator("tbody tr").count()).toBe(30);
      expect(await monthTable.textContent()).toContain(formatEuros(9693, locale));
      await page.context().close();
    },
  );

  it.each(languages)(
    "$prefix/gold-price has its head, its Dataset and a header link",
    async (language) => {
      const { prefix, seo, shell } = language;
      const page = await visit(`${prefix}/gold-price`);
      expect(await page.title()).toBe(`${seo.pages.goldPrice.title} – ${business.name}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${server.url}${prefix}/gold-price`,
      );
      for (const [lang, path] of [
        ["en", ""],
        ["nl", "/nl"],
        ["fr", "/fr"],
      ]) {
        expect(
          await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href"),
        ).toBe(`${server.url}${path}/gold-price`);
      }
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({
        "@type": "Dataset",
        temporalCoverage: `${history[0]?.date}/${today}`,
      });
      const nav = page.locator("header nav").first();
      expect(await nav.getByRole("link", { name: shell.nav.goldPrice }).getAttribute("href")).toBe(
        `${prefix}/gold-price`,
      );
      await page.context().close();
    },
  );

  it.each(["/gold-price", "/nl/gold-price", "/fr/gold-price"])(
    "%s has no axe violations",
    async (path) => {
      const page = await visit(path);
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it.each(languages)(
    "$prefix/ shows a compact board of gold's karats that leads to the page",
    async ({ locale, prefix, gold }) => {
      const page = await visit(prefix || "/");
      const board = page.locator("#price-board");
      expect(await board.getByRole("heading", { level: 2 }).textContent()).toBe(gold.compact.title);
      const rows = board
        .getByRole("table", { name: `${gold.board.title}: ${gold.board.metals.gold}` })
        .locator("tbody tr");
      expect(await rows.count()).toBe(6);
      expect(await rows.nth(2).textContent()).toContain(formatEuros(6179, locale));
      expect(await board.textContent()).toContain(gold.board.indicative);
      await board.getByRole("link", { name: gold.compact.more }).click();
      await page.waitForURL(`**${prefix}/gold-price`);
      // The address changes before the new page is drawn (React renders it in a transition).
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe(gold.title);
      await page.context().close();
    },
  );

  it("opens from the header of the home page in a client-side navigation", async () => {
    const page = await visit("/fr");
    await waitForHydration(page);
    await page
      .locator("header nav")
      .first()
      .getByRole("link", { name: publicFr.nav.goldPrice })
      .click();
    await page.getByRole("heading", { level: 1, name: goldFr.goldDesk.title }).waitFor();
    expect(await page.locator("main svg[role=img]").count()).toBe(3);
    expect(await page.locator("main").textContent()).toContain(formatEuros(6179, "fr"));
    await page.context().close();
  });

  it("shows the board and the chart without JavaScript", async () => {
    const page = await visit("/nl/gold-price", false);
    const main = page.locator("main");
    expect(await main.getByRole("table").count()).toBe(6);
    expect(await main.locator("svg[role=img] path").first().getAttribute("d")).toMatch(
      /^M[\d.]+ [\d.]+L/,
    );
    expect(await main.textContent()).toContain(formatEuros(6179, "nl"));
    await page.context().close();
    const home = await visit("/nl", false);
    expect(await home.locator("#price-board tbody tr").count()).toBe(6);
    await home.context().close();
  });
});
