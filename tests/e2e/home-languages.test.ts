import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { launchBrowser } from "./support/browser.ts";
import { homePaths as paths } from "./support/home.ts";
import { baseUrl, newVisitor, waitForHydration } from "./support/pages.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const messages = { en, nl, fr };

describe("home page in every language", () => {
  for (const locale of ["en", "nl", "fr"] as const) {
    const strings = messages[locale];
    it(`renders ${locale} on the server with translated header, footer, banner and contact`, async () => {
      if (locale !== "en") expect(strings.contact.title).not.toBe(en.contact.title);
      const response = await fetch(`${baseUrl()}${paths[locale]}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);

      const { context, page } = await newVisitor(browser);
      await page.goto(paths[locale]);
      await waitForHydration(page);
      const header = page.locator("header");
      await header.getByRole("link", { name: strings.nav.login }).waitFor();
      expect(await page.locator("#contact h2").textContent()).toBe(strings.contact.title);
      expect(await page.locator("footer").textContent()).toContain(strings.footer.quickLinks);
      expect(await header.textContent()).toContain(strings.nav.services);
      await page.getByRole("button", { name: strings.cookies.acceptAll }).waitFor();
      await context.close();
    });
  }

  it("lists every language as an hreflang alternate", async () => {
    const html = await (await fetch(`${baseUrl()}/fr`)).text();
    for (const [lang, path] of [
      ["en", "/"],
      ["nl", "/nl"],
      ["fr", "/fr"],
      ["x-default", "/"],
    ]) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${baseUrl()}${path}"`),
      );
    }
  });
});

describe("language switcher", () => {
  it("remembers the choice across reloads and brings a bare address to that language once", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /^NL\b.*Nederlands/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/nl`);
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    expect(page.url()).toBe(`${baseUrl()}/nl`);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("nl");

    await page.reload();
    expect(await page.getAttribute("html", "lang")).toBe("nl");

    // A bare English address now redirects once to Dutch.
    const response = await page.goto("/");
    expect(page.url()).toBe(`${baseUrl()}/nl`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl()}/`);

    // Choosing English again stops the redirect.
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /^EN\b.*English/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto("/");
    expect(page.url()).toBe(`${baseUrl()}/`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });

  it("switches and remembers the language without JavaScript, keeping the page and its query", async () => {
    const { context, page } = await newVisitor(browser, { javaScriptEnabled: false });
    await page.goto("/shop?metal=platinum");
    await page
      .getByRole("link", { name: /^FR\b.*Français/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/fr/shop?metal=platinum`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");

    // The choice holds for a bare address opened later…
    await page.goto("/");
    expect(page.url()).toBe(`${baseUrl()}/fr`);
    // …until English is chosen again, also without JavaScript.
    await page
      .getByRole("link", { name: /^EN\b.*English/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto("/shop");
    expect(page.url()).toBe(`${baseUrl()}/shop`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });

  it("drops an unknown language from the address and stores nothing", async () => {
    const response = await fetch(`${baseUrl()}/shop?lang=de&metal=gold`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/shop?metal=gold");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("opens the shop in the same language by client-side navigation", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/fr");
    await waitForHydration(page);
    await page.locator("header nav").getByRole("link", { name: fr.nav.shop }).click();
    await page.waitForURL(`${baseUrl()}/fr/shop`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(fr.shop.title);
    expect(await page.getByRole("button", { name: fr.shop.filters.apply }).isVisible()).toBe(true);
    await context.close();
  });

  it("keeps the page when switching: /shop in French is /fr/shop", async () => {
    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto("/shop");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /^FR\b.*Français/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/fr/shop`);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await context.close();
  });
});
