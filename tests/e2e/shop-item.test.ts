import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { formatCarat, formatPrice } from "#common/format.ts";
import { launchBrowser } from "./support/browser.ts";
import { violations } from "./support/axe.ts";
import { getJson } from "./support/catalogue.ts";
import { baseUrl, newVisitor, waitForHydration, waitForText } from "./support/pages.ts";

/** A ring on sale with several carats and at least one other metal, and a special edition. */
async function pieces() {
  const list = await getJson<CataloguePage>("/api/products?sale=1");
  const details = await Promise.all(
    list.items.map((item) => getJson<CatalogueItemDetail>(`/api/products/${item.id}`)),
  );
  const ring = details.find((d) => d.variants.length > 1 && d.siblings.length > 0);
  const special = details.find((d) => d.kind === "special");
  if (!ring || !special) throw new Error("the demo catalogue lacks a ring on sale or a special");
  // The same pieces as a Dutch page shows them: their Dutch names and addresses.
  const [ringNl, specialNl] = await Promise.all(
    [ring, special].map((piece) =>
      getJson<CatalogueItemDetail>(`/api/products/${piece.id}?lang=nl`),
    ),
  );
  if (!ringNl || !specialNl) throw new Error("no Dutch answer");
  return { ring, special, ringNl, specialNl };
}

describe("product page", () => {
  let browser: Browser;
  let ring: CatalogueItemDetail;
  let special: CatalogueItemDetail;
  let ringNl: CatalogueItemDetail;
  let specialNl: CatalogueItemDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ ring, special, ringNl, specialNl } = await pieces());
  });
  afterAll(async () => {
    await browser.close();
  });

  it("is a full page on the server, with its title, canonical address and Product JSON-LD", async () => {
    // The Dutch page names the piece in Dutch, at its Dutch address.
    expect(ringNl.name).not.toBe(ring.name);
    const response = await fetch(`${baseUrl()}/nl/shop/${ringNl.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1 class="mt-2 font-serif text-4xl">${ringNl.name}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/nl/shop/${ringNl.slug}"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="fr" href="${baseUrl()}/fr/shop/${ring.slugs.fr}"/>`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const product = JSON.parse(jsonLd) as {
      "@type": string;
      name: string;
      mainEntityOfPage: { inLanguage: string };
      offers: { priceCurrency: string; lowPrice: string; highPrice: string };
    };
    expect(product["@type"]).toBe("Product");
    expect(product.name).toBe(ringNl.name);
    expect(product.mainEntityOfPage.inLanguage).toBe("nl");
    expect(product.offers.priceCurrency).toBe("EUR");
    expect(product.offers.lowPrice).toBe(((ring.minPriceCents ?? 0) / 100).toFixed(2));
    expect(product.offers.highPrice).toBe(((ring.maxPriceCents ?? 0) / 100).toFixed(2));
  });

  it("moves an old or bare address to the current one, and 404s an unknown piece", async () => {
    const bare = await fetch(`${baseUrl()}/fr/shop/${ring.id}`, { redirect: "manual" });
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe(`/fr/shop/${ring.slugs.fr}`);
    // The English address under /nl lands on the Dutch one.
    const english = await fetch(`${baseUrl()}/nl/shop/${ring.slug}`, { redirect: "manual" });
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe(`/nl/shop/${ringNl.slug}`);
    const unknown = await fetch(`${baseUrl()}/shop/no-such-ring-AAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(en.errors.notFoundTitle);
  });

  it("opens from the grid as a dialog; carat changes the price, a swatch opens the sibling", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/shop?sale=1");
    await waitForHydration(page);
    const card = page.getByRole("link", { name: ring.name, exact: true });
    await card.click();
    await page.waitForURL(`${baseUrl()}/shop/${ring.slug}?sale=1`);
    const dialog = page.getByRole("dialog", { name: ring.name });
    await dialog.waitFor();
    // The grid stays behind it, filters and all.
    expect(await page.locator("h1").textContent()).toBe(en.shop.title);
    expect(await page.getByLabel(en.shop.filters.sale).isChecked()).toBe(true);

    // The first carat is chosen; another shows its own price.
    const carats = dialog.getByRole("radio");
    expect(await carats.count()).toBe(ring.variants.length);
    expect(await carats.first().isChecked()).toBe(true);
    const second = ring.variants[1];
    if (!second?.priceCents) throw new Error("the ring's second carat has no price");
    const caratText = en.shop.item.caratValue.replace(
      "{{carat}}",
      formatCarat(second.caratHundredths, "en"),
    );
    await dialog.locator("label").filter({ hasText: caratText }).click();
    expect(await carats.nth(1).isChecked()).toBe(true);
    await waitForText(dialog, formatPrice(second.priceCents, "en"));
    expect(await violations(page)).toEqual([]);

    // Only metals that exist are offered, each named; a swatch opens that piece afresh.
    const sibling = ring.siblings[0];
    if (!sibling) throw new Error("the ring has no sibling");
    const swatches = dialog.getByRole("link", { name: /^Show this design in / });
    expect(await swatches.count()).toBe(ring.siblings.length);
    const metalName = en.metals[sibling.metal];
    await dialog.getByRole("link", { name: `Show this design in ${metalName}` }).click();
    await page.waitForURL(`${baseUrl()}/shop/${sibling.slug}?sale=1`);
    const siblingDialog = page.getByRole("dialog", { name: sibling.name });
    await siblingDialog.waitFor();
    expect(await siblingDialog.getByRole("radio").first().isChecked()).toBe(true);

    // Esc closes it: back on the grid it came from, focus on the card that opened it.
    await page.keyboard.press("Escape");
    await page.waitForURL(`${baseUrl()}/shop?sale=1`);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(ring.name);
    await context.close();
  });

  it("closes with Back, the backdrop and Add to cart; a reload shows the page itself", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/shop");
    await waitForHydration(page);
    const open = async () => {
      await page.getByRole("link", { name: ring.name, exact: true }).click();
      await page.getByRole("dialog", { name: ring.name }).waitFor();
    };
    await open();
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/shop`);
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await open();
    await page.mouse.click(5, 400);
    await page.waitForURL(`${baseUrl()}/shop`);
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await open();
    await page.getByRole("button", { name: en.shop.messages.addToCart }).click();
    await page.waitForURL(`${baseUrl()}/shop`);
    const added = en.shop.messages.added.replace("{{name}}", ring.name);
    await waitForText(page.locator("#toast-region"), added);

    await page.goto(`/shop/${ring.slug}`);
    expect(await page.locator("h1").textContent()).toBe(ring.name);
    expect(await page.getByRole("dialog", { name: ring.name }).count()).toBe(0);
    await context.close();
  });

  it("shows a special edition without carats, metals or ring size, in Dutch", async () => {
    // Named in Dutch, at its Dutch address.
    expect(specialNl.name).not.toBe(special.name);
    expect(specialNl.slug).not.toBe(special.slug);
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`/nl/shop/${specialNl.slug}`);
    expect(await page.locator("h1").textContent()).toBe(specialNl.name);
    expect(await page.getByText(nl.productCard.specialEdition).first().isVisible()).toBe(true);
    expect(await page.getByRole("radio").count()).toBe(0);
    expect(await page.getByLabel(nl.shop.item.ringSize).count()).toBe(0);
    expect(await page.getByRole("link", { name: nl.shop.item.back }).getAttribute("href")).toBe(
      "/nl/shop",
    );
    await context.close();
  });
});
