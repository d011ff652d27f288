import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { formatCarat, formatEuros } from "#common/format.ts";
import { launchBrowser } from "./support/browser.ts";
import { violations } from "./support/axe.ts";
import { findRing, getJson, storeCart } from "./support/catalogue.ts";
import { baseUrl, newVisitor, waitForHydration, waitForText } from "./support/pages.ts";

const quote = (body: unknown, contentType = "application/json") =>
  fetch(`${baseUrl()}/api/cart/quote`, {
    method: "POST",
    headers: { "content-type": contentType, origin: baseUrl() },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const cartButton = (page: Page) =>
  page.locator("header").getByRole("button", { name: /^Cart|^Winkelmandje/ });

describe("cart quote API", () => {
  it("refuses a ring line without a carat with the shop's message", async () => {
    const ring = await findRing((ring) => ring.variants.filter((v) => v.priceCents).length > 1);
    const response = await quote({
      lines: [{ id: ring.id, carat: null, metal: ring.metal, ringSize: 52, quantity: 1 }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please select a carat." });
  });

  it("answers a wrong method, type or shape with a clear 4xx", async () => {
    expect((await fetch(`${baseUrl()}/api/cart/quote`)).status).toBe(405);
    expect((await quote({ lines: [] }, "text/plain")).status).toBe(415);
    const bad = await quote({ lines: [{ id: "x", quantity: 99 }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Send \{lines/);
  });
});

describe("cart in the browser", () => {
  let browser: Browser;
  let ring: CatalogueItemDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await findRing((ring) => ring.variants.filter((v) => v.priceCents).length > 1);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("adds, counts, prices, changes and removes lines (English)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`/shop/${ring.slug}`);
    await waitForHydration(page);
    const add = page.getByRole("button", { name: en.shop.messages.addToCart });

    await page.getByLabel(en.shop.item.ringSize).selectOption("54");
    await add.click();
    const added = en.shop.messages.added.replace("{{name}}", ring.name);
    await waitForText(page.locator("#toast-region"), added);
    await add.click();
    const second = ring.variants[1];
    if (!second) throw new Error("no second carat");
    const caratText = en.shop.item.caratValue.replace(
      "{{carat}}",
      formatCarat(second.caratHundredths, "en"),
    );
    await page.locator("label").filter({ hasText: caratText }).click();
    await add.click();
    // Two of the first choice, one of the second: three pieces.
    await expect.poll(() => cartButton(page).getAttribute("aria-label")).toBe("Cart, 3 items");

    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: en.shop.cart.title });
    await expect.poll(() => drawer.locator("li").count()).toBe(2);
    const first = ring.variants[0]?.priceCents ?? 0;
    const total = 2 * first + (second.priceCents ?? 0);
    const euros = (cents: number) => formatEuros(cents, "en");
    await waitForText(drawer, euros(total));
    expect(await drawer.textContent()).toContain("Size 54");
    expect(await violations(page)).toEqual([]);

    // A quantity changes that line only; removing the first line keeps the second.
    await drawer.getByRole("combobox").nth(1).selectOption("3");
    await waitForText(drawer, euros(2 * first + 3 * (second.priceCents ?? 0)));
    await drawer
      .getByRole("button", { name: `Remove ${ring.name}` })
      .first()
      .click();
    await expect.poll(() => drawer.locator("li").count()).toBe(1);
    await waitForText(drawer, euros(3 * (second.priceCents ?? 0)));
    expect(await drawer.textContent()).toContain(caratText);

    // Esc closes it, and focus is back on the cart button.
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe(
      "dialog",
    );
    expect(await cartButton(page).getAttribute("aria-label")).toBe("Cart, 3 items");
    await context.close();
  });

  it("never shows a stored price: a tampered cart is priced by the server (Dutch)", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const tampered = [
      {
        id: ring.id,
        carat: ring.variants[0]?.caratHundredths,
        metal: ring.metal,
        ringSize: "unknown",
        quantity: 1,
        seenUnitPriceCents: 100,
      },
    ];
    await storeCart(context, tampered);
    await page.goto("/nl/shop");
    await waitForHydration(page);
    // The server renders an empty cart; the stored one shows once hydration's effects ran.
    await expect
      .poll(() => cartButton(page).getAttribute("aria-label"))
      .toBe("Winkelmandje, 1 artikel");
    await cartButton(page).click();
    const drawer = page.getByRole("dialog", { name: nl.shop.cart.title });
    // The drawer of a Dutch page names the piece in Dutch.
    const dutch = await getJson<CatalogueItemDetail>(`/api/products/${ring.id}?lang=nl`);
    expect(dutch.name).not.toBe(ring.name);
    const notice = nl.shop.cart.priceChanged.replace("{{name}}", dutch.name);
    await waitForText(drawer, notice);
    const price = formatEuros(ring.variants[0]?.priceCents ?? 0, "nl");
    expect(await drawer.textContent()).toContain(price);
    expect(await drawer.textContent()).toContain(nl.shop.cart.ringSizeUnknown);
    await context.close();
  });
});
