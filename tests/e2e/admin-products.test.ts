import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCarat, formatPrice } from "#common/format.ts";
import { mediaSrc } from "#common/media.ts";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { messages, type Locale } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { getJson } from "./support/catalogue.ts";
import { baseUrl, newVisitor, waitForHydration, waitForText } from "./support/pages.ts";
import { photoJpeg, smallPng } from "#tests/support/pictures.ts";

const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The shop's answer for a search, as any visitor gets it (kept lists included). */
const shopSearch = (name: string) =>
  getJson<CataloguePage>(`/api/products?q=${encodeURIComponent(name)}`);

/** The product form, found by its title. */
const productForm = (page: Page, title: string) => page.getByRole("form", { name: title });

/** A carat's checkbox and its price field in the form. */
function caratFields(form: Locator, locale: Locale, hundredths: number) {
  const texts = messages[locale].adminProducts.form;
  const carat = formatCarat(hundredths, locale);
  return {
    box: form.getByRole("checkbox", { name: say(texts.carat, { carat }), exact: true }),
    price: form.getByLabel(say(texts.price, { carat })),
  };
}

/** Ticks a carat and types its price, as the admin does. */
async function priceCarat(form: Locator, locale: Locale, hundredths: number, price: string) {
  const { box, price: field } = caratFields(form, locale, hundredths);
  await box.check();
  await field.fill(price);
}

/** Saves the form and waits until the tab says so (the form closes). */
async function save(page: Page, form: Locator, locale: Locale) {
  const texts = messages[locale].adminProducts;
  await form.getByRole("button", { name: texts.form.save }).click();
  await page.getByRole("status").filter({ hasText: texts.saved }).waitFor();
  await form.waitFor({ state: "detached" });
}

/** What a signed-out visitor's shop says about the piece: its card, and its own page. */
async function shopShows(browser: Browser, name: string) {
  const found = await shopSearch(name);
  const item = found.items[0];
  if (!item) return { total: found.total, page: "", min: null, max: null };
  const { context, page } = await newVisitor(browser, { consented: true });
  await page.goto(`/shop/${item.slug}`);
  const text = (await page.locator("main").textContent()) ?? "";
  await context.close();
  return { total: found.total, page: text, min: item.minPriceCents, max: item.maxPriceCents };
}

