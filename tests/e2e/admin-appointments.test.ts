import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, brusselsClock, brusselsInstant, isoWeekday } from "#server/lib/brussels-time.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { openServerDatabase } from "./support/database.ts";
import { mailTexts } from "./support/outbox.ts";
import { baseUrl } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const emailOf = (name: string) => `${name.toLowerCase().replace(/\W+/g, "-")}@example.be`;

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
      email: emailOf(name),
      phone: "+32 470 11 22 33",
      note: "Grandfather's watch",
      locale: "fr",
    }),
  });
  expect(response.status).toBe(201);
  return slot.start;
}

/**
 * An appointment that began half an hour ago (or at midnight, if sooner), written straight
 * into the server's database: the API books no time that has passed.
 */
function insertStartedAppointment(name: string): string {
  const today = brusselsClock(new Date()).day;
  const start = Math.max(Date.now() - 30 * 60_000, brusselsInstant(today, "00:00").getTime());
  const id = `started${String(Date.now()).slice(-13)}`;
  const now = new Date().toISOString();
  const db = openServerDatabase();
  try {
    db.prepare(
      `insert into appointments (id, topic, starts_at, ends_at, name, email, phone, note, locale,
         status, token_hash, sequence, created_at, updated_at)
       values (?, 'gold-silver', ?, ?, ?, ?, '+32 470 99 88 77', null, 'en', 'booked', ?, 0, ?, ?)`,
    ).run(
      id,
      new Date(start).toISOString(),
      new Date(start + 30 * 60_000).toISOString(),
      name,
      emailOf(name),
      `hash-${id}`,
      now,
      now,
    );
  } finally {
    db.close();
  }
  return id;
}

function statusOf(id: string): string | undefined {
  const db = openServerDatabase();
  try {
    const row = db.prepare("select status from appointments where id = ?").get(id) as
      { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
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
      name: "Afspraken, de vroegste eerst",
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

  it("marks an appointment that has begun done, and cancels another with a mailed message", async () => {
    const stamp = String(Date.now());
    const started = `Started Visitor ${stamp}`;
    const startedId = insertStartedAppointment(started);
    const later = `Later Visitor ${stamp}`;
    await bookSomeSlot(later);

    const { page, context } = await adminVisitor(browser, "appointments-actions");
    expect((await page.goto("/admin/appointments"))?.status()).toBe(200);
    const table = page.getByRole("table", {
      name: "Appointments, earliest first",
    });
    const startedRow = table.getByRole("row").filter({ hasText: started });
    const laterRow = table.getByRole("row").filter({ hasText: later });
    expect(await startedRow.count()).toBe(1);

    // One that has not begun cannot be marked yet, and says why.
    await laterRow.getByRole("button", { name: `Mark the appointment of ${later} done` }).click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "has not started yet" }).count())
      .toBe(1);
    expect(await laterRow.count()).toBe(1);

    await startedRow
      .getByRole("button", { name: `Mark the appointment of ${started} done` })
      .click();
    const said = page.getByRole("status").filter({ hasText: `${started}: marked done.` });
    await expect.poll(() => said.count()).toBe(1);
    await expect.poll(() => startedRow.count()).toBe(0);
    expect(statusOf(startedId)).toBe("done");
    expect(await violations(page)).toEqual([]);

    // Cancel: the dialog asks for the message, and refuses to go without one.
    await laterRow.getByRole("button", { name: `Cancel the appointment of ${later}` }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel the appointment of ${later}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel the appointment" }).click();
    const message = dialog.getByLabel("Message to the visitor");
    await expect.poll(() => message.getAttribute("aria-invalid")).toBe("true");
    expect(await laterRow.count()).toBe(1);
    await message.fill("Our valuer is ill that day.\nPlease book another time.");
    await dialog.getByRole("button", { name: "Cancel the appointment" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: `${later}: cancelled.` })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The answer is shown as the list is read again (React Router commits an action's data
    // before the loaders' revalidation), so the row leaves a moment later.
    await expect.poll(() => laterRow.count()).toBe(0);

    // The visitor booked in French: the cancellation says so, with the shop's message.
    await expect
      .poll(async () => (await mailTexts(emailOf(later))).length, { timeout: 10_000 })
      .toBe(2);
    const cancellation =
      (await mailTexts(emailOf(later))).find((text) => text.includes("Notre message")) ?? "";
    expect(cancellation).toContain(
      "Notre message :\nOur valuer is ill that day.\nPlease book another time.",
    );
    expect(cancellation).toContain("est annulé");
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("turns a valuation request into an appointment, mailed in the request's language", async () => {
    const name = `Request Visitor ${String(Date.now())}`;
    const email = emailOf(name);
    const db = openServerDatabase();
    try {
      db.prepare(
        `insert into valuation_requests (id, name, email, phone, message, locale, created_at)
         values (?, ?, ?, '+32 470 55 44 33', 'Twee gouden ringen.', 'nl', ?)`,
      ).run(`request${String(Date.now()).slice(-13)}`, name, email, new Date().toISOString());
    } finally {
      db.close();
    }
    // A day the shop is open, a few days ahead (Saturdays it is closed).
    let day = addDays(brusselsClock(new Date()).day, 3);
    while (isoWeekday(day) === 6) day = addDays(day, 1);

    const { page, context } = await adminVisitor(browser, "appointments-request");
    expect((await page.goto("/admin"))?.status()).toBe(200);
    await page.getByRole("link", { name: `Book an appointment for ${name}` }).click();
    const form = page.getByRole("region", { name: `An appointment for ${name}` });
    await expect.poll(() => form.isVisible()).toBe(true);
    // The request's details fill the form in.
    expect(await form.getByLabel("Phone").inputValue()).toBe("+32 470 55 44 33");
    expect(await form.getByLabel("Note").inputValue()).toBe("Twee gouden ringen.");
    await form.getByLabel("Day").fill(day);
    await form.getByRole("button", { name: "Show free times" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("day")).toBe(day);
    const time = form.getByLabel("Time");
    // The address changes before the page shows the day's times (React renders the new
    // page in a transition): the times offered are that day's once the first one is.
    await expect.poll(async () => (await time.inputValue()).startsWith(day)).toBe(true);
    const chosen = await time.inputValue();
    await form.getByLabel("What the visitor brings").selectOption("watch");
    expect(await violations(page)).toEqual([]);
    await form.getByRole("button", { name: "Book the appointment" }).click();
    await expect
      .poll(() =>
        form
          .getByRole("status")
          .filter({ hasText: `mailed to ${name}` })
          .count(),
      )
      .toBe(1);
    // That time is taken now: it is no longer offered once the day's times are read again
    // (the answer is shown before the loaders' revalidation lands), and the others still are.
    await expect.poll(() => time.locator(`option[value="${chosen}"]`).count()).toBe(0);
    expect((await time.locator("option").allInnerTexts()).length).toBeGreaterThan(0);
    // The request's row says so, and offers another rather than the first.
    const requestRow = page
      .getByRole("table", { name: "Valuation requests" })
      .getByRole("row")
      .filter({ hasText: email });
    await expect.poll(() => requestRow.getByText(/^Appointment /).count()).toBe(1);
    expect(
      await requestRow
        .getByRole("link", { name: `Book another appointment for ${name}`, exact: true })
        .count(),
    ).toBe(1);

    await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = await mailTexts(email);
    expect(confirmation).toContain("een gratis schatting van een horloge");
    expect(confirmation).toContain("/nl/appointment/manage?token=");
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
