import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { excerpt } from "#common/format.ts";
import { business } from "#server/business.ts";
import { idFromSlug } from "#server/catalogue/catalogue-text.ts";
import type {
  CatalogueItem,
  CatalogueItemDetail,
  CataloguePage,
} from "#server/catalogue/catalogue-item.ts";
import { mailMessages } from "#server/mail/mail-messages.ts";
import { logIn, messages, preConsent, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { getJson } from "./support/catalogue.ts";
import { signedUpSession } from "./support/http-session.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { waitForHydration } from "./support/pages.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.ts";
import { addFromGrid, checkOutInLanguage } from "./support/translated-purchase.ts";

type Translated = "nl" | "fr";

/** The card's description is cut at 60 characters (product-card.tsx). */
const CARD_DESCRIPTION_MAX = 60;

let browser: Browser;
let smtp: TestSmtpServer;
let server: RunningServer;

// A server of its own, with the demo catalogue (as a fresh clone has it) and its mails caught
// by a test SMTP server, so the customer's and the shop's mails can be read as sent.
beforeAll(async () => {
  smtp = await startSmtpServer();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ SMTP_URL: smtp.url })]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await smtp.close();
});

async function visitor(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await preConsent(context);
  return context;
}

/** Every piece of the catalogue as the API lists it in `lang`, all pages. */
async function listed(lang: "en" | Translated, sort = "recent"): Promise<CatalogueItem[]> {
  const items: CatalogueItem[] = [];
  for (let page = 1; ; page++) {
    const answer = await getJson<CataloguePage>(
      `/api/products?lang=${lang}&sort=${sort}&page=${page}`,
      server.url,
    );
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

const detail = (id: string, lang: "en" | Translated) =>
  getJson<CatalogueItemDetail>(`/api/products/${id}?lang=${lang}`, server.url);

/** The grid's cards on the page shown: name, whole text and address. */
const cards = (page: Page) =>
  page.locator("main ul > li").evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector("h2")?.textContent ?? "",
      text: item.textContent,
      href: item.querySelector("a")?.getAttribute("href") ?? "",
    })),
  );

/** Every card of the shop's grid in a language, following its "next" links to the last page. */
async function everyCard(page: Page, locale: Translated) {
  await page.goto(`/${locale}/shop`);
  const all = await cards(page);
  for (;;) {
    const next = page
      .getByRole("navigation", { name: messages[locale].ui.pages.label })
      .locator("a[rel=next]");
    if ((await next.count()) === 0) return all;
    const target = new URL((await next.getAttribute("href")) ?? "", page.url()).href;
    await next.click();
    await page.waitForURL(target);
    all.push(...(await cards(page)));
  }
}

/** The first priced ring the API lists in `lang` after skipping `skip` of them. */
async function pricedRing(lang: Translated, skip = 0) {
  const rings = (await listed(lang)).filter(
    (item) => item.kind === "product" && item.minPriceCents !== null,
  );
  const ring = rings[skip];
  if (!ring) throw new Error("the demo catalogue has too few priced rings");
  const [translated, english] = await Promise.all([detail(ring.id, lang), detail(ring.id, "en")]);
  // The API itself answers in the language: the browser's checks below compare with these.
  expect(translated.name).not.toBe(english.name);
  expect(translated.description).not.toBe(english.description);
  expect(translated.slug).not.toBe(english.slug);
  return { translated, english };
}

