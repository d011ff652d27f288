import { testAdmin } from "#tests/support/audit.ts";
import { sql, type RawBuilder } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { failureStatus } from "#common/failures.ts";
import type { GradingReport } from "#common/grading-report.ts";
import {
  createAdminProductsService,
  type AdminProductsService,
} from "#server/catalogue/admin-products.service.ts";
import {
  createCatalogueService,
  type CatalogueService,
} from "#server/catalogue/catalogue.service.ts";
import {
  createAdminSpecialEditionsService,
  type AdminSpecialEditionsService,
} from "#server/special-editions/admin-special-editions.service.ts";
import { clearCatalogue, insertProduct } from "#tests/support/catalogue-factories.ts";
import { describeEachDatabase } from "#tests/support/databases.ts";
import { mediaRoot, testMedia } from "#tests/support/media.ts";

const root = await mediaRoot("grading-reports");

/** A product form as the tab sends it, every report field empty unless told. */
const productForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  name: "Aurora Round Solitaire in Platinum",
  description: "Four claws.",
  diamondShape: "round-brilliant",
  ringDesign: "classic-solitaire",
  ringMetal: "platinum",
  discount: "0",
  carat100: "on",
  price100: "4.950",
  images: "",
  ...noReport,
  ...extra,
});

const editionForm = (extra: Record<string, string> = {}): Record<string, string> => ({
  name: "Meir Halo Pendant",
  description: "On a fine chain.",
  price: "6.850",
  discountPercent: "0",
  pictures: "",
  ...noReport,
  ...extra,
});

const noReport = {
  reportLab: "",
  reportNumber: "",
  reportCarat: "",
  reportColour: "",
  reportClarity: "",
  reportCut: "",
};

/** A GIA report as the admin types it, and as the shop then holds it. */
const giaTyped = {
  reportLab: "gia",
  reportNumber: "2141 234 567",
  reportCarat: "1,01",
  reportColour: "F",
  reportClarity: "VS1",
  reportCut: "excellent",
};
const gia: GradingReport = {
  lab: "gia",
  number: "2141234567",
  caratHundredths: 101,
  colour: "F",
  clarity: "VS1",
  cut: "excellent",
};