// Whole flows through a large page, with axe scans of it (seconds each) and the shop checked
// by fresh visitors: longer than the default on a shared two-core machine.
describe("admin products tab", { timeout: 90_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("creates a ring with two carats and two pictures, edits its price and deletes it; the shop follows", async () => {
    const texts = messages.en.adminProducts;
    const { context, page } = await adminVisitor(browser, "products-admin");
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto("/admin/products");
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("link", { name: texts.add }).click();
    const form = productForm(page, texts.form.addTitle);
    await form.waitFor();
    // The admin lands on the form's title.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(texts.form.addTitle);
    expect(await violations(page)).toEqual([]);

    const name = `Test Aurora ${String(Date.now())}`;
    await form.getByRole("textbox", { name: texts.form.name, exact: true }).fill(name);
    await form
      .getByLabel(texts.form.description, { exact: true })
      .fill("A test ring in rose gold.");
    await form.getByLabel(texts.form.shape).selectOption("oval");
    await form.getByLabel(texts.form.design).selectOption("halo");
    await form.getByLabel(texts.form.metal).selectOption("rose-gold");
    await priceCarat(form, "en", 50, "1.250");
    // Ambiguous: the server refuses it with the message under the field, and nothing is saved.
    await priceCarat(form, "en", 150, "2.450.5");
    // A file that is not a picture is refused with the message, and nothing is added.
    await form.getByLabel(messages.en.pictures.drop).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect
      .poll(() => form.getByRole("alert").allTextContents())
      .toContain(`notes.txt: ${texts.upload.failed}`);
    await form.getByLabel(messages.en.pictures.drop).setInputFiles([
      { name: "ring.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(800, 600) },
      { name: "box.png", mimeType: "image/png", buffer: await smallPng(300, 200) },
    ]);
    const pictures = form.getByRole("list", { name: texts.upload.list }).locator("li");
    await expect.poll(() => pictures.count()).toBe(2);
    const urls = await pictures.evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-picture") ?? ""),
    );
    await form.getByRole("button", { name: texts.form.save }).click();
    const priceField = caratFields(form, "en", 150).price;
    await expect.poll(() => priceField.getAttribute("aria-invalid")).toBe("true");
    expect(await form.textContent()).toContain(messages.en.adminValidation.ambiguousAmount);
    expect(await form.getByRole("alert").allTextContents()).toContain(texts.form.failed);
    expect(await priceField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await shopSearch(name)).total).toBe(0);

    await priceField.fill("€ 2,450.00");
    await save(page, form, "en");
    const row = page.getByRole("table", { name: texts.list }).locator("tr", { hasText: name });
    expect(await row.textContent()).toContain(formatPrice(245_000, "en"));
    // Its first picture is the main one, shown in the list and the shop.
    expect(await row.locator("img").getAttribute("src")).toBe(mediaSrc(urls[0] ?? "", 160));

    let shop = await shopShows(browser, name);
    expect(shop).toMatchObject({ total: 1, min: 125_000, max: 245_000 });
    expect(shop.page).toContain(formatPrice(125_000, "en"));
    const detail = await getJson<CatalogueItemDetail>(
      `/api/products/${(await shopSearch(name)).items[0]?.id ?? ""}`,
    );
    expect(detail.images).toEqual(urls.map((url) => ({ url })));
    expect([detail.diamondShape, detail.ringDesign, detail.metal]).toEqual([
      "oval",
      "halo",
      "rose-gold",
    ]);

    // Edit: the prices come back as typed in Belgium; a new price shows in the shop at once.
    await row.getByRole("link", { name: say(texts.editLabel, { name }) }).click();
    const edit = productForm(page, say(texts.form.editTitle, { name }));
    await edit.waitFor();
    const small = caratFields(edit, "en", 50).price;
    expect(await small.inputValue()).toBe("1.250,00");
    await small.fill("1 300,00");
    // Unticking a carat takes its price away with it.
    await caratFields(edit, "en", 150).box.uncheck();
    expect(await caratFields(edit, "en", 150).price.count()).toBe(0);
    await save(page, edit, "en");
    shop = await shopShows(browser, name);
    expect(shop).toMatchObject({ total: 1, min: 130_000, max: 130_000 });
    expect(shop.page).toContain(formatPrice(130_000, "en"));

    // Delete, after the question; the ring leaves the shop and its pictures go with it.
    await row.getByRole("button", { name: say(texts.deleteLabel, { name }) }).click();
    const confirm = page.getByRole("dialog", { name: say(texts.deleteTitle, { name }) });
    await confirm.waitFor({ state: "visible" });
    expect(await confirm.textContent()).toContain(texts.confirmDelete);
    await confirm.getByRole("button", { name: texts.delete, exact: true }).click();
    await row.waitFor({ state: "detached" });
    expect((await shopShows(browser, name)).total).toBe(0);
    for (const url of urls) {
      expect((await fetch(`${baseUrl()}${url}`)).status).toBe(404);
    }
    await context.close();
  });

  it("in Dutch: the overview creates a missing metal of a design, prefilled from its sibling", async () => {
    const texts = messages.nl.adminProducts;
    const metals = messages.nl.metals;
    const { context, page } = await adminVisitor(browser, "products-admin-nl");
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto("/nl/admin/products?new=1");
    await waitForHydration(page);

    // A princess halo ring exists in white gold only (the demo catalogue has no such design).
    const name = `Test Prinses ${String(Date.now())}`;
    const add = productForm(page, texts.form.addTitle);
    await add.getByRole("textbox", { name: texts.form.name, exact: true }).fill(name);
    await add.getByLabel(texts.form.shape).selectOption("princess");
    await add.getByLabel(texts.form.design).selectOption("halo");
    await add.getByLabel(texts.form.metal).selectOption("white-gold");
    await priceCarat(add, "nl", 100, "-4.950");
    await add.getByLabel(texts.form.discount).fill("101");
    await add.getByRole("button", { name: texts.form.save }).click();
    await waitForText(add, messages.nl.adminValidation.negativeAmount);
    expect(await add.textContent()).toContain(messages.nl.validation.outOfRange);
    await caratFields(add, "nl", 100).price.fill("4.950");
    await add.getByLabel(texts.form.discount).fill("10");
    await save(page, add, "nl");

    const overview = page.locator("details");
    await overview.locator("summary").click();
    expect(await violations(page)).toEqual([]);
    const family = {
      shape: messages.nl.shop.shapes.princess,
      design: messages.nl.shop.designs.halo,
    };
    expect(
      await overview.getByRole("link", { name: say(texts.combinations.open, { name }) }).count(),
    ).toBe(1);
    await overview
      .getByRole("link", {
        name: say(texts.combinations.createLabel, { ...family, metal: metals.platinum }),
      })
      .click();
    const sibling = productForm(page, texts.form.addTitle);
    await sibling.waitFor();
    expect(await page.locator("main").textContent()).toContain(
      say(texts.form.copiedFrom, { name }),
    );
    expect(await sibling.getByLabel(texts.form.shape).inputValue()).toBe("princess");
    expect(await sibling.getByLabel(texts.form.design).inputValue()).toBe("halo");
    expect(await sibling.getByLabel(texts.form.metal).inputValue()).toBe("platinum");
    expect(await caratFields(sibling, "nl", 100).price.inputValue()).toBe("4.950,00");
    expect(await sibling.getByLabel(texts.form.discount).inputValue()).toBe("10");
    expect(
      await sibling.getByRole("textbox", { name: texts.form.name, exact: true }).inputValue(),
    ).toBe("");
    expect(await violations(page)).toEqual([]);
    const siblingName = `${name} platina`;
    await sibling.getByRole("textbox", { name: texts.form.name, exact: true }).fill(siblingName);
    await save(page, sibling, "nl");

    // The shop's swatches now switch between the two.
    const first = (await shopSearch(name)).items.find((item) => item.name === name);
    const ring = await getJson<CatalogueItemDetail>(`/api/products/${first?.id ?? ""}`);
    expect(ring.siblings.map((s) => [s.name, s.metal])).toEqual([[siblingName, "platinum"]]);
    expect((await shopSearch(siblingName)).items[0]?.minPriceCents).toBe(445_500);

    // Both go again, so the shared catalogue is as the other tests expect it.
    for (const product of [siblingName, name]) {
      const row = page.getByRole("table", { name: texts.list }).locator("tr", {
        hasText: product,
      });
      await row.getByRole("button", { name: say(texts.deleteLabel, { name: product }) }).click();
      const confirm = page.getByRole("dialog", {
        name: say(texts.deleteTitle, { name: product }),
      });
      await confirm.getByRole("button", { name: texts.delete, exact: true }).click();
      await row.first().waitFor({ state: "detached" });
    }
    expect((await shopSearch(name)).total).toBe(0);
    await context.close();
  });
});