describe.each(["nl", "fr"] as const)("the demo catalogue on /%s/shop", (locale) => {
  // Every piece's page in turn, two dozen of them: longer than the usual 30 s on a busy machine.
  it("shows no piece's name or description in English, on any page of the grid", async () => {
    const english = new Map((await listed("en")).map((item) => [item.id, item]));
    const context = await visitor({ javaScriptEnabled: false });
    // Only the words are read here: pictures (resized on first request) would cost the most.
    await context.route("**/*", (route) =>
      ["image", "font"].includes(route.request().resourceType()) ? route.abort() : route.continue(),
    );
    const page = await context.newPage();
    const shown = await everyCard(page, locale);
    // Every piece is on one of the pages, each once.
    expect(shown.length).toBe(english.size);
    const ids = shown.map((card) => idFromSlug(card.href.split("/").at(-1) ?? ""));
    expect(new Set(ids)).toEqual(new Set(english.keys()));

    const inEnglish: string[] = [];
    for (const [index, card] of shown.entries()) {
      const source = english.get(ids[index] ?? "");
      if (!source) throw new Error(`no English piece for the card ${card.href}`);
      expect(card.href.startsWith(`/${locale}/shop/`)).toBe(true);
      expect(card.name).not.toBe("");
      const englishExcerpt = excerpt(source.description, CARD_DESCRIPTION_MAX).replace(/…$/, "");
      if (card.name === source.name) inEnglish.push(`card name ${card.name}`);
      if (card.text.includes(englishExcerpt)) inEnglish.push(`card text of ${card.name}`);
    }
    expect(inEnglish.join("\n")).toBe("");

    // Each piece's own page: its name and its whole description in the page's language.
    const details = await Promise.all(ids.map((id) => detail(id ?? "", locale)));
    for (const [index, card] of shown.entries()) {
      const translated = details[index];
      const source = english.get(ids[index] ?? "");
      if (!source || !translated) throw new Error(`no piece for the card ${card.href}`);
      await page.goto(card.href);
      const heading = (await page.locator("main h1").textContent()) ?? "";
      const text = await page.locator("main").innerText();
      if (heading !== card.name) inEnglish.push(`page title ${heading} (card ${card.name})`);
      if (translated.description === source.description || !text.includes(translated.description))
        inEnglish.push(`description of ${card.name}`);
      if (text.includes(source.description) || text.includes(source.name))
        inEnglish.push(`English on the page of ${card.name}`);
    }
    expect(inEnglish.join("\n")).toBe("");
    await context.close();
  }, 90_000);
});

describe.each(["nl", "fr"] as const)("sorting /%s/shop by name", (locale) => {
  it("orders the grid by the names it shows, as the language's readers sort", async () => {
    const collator = new Intl.Collator(locale, { sensitivity: "base" });
    const inOrder = (names: string[]) => [...names].sort(collator.compare);
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`/${locale}/shop`);
    await waitForHydration(page);
    await page.getByLabel(messages[locale].shop.filters.sort).selectOption("name-asc");
    await page.waitForURL(/[?&]sort=name-asc$/);
    await expect
      .poll(async () => {
        const names = (await cards(page)).map((card) => card.name);
        return names.length > 1 && names.join("|") === inOrder(names).join("|");
      })
      .toBe(true);
    // The whole catalogue, every page, in the same order, and the other way round.
    const all = await listed(locale, "name-asc");
    const names = all.map((item) => item.name);
    expect(names).toEqual(inOrder(names));
    expect((await listed(locale, "name-desc")).map((item) => item.name)).toEqual(
      [...names].reverse(),
    );
    await context.close();
  });
});

describe("a piece in the visitor's language, from the grid to the mails", () => {
  it("on /fr: the grid's dialog, the cart, checkout, the confirmation and both mails", async () => {
    const { translated: piece, english } = await pricedRing("fr");
    const email = uniqueEmail("catalogue-fr");
    await signedUpSession(server.url, email, undefined, { mailbox: { smtp } });
    const context = await visitor();
    const page = await context.newPage();
    await logIn(page, email, "long enough pw", { locale: "fr" });
    // The confirmation mail came before: the order's mail is the next one.
    const mailsBefore = smtp.mails.length;
    await addFromGrid(page, "fr", piece, english);
    const reference = await checkOutInLanguage(page, "fr", piece, english);

    // The customer's mail in French with the French name; the shop's notice with the English.
    const toCustomer = await smtp.waitForMail(email, { after: mailsBefore });
    const subject = mailMessages.fr.orderPlaced.subject
      .replace("{{reference}}", reference)
      .replace("{{shop}}", business.name);
    expect(toCustomer.subject).toBe(subject);
    expect(toCustomer.text).toContain(`1 × ${piece.name} (`);
    expect(toCustomer.text).not.toContain(english.name);
    const notice = await smtp.waitForMail(business.email);
    expect(notice.subject).toContain(reference);
    expect(notice.text).toContain(`1 × ${english.name} (`);
    expect(notice.text).not.toContain(piece.name);
    await context.close();
  });

  it("on /nl: the grid's dialog, the cart drawer, checkout and the confirmation", async () => {
    const { translated: piece, english } = await pricedRing("nl", 1);
    const email = uniqueEmail("catalogue-nl");
    await signedUpSession(server.url, email, undefined, { mailbox: { smtp } });
    const context = await visitor();
    const page = await context.newPage();
    await logIn(page, email, "long enough pw", { locale: "nl" });
    await addFromGrid(page, "nl", piece, english);
    await checkOutInLanguage(page, "nl", piece, english);
    await context.close();
  });
});
