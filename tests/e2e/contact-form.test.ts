import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { launchBrowser } from "./support/browser.ts";
import { photoJpeg, smallPng, svgWithScript } from "#tests/support/pictures.ts";
import { findValuation, findValuationPhotos, openServerDatabase } from "./support/database.ts";
import { holdRequests } from "./support/held-requests.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

async function fill(
  page: Page,
  values: { name: string; email: string; phone?: string; message: string },
) {
  const form = page.locator("#contact form");
  await form.locator("input[name=name]").fill(values.name);
  await form.locator("input[name=email]").fill(values.email);
  if (values.phone !== undefined) await form.locator("input[name=phone]").fill(values.phone);
  await form.locator("textarea[name=message]").fill(values.message);
}

/**
 * Opens `path` once its contact form is hydrated. The form's code loads as the section nears
 * the viewport (app/lib/lazy-when-near.tsx); pressed before that, the form posts without
 * JavaScript and the page answers with a new page, not the states these tests look at.
 */
async function openContactForm(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator("#contact form").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const form = document.querySelector("#contact form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps$"));
  });
}

/** The form's text fields as they would be sent (the photo field is a file list). */
const formValues = (page: Page) =>
  page
    .locator("#contact form")
    .evaluate((form) =>
      Object.fromEntries(
        [...new FormData(form as HTMLFormElement)].filter(([, value]) => typeof value === "string"),
      ),
    );

/** The photo input's files as the browser would send them. */
const photoFiles = (page: Page) =>
  page
    .locator("#contact form input[name=photos]")
    .evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));

describe("contact form", () => {
  it("sends a request: Sending... while busy, thanks after, form cleared, row stored", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    // The form's POST is held back until the sending state has been seen.
    const send = await holdRequests(page, "**/*", (request) => request.method() === "POST");
    await openContactForm(page, "/");
    const email = unique("success");
    await fill(page, {
      name: "Jan Janssens",
      email,
      phone: "+32 470 11 22 33",
      message: "Two Krugerrands.",
    });
    const button = page.locator("#contact form button[type=submit]");
    await button.click();
    const buttonState = () =>
      button.evaluate((b: HTMLButtonElement) => `${b.textContent}|${String(b.disabled)}`);
    await send.first;
    await expect.poll(buttonState).toBe("Sending...|true");
    send.release();
    await page.getByText("Thank you for your inquiry! We will contact you soon.").waitFor();
    await expect.poll(buttonState).toBe("Send Message|false");
    expect(await formValues(page)).toEqual({ name: "", email: "", phone: "", message: "" });
    expect(findValuation(email)).toEqual({
      name: "Jan Janssens",
      email,
      phone: "+32 470 11 22 33",
      message: "Two Krugerrands.",
      locale: "en",
    });
    await context.close();
  });

  it("records the language of the page the request was sent from", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await openContactForm(page, "/fr");
    const email = unique("french");
    await fill(page, { name: "Luc Martin", email, message: "Un lingot d'or." });
    await page.locator("#contact form button[type=submit]").click();
    await page.getByText(fr.contact.success).waitFor();
    expect(findValuation(email)).toMatchObject({ name: "Luc Martin", locale: "fr" });
    await context.close();
  });

  it("shows a message per invalid field, keeps the values and stores nothing", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await openContactForm(page, "/nl");
    const email = "not-an-address";
    await fill(page, { name: " ", email, message: "Een ring" });
    await page.locator("#contact form button[type=submit]").click();
    await page.getByText(nl.validation.required).waitFor();
    expect(await page.getByText(nl.validation.invalidEmail).isVisible()).toBe(true);
    expect(await page.locator("input[name=name]").getAttribute("aria-invalid")).toBe("true");
    // The first invalid field gets the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect((await formValues(page)).message).toBe("Een ring");
    expect(findValuation(email)).toBeUndefined();
    await context.close();
  });

  it("says the send failed and keeps every value when the server cannot store it", async () => {
    const db = openServerDatabase();
    // A real database failure: this trigger refuses one particular sender.
    db.exec(`create trigger refuse_valuation before insert on valuation_requests
             when new.email = 'refused@example.be'
             begin select raise(abort, 'disk on fire'); end`);
    try {
      const { context, page } = await newVisitor(browser, { consented: true });
      await openContactForm(page, "/fr");
      const values = {
        name: "Marie Dubois",
        email: "refused@example.be",
        phone: "",
        message: "Une montre Cartier.",
      };
      await fill(page, values);
      await page.locator("#contact form button[type=submit]").click();
      await page.getByText(fr.contact.failure).waitFor();
      expect(await formValues(page)).toEqual(values);
      await context.close();
    } finally {
      db.exec("drop trigger refuse_valuation");
      db.close();
    }
  });

  it("refuses a photo that is not a picture, says why under the field and stores nothing", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await openContactForm(page, "/fr");
    const email = unique("svg");
    await fill(page, { name: "Luc Martin", email, message: "Une bague." });
    const photos = page.getByLabel(fr.contact.photos);
    // The picker offers pictures only; the server decides by the bytes anyway.
    expect(await photos.getAttribute("accept")).toBe("image/jpeg,image/png,image/webp");
    await photos.setInputFiles([
      { name: "bague.png", mimeType: "image/png", buffer: await smallPng() },
      { name: "bague.jpg", mimeType: "image/jpeg", buffer: svgWithScript },
    ]);
    await page.locator("#contact form button[type=submit]").click();
    await page.getByText(fr.validation.photoNotAnImage).waitFor();
    expect(await photos.getAttribute("aria-invalid")).toBe("true");
    // The message is read out with the field, which has the focus; the photos stay chosen.
    const describedBy = (await photos.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ").at(-1)}"]`).textContent()).toBe(
      fr.validation.photoNotAnImage,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("photos");
    expect(await photoFiles(page)).toEqual(["bague.png", "bague.jpg"]);
    expect((await formValues(page)).message).toBe("Une bague.");
    expect(findValuation(email)).toBeUndefined();
    expect(findValuationPhotos(email)).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the server answers the post with the page", async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto("/nl");
    const email = unique("nojs");
    await fill(page, { name: "Piet", email, message: "Zonder JavaScript." });
    await page.locator("#contact form button[type=submit]").click();
    await page.waitForLoadState("load");
    expect(await page.getByText(nl.contact.success).isVisible()).toBe(true);
    expect(findValuation(email)).toMatchObject({ name: "Piet", locale: "nl" });

    // Invalid input without JavaScript keeps the values in the re-rendered form.
    await fill(page, { name: "Piet", email: "broken", message: "Nog eens." });
    await page.locator("#contact form button[type=submit]").click();
    await page.waitForLoadState("load");
    expect(await page.getByText(nl.validation.invalidEmail).isVisible()).toBe(true);
    expect(await page.locator("textarea[name=message]").inputValue()).toBe("Nog eens.");

    // Photos go in the same post.
    const withPhotos = unique("nojs-photos");
    await fill(page, { name: "Piet", email: withPhotos, message: "Met foto's." });
    await page.getByLabel(nl.contact.photos).setInputFiles([
      { name: "a.png", mimeType: "image/png", buffer: await smallPng() },
      { name: "b.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(300, 200) },
    ]);
    await page.locator("#contact form button[type=submit]").click();
    await page.waitForLoadState("load");
    expect(await page.getByText(nl.contact.success).isVisible()).toBe(true);
    expect(findValuationPhotos(withPhotos)).toHaveLength(2);
    await context.close();
  });
});
