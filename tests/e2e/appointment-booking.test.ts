import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "#app/i18n/appointments/nl.ts";
import { fr } from "#app/i18n/appointments/fr.ts";
import { nl as homeNl } from "#app/i18n/home/nl.ts";
import { photoJpeg } from "#tests/support/pictures.ts";
import { freeDay, type Slot } from "./support/appointments.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { openServerDatabase } from "./support/database.ts";
import { mailAttachments, mailTexts } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = (label: string) => `${label}-${Date.now().toString(36)}@example.be`;

function photoCount(email: string): number {
  const db = openServerDatabase();
  try {
    const row = db
      .prepare(
        `select count(*) as n from appointment_photos p
         join appointments a on a.id = p.appointment_id where a.email = ?`,
      )
      .get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** Fills the details step; the button is pressed by the caller. */
async function fillDetails(page: Page, texts: typeof nl, email: string) {
  await page.getByLabel(texts.appointments.book.name).fill("Els Peeters");
  await page.getByLabel(texts.appointments.book.email).fill(email);
  await page.getByLabel(texts.appointments.book.phone).fill("+32 470 12 34 56");
}

// Each test books on days of its own, a month ahead, clear of the other appointment tests'
// days (2–8 ahead) on the shared server.
describe("the booking page", () => {
  it("books in Dutch, step by step in one page, and mails a valid invitation", async () => {
    const slots = await freeDay(30, 2);
    const slot = slots[1] as Slot;
    const email = unique("boek");
    const { context, page } = await newVisitor(browser, { consented: true });
    try {
      await page.goto("/nl/appointment");
      await waitForHydration(page);
      const book = nl.appointments.book;
      await page.getByRole("radio", { name: nl.appointments.topics.watch }).check();
      await page.getByRole("button", { name: book.next }).click();
      // The next step appears in the page, and focus moves to its heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("step-2");
      expect(await violations(page)).toEqual([]);
      await page.getByLabel(book.day).fill(slot.day);
      await page.getByRole("button", { name: book.showTimes }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("step-3");
      await page.getByRole("radio", { name: slot.time, exact: true }).check();
      await page.getByRole("button", { name: book.next }).last().click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("step-4");
      expect(await violations(page)).toEqual([]);
      await fillDetails(page, nl, email);
      await page.getByLabel(book.note).fill("Het horloge van mijn grootvader.");
      await page
        .getByLabel(book.photos)
        .setInputFiles([
          { name: "horloge.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(400, 300) },
        ]);
      await page.getByRole("button", { name: book.submit }).click();
      await page.waitForURL(/\/nl\/appointment\/manage\?token=[\w-]+&done=booked$/);
      await page.getByText(nl.appointments.manage.booked).waitFor();
      expect(photoCount(email)).toBe(1);

      await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(1);
      const [files] = await mailAttachments(email);
      const invitation = files?.find((file) => file.contentType.startsWith("text/calendar"));
      if (!invitation) throw new Error("the confirmation has no calendar invitation");
      const calendar = new ICAL.Component(ICAL.parse(invitation.content) as unknown[]);
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
      expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
      expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(30 * 60);
      expect(event.uid).toMatch(/^appointment-/);
      expect(event.location).toContain("Antwerpen");
    } finally {
      await context.close();
    }
  });

  it("books without JavaScript, one step a page load, in French", async () => {
    const [slot] = await freeDay(33, 1);
    if (!slot) throw new Error("no free slot");
    const email = unique("sans-js");
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    try {
      const book = fr.appointments.book;
      await page.goto("/fr/appointment");
      await page.getByRole("radio", { name: fr.appointments.topics["gold-silver"] }).check();
      await page.getByRole("button", { name: book.next }).click();
      await page.waitForURL(/\/fr\/appointment\?topic=gold-silver#step-2$/);
      await page.getByLabel(book.day).fill(slot.day);
      await page.getByRole("button", { name: book.showTimes }).click();
      await page.waitForURL(new RegExp(`day=${slot.day}#step-3$`));
      await page.getByRole("radio", { name: slot.time, exact: true }).check();
      await page.getByRole("button", { name: book.next }).last().click();
      await page.waitForURL(/start=.*#step-4$/);
      await fillDetails(page, fr, email);
      await page.getByRole("button", { name: book.submit }).click();
      await page.waitForURL(/\/fr\/appointment\/manage\?token=[\w-]+&done=booked$/);
      await page.getByText(fr.appointments.manage.booked).waitFor();
      await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
    it(`asks for another time, keeping what was typed, when the one chosen was taken (${how})`, async () => {
      const slots = await freeDay(javaScriptEnabled ? 36 : 39, 2);
      const [slot, other] = slots as [Slot, Slot];
      const email = unique("bezet");
      const { context, page } = await newVisitor(browser, { consented: true, javaScriptEnabled });
      try {
        const query = new URLSearchParams({
          topic: "diamonds-jewellery",
          day: slot.day,
          start: slot.start,
        });
        await page.goto(`/nl/appointment?${query.toString()}`);
        if (javaScriptEnabled) await waitForHydration(page);
        await fillDetails(page, nl, email);
        // Someone else books that time first.
        const taken = await fetch(`${baseUrl()}/api/appointments`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            topic: "watch",
            start: slot.start,
            name: "Jan Janssens",
            email: unique("eerst"),
            phone: "+32 470 00 00 00",
          }),
        });
        expect(taken.status).toBe(201);
        await page.getByRole("button", { name: nl.appointments.book.submit }).click();
        const times = page.getByRole("group", {
          name: new RegExp(nl.appointments.book.times.split(" {{")[0] ?? ""),
        });
        await expect
          .poll(() => times.textContent())
          .toContain(nl.appointments.failures["slot-taken"]);
        expect(await page.getByLabel(nl.appointments.book.email).inputValue()).toBe(email);
        expect(await page.getByRole("radio", { name: slot.time, exact: true }).count()).toBe(0);
        await page.getByRole("radio", { name: other.time, exact: true }).check();
        await page.getByRole("button", { name: nl.appointments.book.submit }).click();
        await page.waitForURL(/\/nl\/appointment\/manage\?token=[\w-]+&done=booked$/);
      } finally {
        await context.close();
      }
    });
  }

  it("is reached from the hero, the calculator, the valuation section and the contact section", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    try {
      await page.goto("/nl");
      const links = page.locator('a[href="/nl/appointment"]');
      expect(await links.count()).toBe(4);
      const names = await links.allTextContents();
      expect(names).toEqual(
        expect.arrayContaining([
          homeNl.hero.appointmentCta,
          homeNl.buyBack.book,
          homeNl.valuation.appointmentCta,
          homeNl.contact.bookVisit,
        ]),
      );
    } finally {
      await context.close();
    }
  });
});
