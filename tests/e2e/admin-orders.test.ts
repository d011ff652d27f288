import type { Browser, Page } from "playwright-core";
import { sharedServer } from "./support/shared-server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, grantAdmin, signUp, uniqueEmail, type Locale } from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { findRing } from "./support/catalogue.ts";
import { openServerDatabase } from "./support/database.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxMails } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

const { nl, en } = messages;

/** Presses an order's Delete and returns the confirmation dialog it opens. */
async function askToDelete(page: Page, strings: (typeof messages)[Locale], reference: string) {
  const ofOrder = (text: string) => text.replace("{{reference}}", reference);
  await page
    .locator("main")
    .getByRole("button", { name: ofOrder(strings.adminOrders.deleteLabel) })
    .click();
  const confirm = page.getByRole("dialog", { name: ofOrder(strings.adminOrders.deleteTitle) });
  await confirm.waitFor({ state: "visible" });
  return confirm;
}

function storedStatus(orderId: string): string | undefined {
  const db = openServerDatabase();
  try {
    const row = db.prepare("select status from orders where id = ?").get(orderId) as
      { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

describe("admin orders tab", () => {
  let browser: Browser;
  let customer: HttpSession;
  const customerEmail = uniqueEmail("admin-orders-customer");
  const placed: { id: string; reference: string }[] = [];

  /** Places an order for the customer through POST /api/orders, as checkout does. */
  async function placeOrder(session: HttpSession, extra: Record<string, string>) {
    const ring = await findRing();
    const response = await session.request(
      "POST",
      "/api/orders",
      JSON.stringify({
        idempotencyKey: `admin-orders-${Date.now()}-${Math.random()}`,
        lines: [
          {
            id: ring.id,
            carat: ring.variants[0]?.caratHundredths,
            metal: ring.metal,
            ringSize: 54,
            quantity: 1,
          },
        ],
        name: "Lotte Wouters",
        phone: "+32 470 98 76 54",
        ...extra,
      }),
      { "content-type": "application/json" },
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; reference: string };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    customer = await signedUpSession(baseUrl(), customerEmail);
    // Two orders: a pickup in Dutch (its mails in Dutch), a delivery to the Netherlands.
    placed.push(await placeOrder(customer, { locale: "nl", delivery: "pickup" }));
    placed.push(
      await placeOrder(customer, {
        delivery: "delivery",
        street: "Kalverstraat 1",
        postalCode: "1012",
        city: "Amsterdam",
        country: "NL",
      }),
    );
  });
  afterAll(async () => {
    await browser.close();
  });

  async function signedInAdmin(): Promise<Page> {
    const { page } = await newVisitor(browser, { consented: true });
    const email = uniqueEmail("admin-orders-admin");
    await signUp(page, email, "long enough pw", { locale: "nl" });
    await grantAdmin(sharedServer().sqlitePath, email);
    return page;
  }

  it("in Dutch: searches, changes a status, filters, views and deletes; the customer sees it", async () => {
    const [first, second] = placed;
    if (!first || !second) throw new Error("orders not placed");
    const page = await signedInAdmin();
    await page.goto("/nl/admin/orders");
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    const main = page.locator("main");
    const rows = main.getByRole("table", { name: nl.adminOrders.list }).locator("tbody tr");
    // Part of the e-mail in capitals: the search ignores case.
    const part = customerEmail.split("@")[0]?.toUpperCase() ?? "";
    await main.getByRole("searchbox", { name: nl.adminOrders.search }).fill(part);
    await main.getByRole("searchbox", { name: nl.adminOrders.search }).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === part);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(second.reference);
    expect(await rows.first().textContent()).toContain("Nederland");

    // The status is saved as soon as it is chosen, and the customer is told in Dutch.
    const status = main.getByRole("combobox", {
      name: nl.adminOrders.statusOf.replace("{{reference}}", first.reference),
    });
    await status.selectOption("shipped");
    await expect.poll(() => storedStatus(first.id)).toBe("shipped");
    await expect.poll(() => status.isEnabled()).toBe(true);
    await expect.poll(async () => (await outboxMails(first.reference)).length).toBe(3);
    const mails = await outboxMails(first.reference);
    expect(
      mails.some(
        (mail) =>
          mail.includes(`Subject: Uw bestelling ${first.reference} bij`) &&
          mail.includes("Verzonden"),
      ),
    ).toBe(true);

    // Only the shipped one passes the filter; search and filter are in the address.
    await main
      .getByRole("combobox", { name: nl.adminOrders.status, exact: true })
      .selectOption("shipped");
    await page.waitForURL((url) => url.searchParams.get("status") === "shipped");
    expect(new URL(page.url()).searchParams.get("q")).toBe(part);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(first.reference);

    // View: the lines and the contact details in a dialog, clean for axe, closed with Esc.
    await main
      .getByRole("button", {
        name: nl.adminOrders.viewLabel.replace("{{reference}}", first.reference),
      })
      .click();
    const dialog = page.getByRole("dialog", {
      name: nl.adminOrders.details.title.replace("{{reference}}", first.reference),
    });
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.textContent()).toContain("+32 470 98 76 54");
    expect(await dialog.textContent()).toContain(nl.adminOrders.details.pickupAddress);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Delete asks first, in the kit's dialog.
    await main
      .getByRole("combobox", { name: nl.adminOrders.status, exact: true })
      .selectOption("all");
    await expect.poll(() => rows.count()).toBe(2);
    const confirm = await askToDelete(page, nl, second.reference);
    expect(await confirm.textContent()).toContain(nl.adminOrders.confirmDelete);
    await confirm.getByRole("button", { name: nl.adminOrders.delete, exact: true }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => rows.count()).toBe(1);
    expect(storedStatus(second.id)).toBeUndefined();

    // The customer's pages say where the order is.
    const history = await (await customer.request("GET", "/nl/orders")).text();
    expect(history).toContain(first.reference);
    expect(history).toContain(nl.orders.statuses.shipped);
    expect(history).not.toContain(second.reference);
    const detail = await (await customer.request("GET", `/orders/${first.reference}`)).text();
    expect(detail).toContain(
      en.shop.confirmation.status.replace("{{status}}", en.orders.statuses.shipped),
    );
    await page.context().close();
  });

  it("in English: says when no order matches, and works without JavaScript", async () => {
    const admin = await signedInAdmin();
    const cookies = await admin.context().cookies();
    await admin.context().close();
    const { context, page } = await newVisitor(browser, {
      consented: true,
      javaScriptEnabled: false,
    });
    await context.addCookies(cookies);
    await page.goto("/admin/orders");
    await page
      .getByRole("searchbox", { name: en.adminOrders.search })
      .fill("no such customer anywhere");
    await page.getByRole("button", { name: en.adminOrders.apply, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "no such customer anywhere");
    await page.getByText(en.adminOrders.empty, { exact: true }).waitFor();
    // A page number the tab refuses is said in red, not an error page.
    await page.goto("/admin/orders?page=0");
    expect(await page.getByRole("alert").textContent()).toBe(en.adminOrders.badQuery);
    await context.close();
  });

  it("says so when a status or a delete fails (the order vanished meanwhile)", async () => {
    const email = uniqueEmail("admin-orders-gone");
    const gone = await placeOrder(await signedUpSession(baseUrl(), email), { delivery: "pickup" });
    const page = await signedInAdmin();
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const main = page.locator("main");
    const db = openServerDatabase();
    db.prepare("delete from orders where id = ?").run(gone.id);
    db.close();

    const status = main.getByRole("combobox", {
      name: en.adminOrders.statusOf.replace("{{reference}}", gone.reference),
    });
    await status.selectOption("processing");
    // Said in the same commit that puts the stored status back.
    await main.getByText(en.adminOrders.statusFailed, { exact: true }).waitFor();
    expect(await status.inputValue()).toBe("pending");
    expect(await status.isEnabled()).toBe(true);

    const confirm = await askToDelete(page, en, gone.reference);
    await confirm.getByRole("button", { name: en.adminOrders.delete, exact: true }).click();
    await confirm.getByText(en.adminOrders.deleteFailed, { exact: true }).waitFor();
    expect(await confirm.isVisible()).toBe(true);
    await page.context().close();
  });
});
