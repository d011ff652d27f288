import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "#app/i18n/nl.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { insertValuationRequest } from "./support/database.ts";
import { waitForHydration } from "./support/pages.ts";

const texts = nl.adminActivity;

/**
 * The admin's Activity tab (docs/decisions/0025-audit-trail.md): the admin's own changes and
 * the command that made them an admin, in Dutch, filtered by person and kind.
 */
describe("admin activity tab", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("lists a status change with who, what and the change, and the command that granted the role", async () => {
    const { context, page, email } = await adminVisitor(browser, "activity-admin");
    const customer = `activity-customer-${Date.now()}@example.be`;
    const requestId = insertValuationRequest(customer, "Wout");
    await page.goto("/nl/admin");
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: customer });
    await row
      .getByRole("combobox", { name: nl.valuationRequests.statusOf.replace("{{name}}", "Wout") })
      .selectOption("contacted");
    await row.getByText(nl.valuationRequests.saved, { exact: true }).waitFor();

    await page.goto("/nl/admin/activity");
    await waitForHydration(page);
    const table = page.getByRole("table", { name: texts.table });
    const change = table.getByRole("row").filter({ hasText: requestId });
    const cells = await change.getByRole("cell").allInnerTexts();
    expect(cells[1]).toBe(email);
    expect(cells[2]).toContain(texts.entities["valuation-request"]);
    expect(cells[3]).toBe(texts.actions.status);
    expect(cells[4]).toBe("status: new → contacted");
    // The role came from the server's command line, which is named instead of a person.
    const granted = table.getByRole("row").filter({ hasText: `npm run admin -- grant ${email}` });
    expect(await granted.getByRole("cell").nth(3).innerText()).toBe(texts.actions.role);
    expect(await violations(page)).toEqual([]);

    // Filtered to this admin and valuation requests: only their change is left.
    await page.getByLabel(texts.person).selectOption({ label: email });
    await page.getByLabel(texts.kind).selectOption({ label: texts.entities["valuation-request"] });
    await page.getByRole("button", { name: texts.show }).click();
    await page.waitForURL(/entity=valuation-request/);
    await expect.poll(() => table.getByRole("row").count()).toBe(2); // heading and one record
    expect(await table.getByRole("row").nth(1).textContent()).toContain(requestId);
    await context.close();
  });
});
