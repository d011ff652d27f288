import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core";
import { sharedServer } from "./shared-server.ts";
import { expect, onTestFailed } from "vitest";

export const baseUrl = () => sharedServer().url;

/**
 * A fresh visitor (own cookies and storage). With `consented`, the cookie banner has
 * already been answered, so it does not cover what the test is looking at.
 */
export async function newVisitor(
  browser: Browser,
  options: { consented?: boolean; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.consented) {
    await context.addInitScript(() => {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
      );
    });
  }
  // A step that waits this long fails naming itself (the locator or address it waited for),
  // before the test's own 30 s timeout would end it without saying where it was.
  context.setDefaultTimeout(20_000);
  reportPendingOnFailure(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * When the test fails, prints where the context's pages were and which of their requests had
 * not been answered, and for how long: a wait that timed out then says whether the server,
 * the network or the page was stuck.
 */
function reportPendingOnFailure(context: BrowserContext): void {
  const pending = new Map<Request, number>();
  context.on("request", (request) => pending.set(request, Date.now()));
  context.on("requestfinished", (request) => pending.delete(request));
  context.on("requestfailed", (request) => pending.delete(request));
  try {
    onTestFailed(() => {
      const now = Date.now();
      const pages = context.pages().map((page) => page.url());
      const open = [...pending].map(
        ([request, since]) => `${request.method()} ${request.url()} (${now - since} ms)`,
      );
      console.error(
        `pages: ${pages.join(", ") || "none"}\nunanswered: ${open.join("; ") || "none"}`,
      );
    });
  } catch {
    // Called outside a test (in a beforeAll): there is no test to report on.
  }
}

/**
 * Waits until React has hydrated, so clicks reach React's handlers: the server's inline
 * script sets `__reactRouterContext` before any of that, so the sign is the body's own props
 * key, which React writes once it has rendered the body's whole tree (the commit follows in
 * the same task). Effects that run after hydration may still be on their way: poll for what
 * they show.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      Object.keys(document.body).some((key) => key.startsWith("__reactProps$")),
  );
  await page.waitForLoadState("networkidle");
}

/**
 * Waits, with Playwright's own waiting, until `locator`'s text content has `text` in it, then
 * checks it as written (Playwright's hasText ignores case and folds white space).
 */
export async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor({ state: "attached" });
  expect(await locator.textContent()).toContain(text);
}

/**
 * Scrolls `selector` into view in a section whose code loads as it nears the viewport
 * (app/lib/lazy-when-near.tsx), and waits until its chunk (`chunk` in the file's name) is in
 * and has hydrated it.
 */
export async function reachLazySection(page: Page, selector: string, chunk: string) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (name) => performance.getEntriesByType("resource").some((entry) => entry.name.includes(name)),
    chunk,
  );
  await page.waitForLoadState("networkidle");
  // The chunk being in is not enough: React hydrates the boundary in a later task, and a click
  // on the server's HTML before then does nothing. Hydrated elements carry React's props.
  await page.waitForFunction((within) => {
    const target = document.querySelector(within);
    const section = target?.closest("section") ?? target;
    return [...(section?.querySelectorAll("*") ?? [])].some((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactProps$")),
    );
  }, selector);
}

/**
 * Scrolls `target` into view and waits until it stops moving. The home sections below the
 * first screen are drawn a frame or more after they come near (`below-fold`); their stand-in
 * heights are close to their real ones but not exact in every language, and a click sent
 * within the same frame as the scroll can land where the target was a moment before.
 */
export async function scrollIntoViewAndSettle(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const before = await target.boundingBox();
      await target.page().waitForTimeout(100);
      return JSON.stringify(before) === JSON.stringify(await target.boundingBox());
    })
    .toBe(true);
}
