import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { formatReportCarat, reportCheckUrl } from "#common/grading-report.ts";
import type { CatalogueItemDetail, CataloguePage } from "#server/catalogue/catalogue-item.ts";
import { shown } from "./support/accounts.ts";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { getJson } from "./support/catalogue.ts";
import { newVisitor, waitForHydration } from "./support/pages.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A term's value in the report's list on the page. */
const valueOf = (report: Locator, term: string) =>
  report.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").textContent();

/** The report on a piece's page, found by its heading. */
const reportOn = (page: Page, title: string) => page.getByRole("region", { name: title });

/** The report's link to its lab, checked as a visitor meets it: name, address, new tab. */
async function expectCheckLink(report: Locator, name: string, href: string) {
  const link = report.getByRole("link", { name });
  expect(await link.getAttribute("href")).toBe(href);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect((await link.getAttribute("rel"))?.split(" ")).toContain("noopener");
}

describe("a piece's grading report", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows on the Dutch product page with the lab's own check, and in the Product JSON-LD", async () => {
    // The demo catalogue names the Meir pendant's GIA report.
    const specials = await getJson<CataloguePage>("/api/products?special=1&lang=nl");
    const details = await Promise.all(
      specials.items.map((item) =>
        getJson<CatalogueItemDetail>(`/api/products/${item.id}?lang=nl`),
      ),
    );
    const piece = details.find((detail) => detail.gradingReport?.lab === "gia");
    const report = piece?.gradingReport;
    if (!piece || !report) throw new Error("the demo catalogue names no GIA report");

    const { context, page } = await newVisitor(browser, { consented: true });
    await page.goto(`/nl/shop/${piece.slug}`);
    await waitForHydration(page);
    const texts = nl.shop.report;
    const shownReport = reportOn(page, texts.title);
    await shown(shownReport);
    expect(await valueOf(shownReport, texts.lab)).toBe("GIA");
    expect(await valueOf(shownReport, texts.number)).toBe(report.number);
    expect(await valueOf(shownReport, texts.carat)).toBe(
      say(texts.caratValue, { carat: formatReportCarat(report.caratHundredths, "nl") }),
    );
    expect(await valueOf(shownReport, texts.colour)).toBe(report.colour);
    expect(await valueOf(shownReport, texts.clarity)).toBe(report.clarity);
    expect(await valueOf(shownReport, texts.cut)).toBe(texts.cuts.excellent);
    await expectCheckLink(
      shownReport,
      `${say(texts.check, { lab: "GIA" })} ${texts.newTab}`,
      `https://www.gia.edu/report-check?reportno=${report.number}`,
    );
    expect(await violations(page)).toEqual([]);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const product = JSON.parse(jsonLd ?? "{}") as {
      hasCertification?: { certificationIdentification: string };
      additionalProperty?: { name: string; value: unknown }[];
    };
    expect(product.hasCertification?.certificationIdentification).toBe(report.number);
    expect(product.additionalProperty).toContainEqual(
      expect.objectContaining({ name: "Centre stone clarity", value: report.clarity }),
    );
    await context.close();
  });

  describe("in the admin's forms", () => {
    let server: RunningServer;
    let page: Page;
    // A server of its own: the test adds a piece to an empty catalogue.
    beforeAll(async () => {
      server = await startServer({ SEED_DEMO_DATA: "false" });
      ({ page } = await adminVisitor(browser, "grading-admin", server));
      await page.setViewportSize({ width: 1280, height: 1800 });
    });
    afterAll(async () => {
      await server.stop();
    });

    it("in Dutch: refuses another lab's number under the field, then saves the report the shop shows", async () => {
      const texts = nl.adminEditions;
      // The report's own words are the shop's; the form's hints and carat label the admin's.
      const fields = { ...nl.shop.report, ...nl.gradingReport };
      await page.goto("/nl/admin/special-editions");
      await waitForHydration(page);
      const form = page.locator("main form").first();
      const report = form.getByRole("group", { name: fields.legend });
      await shown(report);

      await form
        .getByRole("textbox", { name: texts.name, exact: true })
        .fill("Antwerpse solitairhanger");
      await form
        .getByRole("textbox", { name: texts.description, exact: true })
        .fill("Eén steen, in platina.");
      await form.getByLabel(texts.price).fill("4.250");
      await form.getByLabel(texts.discount).fill("0");
      await report.getByLabel(fields.lab).selectOption("hrd");
      // A GIA number under HRD Antwerp.
      await report.getByLabel(fields.number).fill("2141234567");
      await report.getByLabel(fields.carat).fill("0,91");
      await report.getByLabel(fields.colour).selectOption("G");
      await report.getByLabel(fields.clarity).selectOption("VS2");
      await form.getByRole("button", { name: texts.add }).click();

      const number = report.getByLabel(fields.number);
      await shown(report.getByText(nl.adminValidation.invalidReportNumber));
      expect(await number.getAttribute("aria-invalid")).toBe("true");
      await expect
        .poll(() => number.evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await violations(page)).toEqual([]);
      const specials = () =>
        getJson<CataloguePage>("/api/products?special=1", server.url).then((list) => list.items);
      expect(await specials()).toEqual([]);

      await number.fill("2300 0011 7836");
      await form.getByRole("button", { name: texts.add }).click();
      await shown(page.getByText(texts.saved));
      const [saved] = await specials();
      if (!saved) throw new Error("the special edition was not saved");
      const detail = await getJson<CatalogueItemDetail>(
        `/api/products/${saved.id}?lang=nl`,
        server.url,
      );
      expect(detail.gradingReport).toEqual({
        lab: "hrd",
        number: "230000117836",
        caratHundredths: 91,
        colour: "G",
        clarity: "VS2",
        cut: null,
      });

      // Its page, in Dutch: the report without a cut line, and HRD Antwerp's own check.
      await page.goto(`/nl/shop/${detail.slug}`);
      const shopReport = reportOn(page, nl.shop.report.title);
      await shown(shopReport);
      expect(await valueOf(shopReport, nl.shop.report.lab)).toBe("HRD Antwerp");
      expect(await shopReport.locator("dt").allTextContents()).not.toContain(nl.shop.report.cut);
      await expectCheckLink(
        shopReport,
        `${say(nl.shop.report.check, { lab: "HRD Antwerp" })} ${nl.shop.report.newTab}`,
        reportCheckUrl("hrd", "230000117836"),
      );
    });

    it("asks a round brilliant's report for its cut on the product form, which axe finds clean", async () => {
      const texts = en.adminProducts.form;
      const fields = { ...en.shop.report, ...en.gradingReport };
      await page.goto("/admin/products?new=1");
      await waitForHydration(page);
      const form = page.getByRole("form", { name: texts.addTitle });
      const report = form.getByRole("group", { name: fields.legend });
      await shown(report);
      await form.getByRole("textbox", { name: texts.name, exact: true }).fill("Graded solitaire");
      await form.getByLabel(texts.shape).selectOption("round-brilliant");
      await form.getByLabel(texts.contactForPrice).check();
      await report.getByLabel(fields.lab).selectOption("gia");
      await report.getByLabel(fields.number).fill("2141234567");
      await report.getByLabel(fields.carat).fill("1.01");
      await report.getByLabel(fields.colour).selectOption("F");
      await report.getByLabel(fields.clarity).selectOption("VS1");
      await form.getByRole("button", { name: texts.save }).click();

      const cut = report.getByLabel(fields.cut);
      await expect.poll(() => cut.getAttribute("aria-invalid")).toBe("true");
      expect(await report.textContent()).toContain(en.validation.required);
      expect(await violations(page)).toEqual([]);

      await cut.selectOption("excellent");
      await form.getByRole("button", { name: texts.save }).click();
      await form.waitFor({ state: "detached" });
      const found = await getJson<CataloguePage>("/api/products?q=graded", server.url);
      const id = found.items[0]?.id ?? "";
      const detail = await getJson<CatalogueItemDetail>(`/api/products/${id}`, server.url);
      expect(detail.gradingReport).toMatchObject({ lab: "gia", cut: "excellent" });

      // Opened again, the form shows the report as saved (the weight the Belgian way).
      await page.goto(`/admin/products?edit=${id}`);
      await waitForHydration(page);
      const edit = page.getByRole("form", {
        name: say(texts.editTitle, { name: "Graded solitaire" }),
      });
      const again = edit.getByRole("group", { name: fields.legend });
      expect(await again.getByLabel(fields.number).inputValue()).toBe("2141234567");
      expect(await again.getByLabel(fields.carat).inputValue()).toBe("1,01");
      expect(await again.getByLabel(fields.cut).inputValue()).toBe("excellent");
    });
  });
});
