import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en as appointmentsEn } from "#app/i18n/appointments/en.ts";
import { photoJpeg, smallPng } from "#tests/support/pictures.ts";
import { uniqueEmail } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { freeDay } from "./support/appointments.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { expectThumbnailOf } from "./support/visitor-photos.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("the admin's Appointments tab", () => {
  it("shows the photos a visitor sent with a booking as thumbnails, each a link to it", async () => {
    const name = `Photo Visitor ${String(Date.now())}`;
    // Within the tab's week, a slot the other tests here (each the first of its day) leave.
    const [, , slot] = await freeDay(5, 3);
    if (!slot) throw new Error("no day with three free slots");
    const book = appointmentsEn.appointments.book;
    const visitor = await newVisitor(browser, { consented: true });
    await visitor.page.goto("/appointment");
    await waitForHydration(visitor.page);
    await visitor.page
      .getByRole("radio", { name: appointmentsEn.appointments.topics["diamonds-jewellery"] })
      .check();
    await visitor.page.getByRole("button", { name: book.next }).click();
    await visitor.page.getByLabel(book.day).fill(slot.day);
    await visitor.page.getByRole("button", { name: book.showTimes }).click();
    await visitor.page.getByRole("radio", { name: slot.time, exact: true }).check();
    await visitor.page.getByRole("button", { name: book.next }).last().click();
    await visitor.page.getByLabel(book.name).fill(name);
    await visitor.page.getByLabel(book.email).fill(uniqueEmail("photo-visitor"));
    await visitor.page.getByLabel(book.phone).fill("+32 470 12 34 56");
    await visitor.page.getByLabel(book.photos).setInputFiles([
      { name: "ring.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(900, 600) },
      { name: "box.png", mimeType: "image/png", buffer: await smallPng(120, 90) },
    ]);
    await visitor.page.getByRole("button", { name: book.submit }).click();
    await visitor.page.waitForURL(/\/appointment\/manage\?token=[\w-]+&done=booked$/);
    await visitor.context.close();

    const { page, context } = await adminVisitor(browser, "appointments-photos");
    expect((await page.goto("/admin/appointments"))?.status()).toBe(200);
    const row = page
      .getByRole("table", { name: "Appointments, earliest first" })
      .getByRole("row")
      .filter({ hasText: name });
    expect(await row.count()).toBe(1);
    const thumbnails = row.getByRole("link", { name: new RegExp(`^Photo \\d from ${name}`) });
    expect(await thumbnails.count()).toBe(2);
    for (let index = 0; index < 2; index++) {
      const link = thumbnails.nth(index);
      const url = (await link.getAttribute("href")) ?? "";
      expect(url).toMatch(/^\/media\/[\w-]+\.webp$/);
      await expectThumbnailOf(link, url);
    }
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
