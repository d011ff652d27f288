import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "#server/mail/mail-messages.ts";
import { logIn, preConsent, shown, uniqueEmail } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/pages.ts";
import { signedUpSession } from "./support/http-session.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.ts";
import { addFromGrid, checkOutInLanguage } from "./support/translated-purchase.ts";

const texts = en.adminEditions;
const words = en.adminTranslations;
const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** A translated field's label: "Name (Dutch)". */
const labelIn = (field: string, locale: "nl" | "fr") =>
  say(words.fieldIn, { field, language: words.languagesInline[locale] });

describe("admin: a piece in three languages", { timeout: 90_000 }, () => {
  let browser: Browser;
  let server: RunningServer;
  let smtp: TestSmtpServer;
  let page: Page;
  // A server of its own, without the demo catalogue: the pieces needing translation are ours.
  // Its mails are caught, so the order's mails can be read as sent.
  beforeAll(async () => {
    smtp = await startSmtpServer();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ SEED_DEMO_DATA: "false", SMTP_URL: smtp.url }),
    ]);
    ({ page } = await adminVisitor(browser, "translations-admin", {
      ...server,
      mailbox: { smtp },
    }));
    await page.setViewportSize({ width: 1280, height: 1600 });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await smtp.close();
  });

  const form = () => page.locator("main form").first();
  /** The shop's list as a visitor of a language reads it. */
  const listed = async (lang: string) =>
    ((await (await fetch(`${server.url}/api/products?lang=${lang}`)).json()) as CataloguePage)
      .items;
  /** What a signed-out visitor reads on a shop page (without scripts: the server's page). */
  const shopText = async (path: string) => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(path);
    const text = (await visitor.locator("main").textContent()) ?? "";
    await context.close();
    return text;
  };

  it("adds English only, is told what needs translation, then writes Dutch and French", async () => {
    await page.goto("/admin/special-editions");
    await waitForHydration(page);
    await form().getByRole("textbox", { name: texts.name, exact: true }).fill("Zuidkaai Brooch");
    await form()
      .getByRole("textbox", { name: texts.description, exact: true })
      .fill("Gold and a sapphire.");
    await form().getByLabel(texts.price).fill("1.250");
    await form().getByRole("button", { name: texts.add }).click();
    await shown(page.getByText(texts.saved));

    // Without French, a French visitor reads English; the admin is told and can list it.
    expect((await listed("fr")).map((item) => item.name)).toEqual(["Zuidkaai Brooch"]);
    await page.goto("/admin/special-editions");
    await shown(page.getByText(say(words.summary_one, { count: 1 })));
    await page.getByRole("link", { name: words.filter }).click();
    await page.waitForURL(/translate=1/);
    await shown(page.getByText(say(words.badges.missing, { language: words.languages.fr })));

    await page
      .getByRole("link", { name: say(texts.editLabel, { name: "Zuidkaai Brooch" }) })
      .click();
    await shown(
      page.getByRole("heading", { name: say(texts.editTitle, { name: "Zuidkaai Brooch" }) }),
    );
    await form().getByLabel(labelIn(texts.name, "nl")).fill("Zuidkaaibroche");
    await form().getByLabel(labelIn(texts.description, "nl")).fill("Goud en een saffier.");
    await form().getByLabel(labelIn(texts.name, "fr")).fill("Broche Quai du Sud");
    await form().getByLabel(labelIn(texts.description, "fr")).fill("Or et un saphir.");
    expect(await violations(page)).toEqual([]);
    await form().getByRole("button", { name: texts.save }).click();
    // A saved edit goes back to the tab's own address (tabAction's `after`).
    await page.waitForURL((url) => url.pathname === "/admin/special-editions" && !url.search);

    expect((await listed("nl"))[0]).toMatchObject({
      name: "Zuidkaaibroche",
      description: "Goud en een saffier.",
    });
    const [french] = await listed("fr");
    expect(french).toMatchObject({ name: "Broche Quai du Sud", description: "Or et un saphir." });
    expect(french?.slug).toMatch(/^broche-quai-du-sud-/);
    await page.goto("/admin/special-editions");
    await waitForHydration(page);
    expect(await page.getByText(say(words.summary_one, { count: 1 })).count()).toBe(0);
    const shop = await shopText("/fr/shop");
    expect(shop).toContain("Broche Quai du Sud");
    expect(shop).not.toContain("Zuidkaai Brooch");
  });

  // Runs after the admin's edit above: the piece it wrote in three languages.
  it("shows what the admin wrote to visitors, from the grid to the customer's mail", async () => {
    const [english] = await listed("en");
    const [dutch] = await listed("nl");
    const [french] = await listed("fr");
    if (!english || !dutch || !french) throw new Error("the admin's piece is not listed");
    expect(french.name).toBe("Broche Quai du Sud");

    // The English address under /nl moves to the Dutch one.
    const context = await browser.newContext({ baseURL: server.url });
    await preConsent(context);
    const visitor = await context.newPage();
    await visitor.goto(`/nl/shop/${english.slug}`);
    expect(new URL(visitor.url()).pathname).toBe(`/nl/shop/${dutch.slug}`);
    await addFromGrid(visitor, "nl", dutch, english);
    await context.close();

    const email = uniqueEmail("translations-customer");
    await signedUpSession(server.url, email, undefined, { mailbox: { smtp } });
    const customer = await browser.newContext({ baseURL: server.url });
    await preConsent(customer);
    const shopper = await customer.newPage();
    await logIn(shopper, email, "long enough pw", { locale: "fr" });
    const mailsBefore = smtp.mails.length;
    await addFromGrid(shopper, "fr", french, english);
    const reference = await checkOutInLanguage(shopper, "fr", french, english);
    const mail = await smtp.waitForMail(email, { after: mailsBefore });
    expect(mail.subject).toBe(
      mailMessages.fr.orderPlaced.subject
        .replace("{{reference}}", reference)
        .replace("{{shop}}", business.name),
    );
    expect(mail.text).toContain(`1 × ${french.name}`);
    expect(mail.text).not.toContain(english.name);
    await customer.close();
  });
});
