import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import type { CatalogueItemDetail } from "#server/catalogue/catalogue-item.ts";
import { formatEuros } from "#common/format.ts";
import { confirmEmail, shown, signUpSent, submitLogin, submitSignUp } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { violations } from "./support/axe.ts";
import { findRing, storeCart } from "./support/catalogue.ts";
import { addToCartAndCheckOut, fillCheckout, placeOrder } from "./support/checkout.ts";
import { signedUpSession } from "./support/http-session.ts";
import { confirmationLink, mailTexts, outboxMails } from "./support/outbox.ts";
import { baseUrl, newVisitor, waitForHydration, waitForText } from "./support/pages.ts";

describe("checkout", () => {
  let browser: Browser;
  let ring: CatalogueItemDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ring = await findRing();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("signed out: cart → login → back with the cart → order placed → in /orders", async () => {
    const email = `checkout-${Date.now()}@example.be`;
    await signedUpSession(baseUrl(), email);
    const { context, page } = await newVisitor(browser, { consented: true });
    await addToCartAndCheckOut(page, ring.slug);

    // The guard sends a visitor to log in, and back to checkout after.
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout");
    await submitLogin(page, email, "long enough pw");
    await page.waitForURL(`${baseUrl()}/checkout`);
    await waitForHydration(page);
    const summary = page.getByRole("region", { name: en.shop.checkout.summary });
    const price = ring.variants[0]?.priceCents ?? 0;
    await waitForText(summary, ring.name);
    expect(await summary.textContent()).toContain(formatEuros(price, "en"));

    await fillCheckout(page, { street: "Meir 1", postalCode: "2000", city: "Antwerpen" });
    expect(await violations(page)).toEqual([]);
    const reference = await placeOrder(page);
    await waitForText(page.locator("#toast-region"), en.shop.checkout.success);
    // The address changes as the navigation commits; the page follows in the same render.
    await waitForText(page.locator("main"), reference);
    // The cart is empty again; the order is in the history.
    expect(
      await page
        .locator("header")
        .getByRole("button", { name: /^Cart/ })
        .getAttribute("aria-label"),
    ).toBe("Cart, 0 items");
    await page.goto("/orders");
    expect(await page.locator("main").textContent()).toContain(reference);

    // The customer's confirmation and the shop's notice are in the outbox (no SMTP here).
    await expect.poll(async () => (await outboxMails(reference)).length).toBe(2);
    const sent = await outboxMails(reference);
    const toCustomer = sent.find((mail) => mail.includes(`To: ${email}`));
    expect(toCustomer).toContain(`Subject: Your order ${reference} at`);
    expect(toCustomer).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
    expect(sent.some((mail) => /To: info@scheldegold\.be/.test(mail))).toBe(true);
    await context.close();
  });

  it("a new customer signs up on the way and lands on checkout with the cart", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await storeCart(context, [
      {
        id: ring.id,
        carat: ring.variants[0]?.caratHundredths,
        metal: ring.metal,
        ringSize: 56,
        quantity: 2,
      },
    ]);
    await page.goto("/checkout");
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await page.locator("main").getByRole("link", { name: en.auth.login.signupLink }).click();
    await page.waitForURL((url) => url.pathname === "/signup");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/checkout");
    const email = `checkout-new-${Date.now()}@example.be`;
    await submitSignUp(page, email, "long enough pw", {
      path: new URL(page.url()).pathname + new URL(page.url()).search,
    });
    // The mailed link confirms the address and brings the new customer back to checkout.
    await shown(signUpSent(page, email));
    await confirmEmail(page, email, "/checkout");
    const summary = page.getByRole("region", { name: en.shop.checkout.summary });
    await waitForText(summary, `2 × ${ring.name}`);
    await context.close();
  });

  it("offers no order while a piece in the cart is gone: the button waits, labelled as usual", async () => {
    const email = `checkout-gone-${Date.now()}@example.be`;
    await signedUpSession(baseUrl(), email);
    const { context, page } = await newVisitor(browser, { consented: true });
    await storeCart(context, [
      { id: "AAAAAAAAAAAAAAAAAAAA", carat: 50, metal: "platinum", ringSize: 52, quantity: 1 },
    ]);
    await submitLogin(page, email, "long enough pw", { path: "/login?redirectTo=%2Fcheckout" });
    await page.waitForURL(`${baseUrl()}/checkout`);
    await waitForHydration(page);
    const place = page.getByRole("button", { name: en.shop.checkout.place });
    expect(await place.isDisabled()).toBe(true);
    expect(await place.getAttribute("aria-busy")).toBeNull();
    await context.close();
  });

  it("shows the fields' errors in Dutch and keeps the cart", async () => {
    const email = `checkout-nl-${Date.now()}@example.be`;
    await signedUpSession(baseUrl(), email);
    const { context, page } = await newVisitor(browser, { consented: true });
    await storeCart(context, [
      {
        id: ring.id,
        carat: ring.variants[0]?.caratHundredths,
        metal: ring.metal,
        ringSize: 52,
        quantity: 1,
      },
    ]);
    await submitLogin(page, email, "long enough pw", {
      locale: "nl",
      path: "/nl/login?redirectTo=%2Fnl%2Fcheckout",
    });
    await page.waitForURL(`${baseUrl()}/nl/checkout`);
    await waitForHydration(page);
    await page.getByLabel(nl.shop.checkout.delivery).check();
    await page.getByRole("button", { name: nl.shop.checkout.place }).click();
    await waitForText(page.locator("main"), nl.validation.required);
    expect(await page.evaluate(() => window.localStorage.getItem("cart"))).not.toBeNull();
    await context.close();
  });

  it("nl: an unconfirmed address gets an explanation, the mail again, and its link back to checkout", async () => {
    const email = `checkout-unconfirmed-${Date.now()}@example.be`;
    const { context, page } = await newVisitor(browser, { consented: true });
    await storeCart(context, [
      {
        id: ring.id,
        carat: ring.variants[0]?.caratHundredths,
        metal: ring.metal,
        ringSize: 54,
        quantity: 1,
      },
    ]);
    await submitSignUp(page, email, "long enough pw", { locale: "nl" });
    await shown(signUpSent(page, email, "nl"));
    const first = await confirmationLink(email);
    // Signing in needs no confirmation; ordering does.
    await submitLogin(page, email, "long enough pw", {
      path: `/nl/login?redirectTo=${encodeURIComponent("/nl/checkout")}`,
      locale: "nl",
    });
    await page.waitForURL(`${baseUrl()}/nl/checkout`);
    await waitForHydration(page);
    await shown(page.getByRole("heading", { name: nl.shop.checkout.confirmTitle }));
    expect(await page.getByRole("button", { name: nl.shop.checkout.place }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole("button", { name: nl.shop.checkout.resend }).click();
    await shown(page.getByText(nl.shop.checkout.resent.replace("{{email}}", email)));
    await expect.poll(async () => (await mailTexts(email)).length).toBe(2);
    const again = await confirmationLink(email);
    expect(again).not.toBe(first);
    expect((await mailTexts(email)).at(-1)).toContain("Bevestig");

    await page.goto(again);
    await page.waitForURL(`${baseUrl()}/nl/checkout`);
    await shown(page.getByRole("button", { name: nl.shop.checkout.place }));
    await context.close();
  });
});
