import type { Browser, Locator, Page } from "playwright-core";
import { sharedServer } from "./support/shared-server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { photoJpeg, smallPng } from "#tests/support/pictures.ts";
import { grantAdmin, signUp, uniqueEmail } from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { expectThumbnailOf } from "./support/visitor-photos.ts";
import {
  findValuationPhotos,
  insertValuationRequest as insertRequest,
  openServerDatabase,
} from "./support/database.ts";
import { holdRequests } from "./support/held-requests.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const texts = en.valuationRequests;

/** The request sent from this address as stored, and its photos. */
function stored(email: string) {
  const db = openServerDatabase();
  try {
    const request = db
      .prepare("select locale, status from valuation_requests where email = ?")
      .get(email) as { locale: string; status: string } | undefined;
    return { request, photos: findValuationPhotos(email) };
  } finally {
    db.close();
  }
}

/** A new admin, signed in, on the valuations tab. */
async function adminOnTab(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newVisitor(browser, { consented: true });
  const email = uniqueEmail("valuations-admin");
  await signUp(page, email, "valuations admin pw");
  await grantAdmin(sharedServer().sqlitePath, email);
  await page.goto("/admin");
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

const rowOf = (page: Page, email: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: email, exact: true }) });

const statusSelect = (row: Locator, name: string) =>
  row.getByRole("combobox", { name: texts.statusOf.replace("{{name}}", name) });

// Each test signs a new account up through the pages and its confirmation mail, then more.
describe("the admin's valuations tab", { timeout: 60_000 }, () => {
  it("shows a Dutch request with its photos as thumbnails; a status change persists", async () => {
    const email = uniqueEmail("with-photos");
    const name = "Sofie Wouters";
    const visitor = await newVisitor(browser, { consented: true });
    await visitor.page.goto("/nl");
    await waitForHydration(visitor.page);
    const form = visitor.page.locator("#contact form");
    await form.locator("input[name=name]").fill(name);
    await form.locator("input[name=email]").fill(email);
    await form.locator("textarea[name=message]").fill("Een oude trouwring, foto's erbij.");
    await form.getByLabel(nl.contact.photos).setInputFiles([
      { name: "ring.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(900, 600) },
      { name: "doosje.png", mimeType: "image/png", buffer: await smallPng(120, 90) },
    ]);
    await form.locator("button[type=submit]").click();
    await visitor.page.getByText(nl.contact.success).waitFor();
    await visitor.context.close();
    const sent = stored(email);
    expect(sent.request).toMatchObject({ locale: "nl", status: "new" });
    expect(sent.photos).toHaveLength(2);

    const { page, close } = await adminOnTab();
    const row = rowOf(page, email);
    await row.waitFor();
    expect(await row.getByRole("link", { name: email }).getAttribute("href")).toBe(
      `mailto:${email}`,
    );
    expect(await row.textContent()).toContain(en.languages.nl);
    const thumbnails = row.getByRole("link", { name: new RegExp(`^Photo \\d from ${name}`) });
    expect(await thumbnails.count()).toBe(2);
    for (const [index, url] of sent.photos.entries()) {
      await expectThumbnailOf(thumbnails.nth(index), url);
    }

    const select = statusSelect(row, name);
    expect(await select.inputValue()).toBe("new");
    // With the keyboard: the next status is saved as soon as it is chosen.
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await row.getByText(texts.saved, { exact: true }).waitFor();
    expect(await select.isEnabled()).toBe(true);
    // The keyboard's place is kept through the save (a disabled select loses focus).
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(stored(email).request?.status).toBe("contacted");
    await page.reload();
    await waitForHydration(page);
    expect(await statusSelect(rowOf(page, email), name).inputValue()).toBe("contacted");

    // The status filter lives in the address.
    await page.getByRole("combobox", { name: texts.status, exact: true }).selectOption("new");
    await page.getByRole("button", { name: texts.show }).click();
    await page.waitForURL((url) => url.search === "?status=new");
    await rowOf(page, email).waitFor({ state: "detached" });
    const shown = await page
      .locator("tbody select")
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(shown.filter((value) => value !== "new")).toEqual([]);
    await close();
  });

  it("says when a status cannot be saved and shows the stored one again", async () => {
    const email = uniqueEmail("refused-status");
    const id = insertRequest(email, "Karel");
    const db = openServerDatabase();
    // A real database failure: this trigger refuses any change to this request.
    db.exec(`create trigger refuse_status before update on valuation_requests
             when old.id = '${id}' begin select raise(abort, 'disk on fire'); end`);
    try {
      const { page, close } = await adminOnTab();
      // The save is held back until the saving state has been seen.
      const save = await holdRequests(page, "**/*", (request) => request.method() === "POST");
      const row = rowOf(page, email);
      const select = statusSelect(row, "Karel");
      await select.selectOption("closed");
      await save.first;
      await expect.poll(() => select.isDisabled()).toBe(true);
      expect(await select.inputValue()).toBe("closed");
      expect(await row.getByText(texts.saving, { exact: true }).isVisible()).toBe(true);
      expect(await row.getByRole("alert").count()).toBe(0);
      save.release();
      // The refusal is said in the same commit that puts the stored status back.
      await row.getByRole("alert").filter({ hasText: texts.saveFailed }).waitFor();
      expect(await select.inputValue()).toBe("new");
      expect(await select.isEnabled()).toBe(true);
      expect(stored(email).request?.status).toBe("new");
      await close();
    } finally {
      db.exec("drop trigger refuse_status");
      db.close();
    }
  });

  it("changes a status without JavaScript too", async () => {
    const email = uniqueEmail("no-script");
    insertRequest(email, "Jef");
    const { page, close } = await adminOnTab();
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto("/nl/admin");
    const row = rowOf(plain, email);
    await row.getByRole("combobox").selectOption("closed");
    await row.getByRole("button", { name: nl.valuationRequests.save }).click();
    await plain.waitForLoadState("load");
    expect(await rowOf(plain, email).getByRole("combobox").inputValue()).toBe("closed");
    expect(stored(email).request?.status).toBe("closed");
    await context.close();
    await close();
  });

  it("says so above the table when a status post names no request", async () => {
    const { page, close } = await adminOnTab();
    // The fuzzing test's find: a post without an id is refused (400), and the page says why.
    const response = await page.request.post("/nl/admin?index", {
      form: { intent: "status" },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(nl.valuationRequests.saveFailed);
    await close();
  });

  it("has no accessibility violations", async () => {
    insertRequest(uniqueEmail("axe"), "Mia");
    const { page, close } = await adminOnTab();
    await page.getByRole("table").waitFor();
    expect(await violations(page)).toEqual([]);
    await close();
  });
});
