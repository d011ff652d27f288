import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { openDatabase } from "#server/db/connection.ts";
import { insertProduct } from "#tests/support/catalogue-factories.ts";
import { launchBrowser } from "./support/browser.ts";
import { violations } from "./support/axe.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** The cards of the grid: name, badges and price text, in the order shown. */
async function cards(page: Page) {
  return page.locator("main ul > li").evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector("h2")?.textContent ?? "",
      text: item.textContent,
      href: item.querySelector("a")?.getAttribute("href") ?? "",
    })),
  );
}

/** The price a card charges (the discounted one when struck through), in cents. */
const euros = (text: string) => {
  const shown = text.match(/€\s?([\d.]+)/g)?.at(-1) ?? "";
  return Number(shown.replace(/[^\d]/g, "")) * 100;
};

describe("shop grid", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("renders the catalogue on the server, filters and sort in the address", async () => {
    const all = await (await fetch(`${baseUrl()}/shop`)).text();
    expect(all).toContain(`<h1`);
    expect(all).toContain(en.shop.results_other.replace("{{count}}", "24"));

    const sale = await fetch(`${baseUrl()}/nl/shop?sale=1&sort=price-asc`);
    expect(sale.status).toBe(200);
    const html = await sale.text();
    expect(html).toContain('<html lang="nl"');
    // Every card on sale carries its badge; Dutch prices read "€ 1.309".
    const badges = html.match(/>-\d+%</g) ?? [];
    const count = Number(/(\d+) stuks/.exec(html)?.[1]);
    expect(badges.length).toBe(count);
    expect(html).toMatch(/€\u00a0\d\.\d{3}/);
  });

  it("fetches the first picture before the others, the first row at once, the rest when near", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto("/shop");
    const pictures = await page
      .locator("main ul > li img")
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]),
      );
    expect(pictures.length).toBe(24);
    expect(pictures.slice(0, 4)).toEqual([
      ["eager", "high"],
      ["eager", null],
      ["eager", null],
      ["eager", null],
    ]);
    expect(pictures.slice(4).every(([loading, priority]) => loading === "lazy" && !priority)).toBe(
      true,
    );
    await context.close();
  });

  it("answers a filter it does not understand with 400 and a way back", async () => {
    // Others' parameters (a campaign's utm_source) are no filter: the grid as usual.
    expect((await fetch(`${baseUrl()}/shop?utm_source=newsletter`)).status).toBe(200);
    const response = await fetch(`${baseUrl()}/shop?sort=cheapest`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(en.shop.badQuery);
    expect(html).toContain(`>${en.shop.filters.clearAll}</a>`);
  });

  it("says so when nothing matches", async () => {
    const html = await (await fetch(`${baseUrl()}/shop?q=unobtainium`)).text();
    expect(html).toContain(en.shop.noResults);
    expect(html).not.toContain('<li class="relative flex');
  });

  it("filters, searches, sorts and clears by clicking (English)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/shop");
    await waitForHydration(page);

    await page.getByLabel(en.shop.filters.special).check();
    await page.waitForURL(/\/shop\?special=1$/);
    // The address changes as the navigation commits; the grid follows in the same render.
    await expect
      .poll(async () =>
        (await cards(page)).every((c) => c.text.includes(en.productCard.specialEdition)),
      )
      .toBe(true);
    expect((await cards(page)).length).toBeGreaterThan(0);

    await page.getByLabel(en.shop.filters.special).uncheck();
    await page.getByLabel(en.shop.filters.sort).selectOption("price-asc");
    await page.waitForURL(/\/shop\?sort=price-asc$/);
    const ascending = async () => {
      const prices = (await cards(page)).map((card) => euros(card.text));
      return prices.length === 24 && prices.every((p, i) => i === 0 || p >= (prices[i - 1] ?? 0));
    };
    await expect.poll(ascending).toBe(true);

    await page.getByLabel(en.shop.filters.search).fill("emerald");
    await page.getByLabel(en.shop.filters.search).press("Enter");
    await page.waitForURL(/q=emerald/);
    await expect
      .poll(async () => {
        const found = await cards(page);
        return found.length > 0 && found.every((c) => c.text.toLowerCase().includes("emerald"));
      })
      .toBe(true);
    // Focus stays in the search box while the results change.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("q");

    await page.getByRole("link", { name: en.shop.filters.clearAll }).click();
    await page.waitForURL(`${baseUrl()}/shop`);
    await expect.poll(async () => (await cards(page)).length).toBe(24);
    expect(await page.getByLabel(en.shop.filters.search).inputValue()).toBe("");
    expect(await page.getByLabel(en.shop.filters.sort).inputValue()).toBe("recent");
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("filters and sorts by clicking in Dutch, prices in Dutch", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/nl/shop");
    await waitForHydration(page);
    await page.getByLabel(nl.shop.filters.sale).check();
    await page.waitForURL(/\/nl\/shop\?sale=1$/);
    await page.getByLabel(nl.shop.filters.sort).selectOption("price-desc");
    await page.waitForURL(/\/nl\/shop\?sale=1&sort=price-desc$/);
    // Highest price first (a piece's dearest carat): the order the API gives for the same query.
    const expected = (await (
      await fetch(`${baseUrl()}/api/products?sale=1&sort=price-desc&lang=nl`)
    ).json()) as {
      items: { name: string }[];
    };
    await expect
      .poll(async () => (await cards(page)).map((card) => card.name))
      .toEqual(expected.items.map((item) => item.name));
    expect((await cards(page)).every((card) => /-\d+%/.test(card.text))).toBe(true);
    // Dutch amounts: "€ 12.325" with a non-breaking space.
    expect((await cards(page))[0]?.text).toMatch(/€\u00a0\d{1,3}(\.\d{3})+/);
    await context.close();
  });

  it("works without JavaScript in Dutch: the form is a plain GET", async () => {
    const { context, page } = await newVisitor(browser, {
      consented: true,
      javaScriptEnabled: false,
    });
    await page.goto("/nl/shop");
    await page.getByLabel(nl.shop.filters.sale).check();
    await page.getByRole("button", { name: nl.shop.filters.apply }).click();
    await page.waitForURL(/\/nl\/shop\?.*sale=1/);
    const onSale = await cards(page);
    expect(onSale.length).toBeGreaterThan(0);
    for (const card of onSale) {
      expect(card.text).toMatch(/-\d+%/);
      expect(card.href).toMatch(/^\/nl\/shop\//);
    }
    await context.close();
  });
});

describe("shop pages", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: "false" });
    const db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    for (let i = 1; i <= 30; i++) {
      await insertProduct(db, { name: `Ring ${String(i).padStart(2, "0")}`, minutes: i });
    }
    await db.destroy();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("shows 24 pieces a page, with links that keep the filters", async () => {
    const first = await (await fetch(`${server.url}/shop?sort=oldest`)).text();
    expect(first).toContain(
      en.ui.pages.position.replace("{{page}}", "1").replace("{{pages}}", "2"),
    );
    expect(first).toContain('href="/shop?sort=oldest&amp;page=2"');
    const second = await (await fetch(`${server.url}/shop?sort=oldest&page=2`)).text();
    expect(second.match(/>Ring \d\d</g)).toEqual(
      ["25", "26", "27", "28", "29", "30"].map((n) => `>Ring ${n}<`),
    );
    expect(second).toContain('href="/shop?sort=oldest"');
  });
});