describeEachDatabase("grading reports", (use) => {
  let catalogue: CatalogueService;
  let products: AdminProductsService;
  let editions: AdminSpecialEditionsService;
  let changes: number;

  beforeEach(async () => {
    const { db } = use();
    await clearCatalogue(db);
    const { media } = await testMedia(db, root);
    catalogue = createCatalogueService({ db });
    changes = 0;
    const changed = () => {
      changes++;
    };
    products = createAdminProductsService({ db, media, changed });
    editions = createAdminSpecialEditionsService({ db, media, changed });
  });

  const reportOfPiece = async (id: string) => {
    const detail = await catalogue.get(id, "nl");
    if (!detail.ok) throw new Error("not found");
    return detail.gradingReport;
  };
  const productFormOf = async (id: string) => {
    const page = await products.list(new URLSearchParams({ edit: id }));
    if (!page.ok || !page.form) throw new Error("no form");
    return page.form;
  };
  const editionFormOf = async (id: string) => {
    const listing = await editions.list(new URLSearchParams({ edit: id }));
    if (!listing.ok || !listing.editing) throw new Error("no form");
    return listing.editing;
  };
  const savedProduct = async (values: Record<string, string>) => {
    const result = await products.save(values, testAdmin);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    return result.productId;
  };
  const reportRows = async () => {
    const { db } = use();
    const [p, e] = await Promise.all([
      db.selectFrom("products").select(["id", "report_lab", "report_number"]).execute(),
      db.selectFrom("special_editions").select(["id", "report_lab", "report_number"]).execute(),
    ]);
    return [...p, ...e];
  };

  it("saves a product's report, shows it in the shop and opens it again in the form", async () => {
    const id = await savedProduct(productForm(giaTyped));
    expect(await reportOfPiece(id)).toEqual(gia);
    expect((await productFormOf(id)).gradingReport).toEqual({
      ...giaTyped,
      reportNumber: "2141234567",
    });

    // An HRD report for an oval grades no cut; then the report is taken off again.
    const hrd = {
      reportLab: "hrd",
      reportNumber: "230000117836",
      reportCarat: "0.7",
      reportColour: "E",
      reportClarity: "VVS2",
      reportCut: "",
    };
    await savedProduct(productForm({ productId: id, diamondShape: "oval", ...hrd }));
    expect(await reportOfPiece(id)).toEqual({
      lab: "hrd",
      number: "230000117836",
      caratHundredths: 70,
      colour: "E",
      clarity: "VVS2",
      cut: null,
    });
    await savedProduct(productForm({ productId: id }));
    expect(await reportOfPiece(id)).toBeNull();
    expect((await productFormOf(id)).gradingReport).toEqual(noReport);
    expect(changes).toBe(3);
  });

  it("does not copy a sibling's report into a new product of the family", async () => {
    await savedProduct(productForm(giaTyped));
    const page = await products.list(
      new URLSearchParams({ new: "round-brilliant.classic-solitaire.white-gold" }),
    );
    expect(page.ok && page.form?.copiedFrom).toBe("Aurora Round Solitaire in Platinum");
    expect(page.ok && page.form?.gradingReport).toEqual(noReport);
  });

  it("refuses a product whose report number has the wrong shape for its lab, changing nothing", async () => {
    const id = await savedProduct(productForm(giaTyped));
    const before = await reportRows();
    const refusals: [Record<string, string>, Record<string, string>][] = [
      // A GIA number under HRD Antwerp, an HRD number under IGI.
      [{ reportLab: "hrd" }, { reportNumber: "invalidReportNumber" }],
      [{ reportLab: "igi", reportNumber: "230000117836" }, { reportNumber: "invalidReportNumber" }],
      [{ reportNumber: "GIA 2141234567" }, { reportNumber: "invalidReportNumber" }],
      // Half a report; a round brilliant's report grades its cut.
      [
        { reportLab: "", reportColour: "" },
        { reportLab: "required", reportColour: "required" },
      ],
      [{ reportCut: "" }, { reportCut: "required" }],
      [
        { reportCarat: "1,015", reportClarity: "SI3" },
        { reportCarat: "invalidCarat", reportClarity: "invalidChoice" },
      ],
    ];
    for (const [changed, fieldErrors] of refusals) {
      for (const productId of [undefined, id]) {
        const values = productForm({ ...giaTyped, ...changed });
        const result = await products.save(
          productId ? { ...values, productId } : values,
          testAdmin,
        );
        expect(result).toEqual({ ok: false, error: "invalid", fieldErrors });
        expect(result.ok || failureStatus(result.error)).toBe(400);
      }
    }
    expect(await reportRows()).toEqual(before);
    expect(await reportOfPiece(id)).toEqual(gia);
    expect(changes).toBe(1);
  });

  it("saves a special edition's report, shows it and opens it again; refuses a wrong shape", async () => {
    const igiTyped = {
      reportLab: "igi",
      reportNumber: "lg123456789",
      reportCarat: "1",
      reportColour: "D",
      reportClarity: "IF",
      reportCut: "very-good",
    };
    const created = await editions.create(editionForm(igiTyped), testAdmin);
    if (!created.ok) throw new Error(created.error);
    const igi = {
      lab: "igi",
      number: "LG123456789",
      caratHundredths: 100,
      colour: "D",
      clarity: "IF",
      cut: "very-good",
    };
    expect(await reportOfPiece(created.id)).toEqual(igi);
    expect((await editionFormOf(created.id)).gradingReport).toEqual({
      ...igiTyped,
      reportNumber: "LG123456789",
      reportCarat: "1,00",
    });

    // A special edition's report may grade no cut.
    const updated = await editions.update(
      created.id,
      editionForm({ ...giaTyped, reportCut: "", reportLab: "gia" }),
      testAdmin,
    );
    expect(updated).toEqual({ ok: true, id: created.id });
    expect(await reportOfPiece(created.id)).toEqual({ ...gia, cut: null });

    const before = await reportRows();
    for (const refused of [
      () => editions.create(editionForm({ ...igiTyped, reportNumber: "12345678" }), testAdmin),
      () => editions.update(created.id, editionForm({ ...igiTyped, reportLab: "gia" }), testAdmin),
    ]) {
      const result = await refused();
      expect(result).toEqual({
        ok: false,
        error: "invalid",
        fieldErrors: { reportNumber: "invalidReportNumber" },
      });
    }
    // Other fields' problems come with the report's.
    expect(
      await editions.create(editionForm({ name: "", reportColour: "G" }), testAdmin),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "required",
        reportLab: "required",
        reportNumber: "required",
        reportCarat: "required",
        reportClarity: "required",
      },
    });
    expect(await reportRows()).toEqual(before);
    expect(await reportOfPiece(created.id)).toEqual({ ...gia, cut: null });
    expect(changes).toBe(2);
  });

  it("keeps a report whole or absent, with known codes, in the database itself", async () => {
    const { db } = use();
    const id = await insertProduct(db, { name: "Plain" });
    const set = (columns: RawBuilder<unknown>) =>
      sql`update products set ${columns} where id = ${id}`.execute(db);
    await expect(set(sql`report_lab = 'gia'`)).rejects.toThrow();
    await expect(
      set(sql`report_lab = 'ags', report_number = '1', report_carat_hundredths = 100,
              report_colour = 'D', report_clarity = 'IF'`),
    ).rejects.toThrow();
    await expect(
      set(sql`report_lab = 'gia', report_number = '1', report_carat_hundredths = 100,
              report_colour = 'D', report_clarity = 'IF', report_cut = 'ideal'`),
    ).rejects.toThrow();
    await set(sql`report_lab = 'gia', report_number = '2141234567', report_carat_hundredths = 100,
                  report_colour = 'D', report_clarity = 'IF'`);
    expect(await reportOfPiece(id)).toEqual({
      lab: "gia",
      number: "2141234567",
      caratHundredths: 100,
      colour: "D",
      clarity: "IF",
      cut: null,
    });
  });
});
