import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { apiFailureTexts } from "#app/lib/api-failure-texts.server.ts";
import { formatEuros } from "#common/format.ts";
import type { PieceAvailability } from "#common/piece-availability.ts";
import { openDatabase } from "#server/db/connection.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { insertProduct, insertSpecialEdition } from "#tests/support/catalogue-factories.ts";
import { preConsent } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { storeCart } from "./support/catalogue.ts";
import { signedUpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { waitForHydration, waitForText } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

// Issue 22, finding 5: what a visitor sees of a special edition, one piece sold once.
describe("unique pieces", () => {
  let browser: Browser;
  let server: RunningServer;
  let edition = "";
  let ring = "";
  // A server of its own: the test reserves and sells a piece other tests may want to buy.
  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ SEED_DEMO_DATA: "false" }),
    ]);
    const db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    edition = await insertSpecialEdition(db, { name: "Meir Halo Pendant", priceCents: 685_000 });
    ring = await insertProduct(db, {
      name: "Aurora Solitaire",
      metal: "white-gold",
      variants: [[50, 80_000]],
    });
    await db.destroy();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const visitor = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ baseURL: server.url });
    await preConsent(context);
    return { context, page: await context.newPage() };
  };
  const availability = async (): Promise<PieceAvailability | undefined> => {
    const list = (await (
      await fetch(`${server.url}/api/products?special=1`)
    ).json()) as CataloguePage;
    return list.items.find((item) => item.id === edition)?.availability;
  };
  const editionLine = (quantity: number) => ({
    id: edition,
    carat: null,
    metal: null,
    ringSize: null,
    quantity,
  });
  const ringLine = (quantity: number) => ({
    id: ring,
    carat: 50,
    metal: "white-gold",
    ringSize: 54,
    quantity,
  });
  let reference = "";

  it("keeps one of a special edition in the cart and says a ring line's maximum", async () => {
    const { context, page } = await visitor();
    // A cart stored before the fix: the pendant ten times, the ring in two lines.
    await storeCart(context, [ringLine(2), editionLine(10), ringLine(3)]);
    await page.goto(`/shop/${edition}`);
    await waitForHydration(page);
    const cart = page.locator("header").getByRole("button", { name: /^Cart/ });
    await expect.poll(() => cart.getAttribute("aria-label")).toBe("Cart, 6 items");
    await page.getByRole("button", { name: en.shop.messages.addToCart }).click();
    await waitForText(
      page.locator("#toast-region"),
      en.shop.messages.inCart.replace("{{name}}", "Meir Halo Pendant"),
    );

    await cart.click();
    const drawer = page.getByRole("dialog", { name: en.shop.cart.title });
    await expect.poll(() => drawer.locator("li").count()).toBe(2);
    await waitForText(drawer, formatEuros(5 * 80_000 + 685_000, "en"));
    // The ring's one line of five, its maximum said beside it; the pendant has no choice.
    const quantities = drawer.getByRole("combobox");
    expect(await quantities.count()).toBe(1);
    expect(await quantities.inputValue()).toBe("5");
    const limit = en.shop.cart.quantityMax.replace("{{max}}", "10");
    const describedBy = await quantities.getAttribute("aria-describedby");
    expect(await drawer.locator(`[id="${describedBy ?? ""}"]`).textContent()).toBe(limit);
    expect(await drawer.locator("li").nth(1).textContent()).toContain(en.shop.cart.onlyOne);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("reserves it for one of five orders at once; the shop says so in three languages", async () => {
    const sessions = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signedUpSession(server.url, `unique-${i}-${Date.now()}@example.be`, undefined, {
          mailbox: outboxOf(server),
        }),
      ),
    );
    const answers = await Promise.all(
      sessions.map((session, i) =>
        session.request(
          "POST",
          "/api/orders",
          JSON.stringify({
            idempotencyKey: `unique-pieces-${i}-${Date.now()}`,
            lines: [editionLine(1)],
            name: "An Peeters",
            phone: "+32 470 12 34 56",
            delivery: "pickup",
          }),
          { "content-type": "application/json" },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(await refused?.json()).toEqual({ error: apiFailureTexts["piece-unavailable"] });
    const placed = answers.find((a) => a.status === 201);
    reference = ((await placed?.json()) as { reference: string }).reference;
    expect(await availability()).toBe("reserved");

    const { context, page } = await visitor();
    await page.goto("/nl/shop");
    const card = page.locator("main li").filter({ hasText: "Meir Halo Pendant" });
    await waitForText(card, nl.productCard.reserved);
    await page.goto(`/nl/shop/${edition}`);
    await waitForHydration(page);
    const add = page.getByRole("button", { name: nl.shop.messages.addToCart });
    expect(await add.isDisabled()).toBe(true);
    const reason = await add.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${reason ?? ""}"]`).textContent()).toBe(
      nl.shop.messages.reservedNote,
    );
    expect(await violations(page)).toEqual([]);
    await page.goto(`/fr/shop/${edition}`);
    await waitForText(page.locator("main"), fr.productCard.reserved);
    expect(await page.getByRole("button", { name: fr.shop.messages.addToCart }).isDisabled()).toBe(
      true,
    );
    await context.close();

    // A cart that held it before shows why it cannot be bought now.
    const other = await visitor();
    await storeCart(other.context, [editionLine(1)]);
    await other.page.goto("/shop");
    await waitForHydration(other.page);
    await other.page.locator("header").getByRole("button", { name: /^Cart/ }).click();
    const drawer = other.page.getByRole("dialog", { name: en.shop.cart.title });
    await waitForText(drawer, en.shop.cart.reserved.replace("{{name}}", "Meir Halo Pendant"));
    await other.context.close();
  });

  it("shows it sold once the order is processed, and for sale again once cancelled", async () => {
    const { context, page } = await adminVisitor(browser, "unique-admin", server);
    await page.goto("/admin/orders");
    await waitForHydration(page);
    const status = page.getByRole("combobox", {
      name: en.adminOrders.statusOf.replace("{{reference}}", reference),
    });
    await status.selectOption("processing");
    await expect.poll(availability).toBe("sold");

    const shopper = await visitor();
    await shopper.page.goto(`/shop/${edition}`);
    await waitForText(shopper.page.locator("main"), en.productCard.sold);
    await waitForText(shopper.page.locator("main"), en.shop.messages.soldNote);

    await expect.poll(() => status.isEnabled()).toBe(true);
    await status.selectOption("cancelled");
    await expect.poll(availability).toBe("available");
    await shopper.page.goto(`/shop/${edition}`);
    await waitForHydration(shopper.page);
    expect(await shopper.page.locator("main").textContent()).not.toContain(en.productCard.sold);
    await shopper.page.getByRole("button", { name: en.shop.messages.addToCart }).click();
    await waitForText(
      shopper.page.locator("#toast-region"),
      en.shop.messages.added.replace("{{name}}", "Meir Halo Pendant"),
    );
    await shopper.context.close();
    await context.close();
  });
});
