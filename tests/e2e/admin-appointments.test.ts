import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, brusselsClock, brusselsInstant } from "#server/lib/brussels-time.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { openServerDatabase } from "./support/database.ts";
import { baseUrl } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A free slot of the coming days, booked through the API as a visitor would. */
async function bookSomeSlot(name: string): Promise<string> {
  const today = brusselsClock(new Date()).day;
  const query = new URLSearchParams({ from: addDays(today, 2), to: addDays(today, 6) });
  const slots = (await (
    await fetch(`${baseUrl()}/api/appointments/slots?${query.toString()}`)
  ).json()) as { slots: { start: string }[] };
  const [slot] = slots.slots;
  if (!slot) throw new Error("no free slot in the coming week");
  const response = await fetch(`${baseUrl()}/api/appointments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      topic: "watch",
      start: slot.start,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.be`,
      phone: "+32 470 11 22 33",
      note: "Grandfather's watch",
      locale: "fr",
    }),
  });
  expect(response.status).toBe(201);
  return slot.start;
}

describe("the admin's Appointments tab", () => {
  it("lists the coming week's appointments and closures, and adds a closure, in Dutch", async () => {
    const name = `Tab Visitor ${String(Date.now())}`;
    const start = await bookSomeSlot(name);
    const closedDay = addDays(brusselsClock(new Date()).day, 3);
    const db = openServerDatabase();
    try {
      db.prepare(
        "insert into appointment_closures (id, starts_at, ends_at, reason, created_at) values (?, ?, ?, ?, ?)",
      ).run(
        `closure${String(Date.now()).slice(-13)}`,
        brusselsInstant(closedDay, "12:00").toISOString(),
        brusselsInstant(closedDay, "14:00").toISOString(),
        "Beurs in Antwerpen",
        new Date().toISOString(),
      );
    } finally {
      db.close();
    }

    const { page, context } = await adminVisitor(browser, "appointments-admin");
    const answer = await page.goto("/nl/admin/appointments");
    expect(answer?.status()).toBe(200);
    const tab = page.getByRole("navigation", { name: "Onderdelen van het beheerpaneel" });
    expect(await tab.getByRole("link", { name: "Afspraken" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const table = page.getByRole("table", {
      name: "Afspraken in de komende week, de vroegste eerst",
    });
    const row = table.getByRole("row").filter({ hasText: name });
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(cells[1]).toBe("Een horloge");
    expect(cells[2]).toBe(`${name} (FR)`);
    expect(cells[3]).toContain("+32 470 11 22 33");
    expect(cells[4]).toBe("Grandfather's watch");
    const closures = page.getByRole("table", {
      name: "Tijden waarop de winkel geen afspraken neemt",
    });
    expect(await closures.getByRole("row").filter({ hasText: "Beurs in Antwerpen" }).count()).toBe(
      1,
    );
    expect(await violations(page)).toEqual([]);

    // Closing that appointment's half hour names it; the closure joins the list.
    const { day, time } = brusselsClock(new Date(start));
    const form = page.getByRole("region", { name: "Sluiten voor afspraken" });
    await form.getByLabel("Dag").fill(day);
    await form.getByLabel("Van").fill(time);
    await form
      .getByLabel("Tot")
      .fill(brusselsClock(new Date(Date.parse(start) + 30 * 60_000)).time);
    await form.getByLabel("Reden").fill("Taxatiebeurs");
    await form.getByRole("button", { name: "Sluiten" }).click();
    const affected = page.getByRole("list", { name: "Afspraken geboekt in de gesloten tijd" });
    await expect.poll(() => affected.getByText(name, { exact: false }).count()).toBe(1);
    expect(await page.getByText("Gesloten. Er is 1 afspraak geboekt in die tijd").count()).toBe(1);
    await expect
      .poll(() => closures.getByRole("row").filter({ hasText: "Taxatiebeurs" }).count())
      .toBe(1);
    expect(await violations(page)).toEqual([]);

    // A day that is not one is refused at the field, and nothing is added.
    await form.getByLabel("Dag").fill("");
    await form.getByRole("button", { name: "Sluiten" }).click();
    await expect.poll(() => form.getByLabel("Dag").getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });
});
