import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/alerts/en.ts";
import { fr } from "#app/i18n/alerts/fr.ts";
import { nl } from "#app/i18n/alerts/nl.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { openServerDatabase } from "./support/database.ts";
import { mailTexts, outboxOf } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const texts = { en: en.goldAlerts, nl: nl.goldAlerts, fr: fr.goldAlerts };
type Locale = keyof typeof texts;
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

/** The alert of this address as the server stored it. */
function storedAlert(email: string) {
  const db = openServerDatabase();
  try {
    return db
      .prepare(
        "select status, direction, cents_per_gram, locale from gold_price_alerts where email = ?",
      )
      .get(email) as
      { status: string; direction: string; cents_per_gram: number; locale: string } | undefined;
  } finally {
    db.close();
  }
}

/** Waits for the mail to `to` and answers its link to `kind` (confirm or unsubscribe). */
async function mailedLink(to: string, kind: "confirm" | "unsubscribe"): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+/gold-price/alerts/${kind}\\?\\S+`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await mailTexts(to)).map((text) => pattern.exec(text)?.[0]).find(Boolean);
    if (found) return new URL(found);
    if (Date.now() > deadline) throw new Error(`no ${kind} link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The List-Unsubscribe headers of the outbox's mail to `to`, once it has been written. */
async function unsubscribeHeaders(to: string) {
  await mailedLink(to, "unsubscribe");
  const dir = outboxOf().outboxDir;
  for (const name of await readdir(dir)) {
    const raw = await readFile(join(dir, name), "utf8");
    if (!raw.includes(to)) continue;
    const { headerLines } = await simpleParser(raw);
    // The header as written (mailparser reads List-Unsubscribe into an object), unfolded.
    const value = (key: string) =>
      (headerLines.find((header) => header.key === key)?.line ?? "")
        .replace(/\r?\n[ \t]+/g, "")
        .replace(/^[^:]+:\s*/, "");
    return { url: value("list-unsubscribe"), post: value("list-unsubscribe-post") };
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

async function subscribe(page: Page, locale: Locale, email: string) {
  const t = texts[locale];
  const form = page.locator("main form");
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.direction).selectOption({ label: t.directions.below });
  await form.getByLabel(t.price).fill("95,50");
  await form.getByRole("button", { name: t.submit }).click();
}

describe("gold price alerts", () => {
  it("lets a visitor subscribe, confirm from the mail and later unsubscribe, without signing in", async () => {
    const locale = "nl";
    const t = texts[locale];
    const email = unique("alert");
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`${prefix(locale)}/gold-price/alerts`);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    // Bad input: the field says why, focus lands on it, nothing is stored.
    const form = page.locator("main form");
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.price).fill("0");
    await form.getByRole("button", { name: t.submit }).click();
    const price = form.getByLabel(t.price);
    await expect.poll(() => price.getAttribute("aria-invalid")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("price");
    expect(await violations(page)).toEqual([]);
    expect(storedAlert(email)).toBeUndefined();

    await subscribe(page, locale, email);
    await page.locator("main").getByText(t.sent, { exact: true }).waitFor();
    expect(storedAlert(email)).toEqual({
      status: "pending",
      direction: "below",
      cents_per_gram: 9550,
      locale: "nl",
    });

    const confirm = await mailedLink(email, "confirm");
    expect(confirm.pathname).toBe("/nl/gold-price/alerts/confirm");
    const headers = await unsubscribeHeaders(email);
    expect(headers.post).toBe("List-Unsubscribe=One-Click");
    expect(headers.url).toMatch(/\/nl\/gold-price\/alerts\/unsubscribe\?alert=/);

    // Opening the link confirms nothing; its button does.
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await waitForHydration(page);
    expect(storedAlert(email)?.status).toBe("pending");
    await page.getByRole("button", { name: t.confirm.submit }).click();
    await page.getByText(t.confirm.done, { exact: true }).waitFor();
    await page.getByText("Fijn goud onder €\u00a095,50 per gram", { exact: true }).waitFor();
    expect(storedAlert(email)?.status).toBe("active");

    // Later, in a fresh browser without the visitor's cookies: the mail's unsubscribe link.
    await context.close();
    const later = await newVisitor(browser, { consented: true });
    const unsubscribe = await mailedLink(email, "unsubscribe");
    await later.page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await waitForHydration(later.page);
    expect(await violations(later.page)).toEqual([]);
    await later.page.getByRole("button", { name: t.unsubscribe.submit }).click();
    await later.page.getByText(t.unsubscribe.done, { exact: true }).waitFor();
    expect(storedAlert(email)?.status).toBe("unsubscribed");
    await later.context.close();
  });

  it("asks for an alert from the form on the price page", async () => {
    const email = unique("board");
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/gold-price");
    await waitForHydration(page);
    await page.locator("main form").scrollIntoViewIfNeeded();
    await subscribe(page, "en", email);
    await page.locator("main").getByText(texts.en.sent, { exact: true }).waitFor();
    expect(storedAlert(email)).toMatchObject({ status: "pending", locale: "en" });
    expect(new URL(page.url()).pathname).toBe("/gold-price");
    await context.close();
  });

  it("stops an alert with a mail program's one-click POST to its List-Unsubscribe address", async () => {
    const email = unique("one-click");
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/fr/gold-price/alerts");
    await waitForHydration(page);
    await subscribe(page, "fr", email);
    await page.locator("main").getByText(texts.fr.sent, { exact: true }).waitFor();
    await context.close();
    const { url } = await unsubscribeHeaders(email);
    const address = /^<(.+)>$/.exec(url)?.[1] ?? "";
    expect(new URL(address).origin).toBe(baseUrl());
    // RFC 8058: a POST from the mail provider's server, no cookie, no Origin.
    const forged = new URL(address);
    forged.searchParams.set("token", "forged");
    const refused = await fetch(forged, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(refused.status).toBe(404);
    expect(storedAlert(email)?.status).toBe("pending");
    const response = await fetch(address, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(response.status).toBe(200);
    expect(storedAlert(email)?.status).toBe("unsubscribed");
  });
});
