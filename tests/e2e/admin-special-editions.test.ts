import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { formatEuros } from "#common/format.ts";
import { openDatabase } from "#server/db/connection.ts";
import type { CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { insertSpecialEdition } from "#tests/support/catalogue-factories.ts";
import { smallPng } from "#tests/support/pictures.ts";
import { shown } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const texts = en.adminEditions;
const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe("admin: special editions", () => {
  let browser: Browser;
  let server: RunningServer;
  let page: Page;
  // A server of its own: the test fills the catalogue to its cap of 50.
  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ SEED_DEMO_DATA: "false" }),
    ]);
    ({ page } = await adminVisitor(browser, "editions-admin", server));
    await page.setViewportSize({ width: 1280, height: 1600 });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const specials = async () =>
    ((await (await fetch(`${server.url}/api/products?special=1`)).json()) as CataloguePage).items;
  const tab = (count: number) =>
    page.getByRole("link", { name: say(en.admin.specialEditions, { count }) });
  const form = () => page.locator("main form").first();

  it("adds one with pictures after refusing a discount over 90, then edits and deletes it", async () => {
    await page.goto("/admin/special-editions");
    await waitForHydration(page);
    await shown(tab(0));
    await form().getByRole("textbox", { name: texts.name, exact: true }).fill("Art Deco brooch");
    await form()
      .getByRole("textbox", { name: texts.description, exact: true })
      .fill("Platinum and sapphires, Antwerp 1925.");
    await form().getByLabel(texts.price).fill("€ 1,250.00");
    await form().getByLabel(texts.discount).fill("95");
    await form().getByRole("button", { name: texts.add }).click();
    await shown(form().getByText(en.validation.outOfRange));
    expect(await specials()).toEqual([]);

    await form().getByLabel(texts.discount).fill("20");
    await shown(page.getByText(say(texts.preview, { price: formatEuros(100_000, "en") })));
    await form()
      .getByLabel(en.pictures.drop)
      .setInputFiles([
        { name: "front.png", mimeType: "image/png", buffer: await smallPng(300, 300) },
        { name: "side.png", mimeType: "image/png", buffer: await smallPng(200, 300) },
      ]);
    const pictures = form().getByRole("list", { name: texts.pictureList }).locator("li");
    await expect.poll(() => pictures.count()).toBe(2);
    const main = await pictures.first().getAttribute("data-picture");
    await form().getByRole("button", { name: texts.add }).click();
    await shown(page.getByText(texts.saved));
    await shown(tab(1));
    expect(await specials()).toEqual([
      expect.objectContaining({ name: "Art Deco brooch", minPriceCents: 100_000, imageUrl: main }),
    ]);
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole("link", { name: say(texts.editLabel, { name: "Art Deco brooch" }) })
      .click();
    await shown(
      page.getByRole("heading", { name: say(texts.editTitle, { name: "Art Deco brooch" }) }),
    );
    expect(await form().getByLabel(texts.price).inputValue()).toBe("1.250,00");
    await form().getByLabel(texts.price).fill("1.500");
    await form().getByRole("button", { name: texts.save }).click();
    await page.waitForURL((url) => url.pathname === "/admin/special-editions" && !url.search);
    expect((await specials())[0]?.minPriceCents).toBe(120_000);

    await page
      .getByRole("button", { name: say(texts.deleteLabel, { name: "Art Deco brooch" }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: say(texts.deleteTitle, { name: "Art Deco brooch" }),
    });
    await shown(dialog.getByText(texts.confirmDelete));
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: texts.delete }).click();
    await shown(page.getByText(texts.empty));
    await shown(tab(0));
    expect(await specials()).toEqual([]);
  });

  it("takes the 50th and refuses the 51st with the limit's message", async () => {
    const db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    try {
      for (let n = 0; n < 49; n++) await insertSpecialEdition(db, { name: `Piece ${n}` });
    } finally {
      await db.destroy();
    }
    await page.goto("/admin/special-editions");
    await waitForHydration(page);
    await shown(tab(49));
    const add = async (name: string) => {
      await form().getByRole("textbox", { name: texts.name, exact: true }).fill(name);
      await form()
        .getByRole("textbox", { name: texts.description, exact: true })
        .fill("Made once.");
      await form().getByLabel(texts.price).fill("900");
      await form().getByLabel(texts.discount).fill("0");
      await form().getByRole("button", { name: texts.add }).click();
    };
    await add("The fiftieth");
    await shown(page.getByText(texts.saved));
    await shown(tab(50));
    await add("One too many");
    await shown(page.getByText(texts.limitReached));
    expect((await specials()).map((item) => item.name)).not.toContain("One too many");
  });
});
