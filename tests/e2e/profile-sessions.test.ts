import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "#app/i18n/nl.ts";
import { logIn, signUp, uniqueEmail } from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";

const texts = nl.sessions;
const password = "two devices pw";

/**
 * /profile's signed-in devices (issue 24): a customer signed in on two browsers ends the other
 * one's session from the list; that browser is signed out on its next request.
 */
describe("signed-in devices on /profile", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("lists both devices, ends the other one, which is signed out on its next request", async () => {
    const email = uniqueEmail("devices");
    const laptop = await newVisitor(browser, { consented: true });
    await signUp(laptop.page, email, password);
    const phone = await newVisitor(browser, { consented: true });
    await logIn(phone.page, email, password);

    await laptop.page.goto("/nl/profile?tab=sessions");
    await waitForHydration(laptop.page);
    const table = laptop.page.getByRole("table", { name: texts.caption });
    // Two rows of devices: this one, marked, and the other with its sign-out button.
    await expect.poll(() => table.getByRole("row").count()).toBe(3);
    expect(await table.getByText(texts.thisDevice, { exact: true }).count()).toBe(1);
    // Each says how and from where it signed in: the phone with its password, both from this
    // machine (the address the server resolved, not one a client could claim).
    const cells = (name: string) => table.getByRole("cell", { name, exact: true }).count();
    expect(await cells("127.0.0.1")).toBe(2);
    expect(await cells(texts.methods.password)).toBeGreaterThanOrEqual(1);
    expect(await violations(laptop.page)).toEqual([]);
    const endOther = table.getByRole("button", { name: new RegExp(`^${texts.end} `) });
    expect(await endOther.count()).toBe(1);
    await endOther.click();
    await laptop.page.getByText(texts.ended_one.replace("{{count}}", "1")).waitFor();
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    expect(await laptop.page.getByText(texts.onlyThis).count()).toBe(1);

    // The phone's next request finds no session: the guard sends it to log in.
    await phone.page.goto("/nl/profile");
    await phone.page.waitForURL((url) => url.pathname === "/nl/login");
    // The laptop is still signed in.
    await laptop.page.goto("/nl/profile");
    expect(new URL(laptop.page.url()).pathname).toBe("/nl/profile");
    await laptop.context.close();
    await phone.context.close();
  });
});
