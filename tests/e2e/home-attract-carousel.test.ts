import type { Browser, Page } from "playwright-core";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallPng } from "#tests/support/pictures.ts";
import { messages, grantAdmin, preConsent, uniqueEmail } from "./support/accounts.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const about = messages.fr.about;
const say = (text: string, values: Record<string, number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

// A server of its own: these tests delete every attract picture, which would pull the rows
// from under the admin tab's test running beside them on the shared server.
let server: RunningServer;
let browser: Browser;
let admin: HttpSession;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const email = uniqueEmail("carousel-admin");
  admin = await signedUpSession(server.url, email, undefined, { mailbox: outboxOf(server) });
  await grantAdmin(server.sqlitePath, email);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

/** The admin tab's own action, as its page would post it (the service clears kept pages). */
async function adminPost(values: Record<string, string>) {
  const answer = await admin.request("POST", "/admin/attract-images", new URLSearchParams(values));
  expect(answer.status).toBe(200);
}

function storedIds(): string[] {
  const db = new SQLite(server.sqlitePath);
  try {
    const rows = db.prepare("select id from attract_images order by position").all();
    return (rows as { id: string }[]).map((row) => row.id);
  } finally {
    db.close();
  }
}

/** Leaves exactly `count` new pictures in the carousel (the demo data's are removed). */
async function setPictures(count: number) {
  for (const id of storedIds()) await adminPost({ intent: "delete", id });
  if (count === 0) return;
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    const bytes = await smallPng(400 + i, 300);
    form.set("file", new File([new Uint8Array(bytes)], `shop-${i}.png`, { type: "image/png" }));
    const stored = await admin.request("POST", "/api/media", form);
    expect(stored.status).toBe(201);
    urls.push(((await stored.json()) as { url: string }).url);
  }
  await adminPost({ intent: "add", urls: urls.join(" ") });
}

/** A French visitor on the home page with the page's clock in the test's hands. */
async function visit(options: { reducedMotion?: "reduce" } = {}) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await preConsent(context);
  const page = await context.newPage();
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto("/fr");
  await waitForHydration(page);
  await page.clock.pauseAt(start + 60_000);
  return { context, page };
}

const carousel = (page: Page) => page.getByRole("group", { name: about.pictures });
/** The alt of the picture on show (the next one waits, hidden, in the page). */
const shownPicture = (page: Page) =>
  page.locator('#about img:not([aria-hidden="true"])').getAttribute("alt");
const picture = (index: number, count: number) => say(about.picture, { index, count });

describe("the about section's pictures", () => {
  it("are hidden when the admin has none, and the story takes the width", async () => {
    // A page kept for visitors (docs/decisions/0008) is dropped when the pictures change.
    await setPictures(2);
    await fetch(`${server.url}/fr`);
    const kept = await fetch(`${server.url}/fr`);
    expect(kept.headers.get("x-cache")).toBe("hit");
    expect(await kept.text()).toContain(say(about.picture, { index: 1, count: 2 }));
    await setPictures(0);

    const { context, page } = await visit();
    expect(await page.locator("#about h2").textContent()).toBe(about.title);
    expect(await carousel(page).count()).toBe(0);
    expect(await page.locator("#about img").count()).toBe(0);
    const story = await page.locator("#about h2").locator("..").boundingBox();
    expect(story?.width).toBeGreaterThan(1000);
    await context.close();
  });

  it("show a single picture still, without dots", async () => {
    await setPictures(1);
    const { context, page } = await visit();
    expect(await shownPicture(page)).toBe(picture(1, 1));
    await page.clock.runFor(8000);
    expect(await shownPicture(page)).toBe(picture(1, 1));
    expect(await carousel(page).getByRole("button").count()).toBe(0);
    await context.close();
  });

  it("turn every 3.5 s, hold under the pointer, and a dot picks one", async () => {
    await setPictures(3);
    const { context, page } = await visit();
    const img = page.locator("#about img").first();
    expect(await img.getAttribute("srcset")).toMatch(/\?w=320 320w/);
    expect(await img.getAttribute("width")).toBe("1280");

    // pauseAt may have fired one turn: count from the picture on show.
    const first = await shownPicture(page);
    const index = [1, 2, 3].find((i) => picture(i, 3) === first) ?? 0;
    expect(index).toBeGreaterThan(0);
    // A tick's update renders in a task of its own, after runFor returns.
    await page.clock.runFor(3600);
    await expect.poll(() => shownPicture(page)).toBe(picture((index % 3) + 1, 3));

    await carousel(page).hover();
    await page.clock.runFor(10_000);
    expect(await shownPicture(page)).toBe(picture((index % 3) + 1, 3));

    const dots = carousel(page).getByRole("button");
    expect(await dots.count()).toBe(3);
    await carousel(page)
      .getByRole("button", { name: say(about.showPicture, { index: 3, count: 3 }) })
      .click();
    expect(await shownPicture(page)).toBe(picture(3, 3));
    expect(await dots.nth(2).getAttribute("aria-current")).toBe("true");

    // Away from the pointer and focus it turns again, wrapping to the first.
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.clock.runFor(3600);
    await expect.poll(() => shownPicture(page)).toBe(picture(1, 3));
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("stay still for a visitor who asks for reduced motion", async () => {
    await setPictures(2);
    const { context, page } = await visit({ reducedMotion: "reduce" });
    await page.clock.runFor(15_000);
    expect(await shownPicture(page)).toBe(picture(1, 2));
    // The dots still work.
    await carousel(page)
      .getByRole("button", { name: say(about.showPicture, { index: 2, count: 2 }) })
      .click();
    expect(await shownPicture(page)).toBe(picture(2, 2));
    await context.close();
  });
});
