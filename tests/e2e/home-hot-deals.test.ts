import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { insertProduct, insertSpecialEdition } from "#tests/support/catalogue-factories.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, reachLazySection, waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** The cards' names as shown, in order; on a phone only the current card is visible. */
const shownNames = (page: Page) => page.locator("#hot-deals li:visible h3").allTextContents();

describe("home: Hot Deals", () => {
  let browser: Browser;
  let server: RunningServer;
  let db: Database;
  // A catalogue of its own, read afresh on every request (no page or list cache), so the
  // test decides what is discounted without touching the shared server's demo pieces.
  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ SEED_DEMO_DATA: "false", PUBLIC_CACHE_SECONDS: "0" }),
    ]);
    db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
  });
  afterAll(async () => {
    await db.destroy();
    await browser.close();
    await server.stop();
  });

  const home = async (path = "/") => (await fetch(`${server.url}${path}`)).text();

  it("is absent, script and all, while nothing is discounted", async () => {
    expect(await home()).not.toContain('id="hot-deals"');
    await insertProduct(db, { name: "Full price", minutes: 1 });
    const html = await home();
    expect(html).toContain('id="contact"');
    expect(html).not.toContain('id="hot-deals"');
    expect(html).not.toContain("hot-deals-section");
  });

  it("shows the four most discounted pieces, newest first among equals, as shop cards", async () => {
    await insertProduct(db, { name: "Ten off", discountPercent: 10, minutes: 2 });
    await insertProduct(db, { name: "Older twenty", discountPercent: 20, minutes: 3 });
    // Named in Dutch and French, described in English only: each field falls back on its own.
    await insertProduct(db, {
      name: "Forty off",
      discountPercent: 40,
      minutes: 4,
      translations: { nl: { name: "Veertig eraf" }, fr: { name: "Quarante de moins" } },
    });
    await insertSpecialEdition(db, { name: "Art Deco brooch", discountPercent: 30, minutes: 5 });
    await insertProduct(db, {
      name: "Newer twenty",
      description: "A classic solitaire in yellow gold with a brilliant cut diamond of one carat.",
      discountPercent: 20,
      minutes: 6,
    });
    await insertProduct(db, {
      name: "On request",
      priceCents: null,
      discountPercent: 5,
      minutes: 7,
    });

    const { context, page } = await newVisitor(browser, { consented: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(await shownNames(page)).toEqual([
      "Forty off",
      "Art Deco brooch",
      "Newer twenty",
      "Older twenty",
    ]);
    const section = page.locator("#hot-deals");
    const first = section.locator("li").first();
    expect(await first.textContent()).toContain("-40%");
    // Struck through: the regular 1,000 €, then the price paid, 600 €.
    expect(await first.locator("s").textContent()).toContain("1,000");
    expect(await first.textContent()).toContain("600");
    expect(await section.locator("li").nth(1).textContent()).toContain(
      en.productCard.specialEdition,
    );
    const href = await first.locator("h3 a").getAttribute("href");
    expect(href).toMatch(/^\/shop\/forty-off-[\w-]{20}$/);
    expect(
      await section.getByRole("link", { name: en.hotDeals.shopNow }).getAttribute("href"),
    ).toBe("/shop");
    expect(await violations(page)).toEqual([]);
    // A card opens the piece's own page.
    await first.locator("h3 a").click();
    await page.waitForURL(`${server.url}${href ?? ""}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Forty off");
    await context.close();
  });

  it("cuts a card's description at 60 characters and says when the price is on request (Dutch)", async () => {
    await insertSpecialEdition(db, {
      name: "Op aanvraag",
      priceCents: null,
      discountPercent: 90,
      minutes: 8,
    });
    const html = await home("/nl");
    expect(html).toContain(nl.hotDeals.title);
    expect(html).toContain(nl.productCard.contactForPrice);
    expect(html).toContain('href="/nl/shop"');
    expect(html).toMatch(/href="\/nl\/shop\/op-aanvraag-[\w-]{20}"/);
    // A piece with a Dutch name shows it, at its Dutch address; one without shows its English.
    expect(html).toMatch(/href="\/nl\/shop\/veertig-eraf-[\w-]{20}"[^>]*>Veertig eraf</);
    expect(html).not.toContain(">Forty off<");
    expect(html).toContain("A classic solitaire in yellow gold with a brilliant cut diam…");
  });

  it("turns one card at a time on a phone, wrapping both ways, by buttons and dots (French)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/fr`);
    await waitForHydration(page);
    await reachLazySection(page, "#hot-deals", "hot-deals-section");
    const section = page.locator("#hot-deals");
    const next = section.getByRole("button", { name: fr.hotDeals.next });
    const previous = section.getByRole("button", { name: fr.hotDeals.previous });
    const order = ["Op aanvraag", "Quarante de moins", "Art Deco brooch", "Newer twenty"];
    expect(await shownNames(page)).toEqual([order[0]]);
    for (const name of [order[1], order[2], order[3], order[0]]) {
      await next.click();
      expect(await shownNames(page)).toEqual([name]);
    }
    await previous.click();
    expect(await shownNames(page)).toEqual([order[3]]);
    // The keyboard works the same buttons.
    await previous.focus();
    await page.keyboard.press("Enter");
    expect(await shownNames(page)).toEqual([order[2]]);
    const dot = section.getByRole("button", { name: fr.hotDeals.show.replace("{{index}}", "2") });
    await dot.click();
    expect(await shownNames(page)).toEqual([order[1]]);
    expect(await dot.getAttribute("aria-current")).toBe("true");
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("shows the cards without JavaScript, and after a client-side navigation to home", async () => {
    const plain = await newVisitor(browser, { consented: true, javaScriptEnabled: false });
    await plain.page.goto(`${server.url}/`);
    expect(await shownNames(plain.page)).toHaveLength(4);
    expect(await plain.page.locator("#location video").isVisible()).toBe(true);
    await plain.context.close();

    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`${server.url}/shop`);
    await waitForHydration(page);
    await page
      .locator("header")
      .getByRole("link", { name: en.nav.home, exact: true })
      .first()
      .click();
    await page.waitForURL(`${server.url}/#home`);
    await page.locator("#hot-deals li h3").first().waitFor();
    expect(await shownNames(page)).toHaveLength(4);
    await context.close();
  });
});
