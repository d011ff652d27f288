import { createServer, type Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { business } from "#server/business.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newVisitor, reachLazySection, waitForHydration } from "./support/pages.ts";
import { freePort, startServer, type RunningServer } from "./support/server.ts";

/** A stand-in for the map's host on 127.0.0.1, counting what it is asked. */
async function startMapHost() {
  const port = await freePort();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.setHeader("content-type", "text/html");
    response.end("<!doctype html><title>map</title><p>map</p>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

const storedConsent = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem("cookie-consent") ?? "null") as unknown,
  );

describe("home: the contact section's map waits for consent", () => {
  let browser: Browser;
  let server: RunningServer;
  let mapHost: Awaited<ReturnType<typeof startMapHost>>;
  beforeAll(async () => {
    mapHost = await startMapHost();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ SEED_DEMO_DATA: "false", MAP_EMBED_URL: `${mapHost.url}/embed` }),
    ]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await mapHost.stop();
  });

  it("asks first, lists every way to reach the shop, and loads the map on Accept All", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const contact = page.locator("#contact");
    // Its code (and the map's consent) loads as the section nears the viewport.
    await reachLazySection(page, "#contact", "contact-section");
    await page.waitForLoadState("networkidle");
    expect(await contact.locator("iframe").count()).toBe(0);
    expect(await contact.getByText(en.contact.mapConsent).isVisible()).toBe(true);
    expect(mapHost.requests).toEqual([]);
    // Address, phone, e-mail, chat and opening hours are all there.
    const text = (await contact.textContent()) ?? "";
    for (const detail of [business.street, business.phone, business.email, en.contact.chatLink]) {
      expect(text).toContain(detail);
    }
    expect(await contact.getByText(en.hours.title).isVisible()).toBe(true);
    expect(await contact.locator(`a[href^="https://wa.me/${business.chatNumber}"]`).count()).toBe(
      1,
    );
    expect(await violations(page)).toEqual([]);

    await page.getByRole("button", { name: en.cookies.acceptAll }).click();
    const map = contact.locator(`iframe[title="${en.contact.mapTitle}"]`);
    await map.waitFor();
    expect(await map.getAttribute("src")).toBe(`${mapHost.url}/embed`);
    await expect.poll(() => mapHost.requests).toEqual(["/embed"]);
    await context.close();
  });

  it('"Allow the map" before any decision answers for the map only: the banner still asks, and its later answer wins', async () => {
    mapHost.requests.length = 0;
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const contact = page.locator("#contact");
    const map = contact.locator(`iframe[title="${en.contact.mapTitle}"]`);
    const allow = contact.getByRole("button", { name: en.contact.mapAllow });
    const banner = page.getByRole("region", { name: en.cookies.title });
    const bannerAsks = async () => {
      await banner.waitFor();
      for (const name of [en.cookies.customize, en.cookies.rejectAll, en.cookies.acceptAll]) {
        expect(await banner.getByRole("button", { name }).isVisible(), name).toBe(true);
      }
    };
    await reachLazySection(page, "#contact", "contact-section");
    await bannerAsks();
    await allow.click();
    await map.waitFor();
    await expect.poll(() => mapHost.requests).toEqual(["/embed"]);
    await bannerAsks();
    expect(await storedConsent(page)).toEqual({ functional: true });

    // Kept across a reload: the map shows, the question is still open.
    await page.reload();
    await waitForHydration(page);
    await contact.scrollIntoViewIfNeeded();
    await map.waitFor();
    await bannerAsks();

    // Customize starts from what was allowed; Reject All, the later and whole answer, wins.
    await banner.getByRole("button", { name: en.cookies.customize }).click();
    expect(await page.getByRole("switch", { name: en.cookies.functional }).isChecked()).toBe(true);
    await page.getByRole("button", { name: en.cookies.rejectAll }).click();
    await allow.waitFor();
    expect(await contact.locator("iframe").count()).toBe(0);
    expect(await page.getByRole("button", { name: en.cookies.rejectAll }).count()).toBe(0);
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    await page.reload();
    await waitForHydration(page);
    await contact.scrollIntoViewIfNeeded();
    // The server's placeholder once the section's code has hydrated it and read the consent.
    await page.waitForFunction((name) => {
      const buttons = [...document.querySelectorAll("#contact button")];
      return buttons.some(
        (button) =>
          button.textContent === name &&
          Object.keys(button).some((key) => key.startsWith("__reactProps$")),
      );
    }, en.contact.mapAllow);
    expect(await contact.locator("iframe").count()).toBe(0);
    expect(await page.getByRole("button", { name: en.cookies.rejectAll }).count()).toBe(0);
    await context.close();
  });

  it('"Allow the map" grants functional consent alone, and withdrawing removes the map (Dutch)', async () => {
    mapHost.requests.length = 0;
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`${server.url}/nl`);
    await waitForHydration(page);
    const contact = page.locator("#contact");
    // Its code (and the map's consent) loads as the section nears the viewport.
    await reachLazySection(page, "#contact", "contact-section");
    expect(await contact.locator("iframe").count()).toBe(0);
    await contact.getByRole("button", { name: nl.contact.mapAllow }).click();
    await contact.locator(`iframe[title="${nl.contact.mapTitle}"]`).waitFor();
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
    });
    await expect.poll(() => mapHost.requests.length).toBe(1);

    // Withdrawn (from another tab, or a future settings page): the map goes.
    await page.evaluate(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false }),
      );
      window.dispatchEvent(new CustomEvent("cookie-consent-change"));
    });
    await contact.getByRole("button", { name: nl.contact.mapAllow }).waitFor();
    expect(await contact.locator("iframe").count()).toBe(0);
    // A second "Allow" keeps the analytics choice made meanwhile.
    await contact.getByRole("button", { name: nl.contact.mapAllow }).click();
    await contact.locator("iframe").waitFor();
    expect(await storedConsent(page)).toMatchObject({ analytics: true, functional: true });
    await context.close();
  });
});
