import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "#app/i18n/appointments/nl.ts";
import { fr } from "#app/i18n/appointments/fr.ts";
import { addDays } from "#server/lib/brussels-time.ts";
import { freeDay, slotsOn, type Slot } from "./support/appointments.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { mailTexts } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Books a slot through the API in `locale`; answers the path of the mail's link. */
async function book(slot: Slot, email: string, locale: "nl" | "fr"): Promise<string> {
  const booked = await post("/api/appointments", {
    topic: "gold-silver",
    start: slot.start,
    name: "Els Peeters",
    email,
    phone: "+32 470 12 34 56",
    locale,
  });
  expect(booked.status).toBe(201);
  await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailTexts(email);
  const link = /https?:\/\/\S+\/appointment\/manage\?token=[\w-]+/.exec(mail ?? "")?.[0];
  if (!link) throw new Error("the confirmation mail has no manage link");
  return new URL(link).pathname + new URL(link).search;
}

const view = async (path: string) => {
  const token = new URLSearchParams(path.split("?")[1]).get("token");
  return (await (await post("/api/appointments/view", { token })).json()) as {
    start: string;
    status: string;
  };
};

async function chooseTime(page: Page, time: string) {
  await page.getByRole("radio", { name: time, exact: true }).check();
}

describe("an appointment's link", () => {
  it("moves and then cancels the appointment, in Dutch, with axe finding nothing", async () => {
    const slots = await freeDay(3, 3);
    const [first, , third] = slots;
    if (!first || !third) throw new Error("too few slots");
    const email = `manage-nl-${String(Date.now())}@example.be`;
    const path = await book(first, email, "nl");
    expect(path.startsWith("/nl/appointment/manage?token=")).toBe(true);

    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator("h1").textContent()).toBe(nl.appointments.manage.title);
    expect(await page.locator("main dl").textContent()).toContain(
      nl.appointments.topics["gold-silver"],
    );
    // The booked time is not offered again; the others of its day are.
    expect(await page.getByRole("radio", { name: first.time, exact: true }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await chooseTime(page, third.time);
    await page.getByRole("button", { name: nl.appointments.manage.move }).click();
    await page.getByText(nl.appointments.manage.moved).waitFor();
    expect((await view(path)).start).toBe(third.start);
    await expect.poll(async () => (await mailTexts(email)).length, { timeout: 10_000 }).toBe(2);

    await page.getByRole("button", { name: nl.appointments.manage.cancel }).click();
    await page.getByText(nl.appointments.manage.cancelled).waitFor();
    expect((await view(path)).status).toBe("cancelled");
    // Its time is free again.
    expect((await slotsOn(third.day)).map((slot) => slot.start)).toContain(third.start);
    expect(await page.getByRole("button", { name: nl.appointments.manage.cancel }).count()).toBe(0);
    await context.close();
  });

  it("works without JavaScript: another day is chosen with the page's own form", async () => {
    const [slot] = await freeDay(4, 1);
    if (!slot) throw new Error("no slot");
    let target: Slot | undefined;
    for (let offset = 1; !target && offset < 14; offset++) {
      [target] = await slotsOn(addDays(slot.day, offset));
    }
    if (!target) throw new Error("no later slot");
    const { day, time, start } = target;
    const email = `manage-fr-${String(Date.now())}@example.be`;
    const path = await book(slot, email, "fr");

    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto(path);
    await page.getByLabel(fr.appointments.manage.day).fill(day);
    await page.getByRole("button", { name: fr.appointments.manage.showTimes }).click();
    await page.waitForURL((url) => url.searchParams.get("day") === day);
    await chooseTime(page, time);
    await page.getByRole("button", { name: fr.appointments.manage.move }).click();
    await page.getByText(fr.appointments.manage.moved).waitFor();
    expect((await view(path)).start).toBe(start);
    await context.close();
  });

  it("says a link that opens nothing, with a 404, and a forged post changes nothing", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    const response = await page.goto("/nl/appointment/manage?token=" + "x".repeat(43));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("alert").textContent()).toBe(nl.appointments.manage.badLink);
    await context.close();

    const forged = await fetch(`${baseUrl()}/appointment/manage`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl() },
      body: new URLSearchParams({ intent: "move", token: "x".repeat(43), start: "soon" }),
    });
    expect(forged.status).toBe(400);
  });
});
