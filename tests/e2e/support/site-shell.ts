import type { Page } from "playwright-core";
import { expect } from "vitest";
import { messages, shown, visible, type Locale } from "./accounts.ts";

/**
 * Waits until the page shows the site's shell in `locale`: the header with its main
 * navigation and the footer with its quick links, on a page that says its language.
 */
export async function expectSiteShell(page: Page, locale: Locale): Promise<void> {
  const t = messages[locale];
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  await shown(visible(page.getByRole("banner").getByRole("navigation", { name: t.nav.primary })));
  await shown(page.getByRole("contentinfo").getByRole("navigation", { name: t.footer.quickLinks }));
}
