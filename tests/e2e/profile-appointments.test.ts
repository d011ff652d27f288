import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl as appointmentWords } from "#app/i18n/appointments/nl.ts";
import { nl } from "#app/i18n/nl.ts";
import { formatAppointmentTime } from "#common/appointment-format.ts";
import { addDays, brusselsClock } from "#server/lib/brussels-time.ts";
import { sessionCookie, signUp, uniqueEmail } from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { mailTexts } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

const texts = nl.myAppointments;
const words = appointmentWords.appointments;

interface Slot {
  start: string;
  day: string;
  time: string;
}

/** The free slots of a day (Brussels), as the server answers them. */
async function slotsOn(day: string): Promise<Slot[]> {
  const response = await fetch(`${baseUrl()}/api/appointments/slots?from=${day}`);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** Two free slots of the first day from 5 days ahead with at least two. */
async function twoFreeSlots(): Promise<[Slot, Slot]> {
  const today = brusselsClock(new Date()).day;
  for (let offset = 5; offset < 19; offset++) {
    const [first, second] = await slotsOn(addDays(today, offset));
    if (first && second) return [first, second];
  }
  throw new Error("no day with two free slots in two weeks");
}

/** Books `slot` through the API, signed in when a cookie is given: its id and link token. */
async function book(slot: Slot, email: string, cookie?: string) {
  const response = await fetch(`${baseUrl()}/api/appointments`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      topic: "gold-silver",
      start: slot.start,
      name: "Els Peeters",
      email,
      phone: "+32 470 12 34 56",
      locale: "nl",
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string };
}

const statusOf = async (token: string) => {
  const response = await fetch(`${baseUrl()}/api/appointments/view`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  return ((await response.json()) as { status: string }).status;
};

/**
 * /profile's appointments (issue 26): a signed-in customer's booking is listed in Dutch and
 * cancelled from the tab; another person's cannot be cancelled from there.
 */
describe("appointments on /profile", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("lists the customer's booking in Dutch and cancels it, with axe finding nothing", async () => {
    const email = uniqueEmail("profile-appointments");
    const { context, page } = await newVisitor(browser, { consented: true });
    await signUp(page, email, "appointments pw", { locale: "nl" });

    // None yet: a link to book one.
    await page.goto("/nl/profile?tab=appointments");
    await waitForHydration(page);
    expect(await page.getByText(texts.empty).count()).toBe(1);
    expect(
      await page.getByRole("link", { name: texts.bookCta, exact: true }).getAttribute("href"),
    ).toBe("/nl/appointment");
    expect(await violations(page)).toEqual([]);

    // Booked signed in, with another address to be reached at: the account's all the same.
    const [slot, strangers] = await twoFreeSlots();
    const contact = uniqueEmail("profile-appointments-contact");
    const cookie = await sessionCookie(context);
    if (!cookie) throw new Error("not signed in");
    const mine = await book(slot, contact, `${cookie.name}=${cookie.value}`);
    // Someone else's, booked signed out.
    const theirs = await book(strangers, uniqueEmail("stranger"));

    await page.goto("/nl/profile?tab=appointments");
    await waitForHydration(page);
    const upcoming = page.getByRole("table", { name: texts.upcoming });
    await expect.poll(() => upcoming.getByRole("row").count()).toBe(2);
    const row = upcoming.getByRole("row").nth(1);
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      words.topics["gold-silver"],
      formatAppointmentTime(slot.start, "nl"),
      words.manage.statuses.booked,
      expect.stringContaining(texts.cancel),
    ]);
    expect(await page.getByRole("table", { name: texts.past }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // The tab's form cancels only the account's own: another's id is not found, and stays.
    const forged = await fetch(`${baseUrl()}/nl/profile?tab=appointments`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseUrl(),
        cookie: `${cookie.name}=${cookie.value}`,
      },
      body: new URLSearchParams({ intent: "cancel-appointment", id: theirs.id }),
    });
    expect(forged.status).toBe(404);
    expect(await statusOf(theirs.token)).toBe("booked");

    await row.getByRole("button", { name: new RegExp(`^${texts.cancel} `) }).click();
    await page.getByRole("status").getByText(words.manage.cancelled).waitFor();
    await expect
      .poll(() => row.getByRole("cell").nth(2).textContent())
      .toBe(words.manage.statuses.cancelled);
    expect(await upcoming.getByRole("button").count()).toBe(0);
    expect(await statusOf(mine.token)).toBe("cancelled");
    // Its time is free again, and the contact address got the cancellation.
    expect((await slotsOn(slot.day)).map((free) => free.start)).toContain(slot.start);
    await expect.poll(async () => (await mailTexts(contact)).length, { timeout: 10_000 }).toBe(2);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
