import { describe, expect, it } from "vitest";
import {
  colourGrades,
  formatReportCarat,
  gradingLabs,
  isReportNumberOf,
  parseReportCarat,
  plainReportNumber,
  reportCaratText,
  reportCheckUrl,
  reportFormStart,
  type GradingLab,
} from "#common/grading-report.ts";
import { formatCarat } from "#common/format.ts";
import { productJsonLd } from "#common/product-json-ld.ts";
import { parseGradingReport } from "#server/catalogue/grading-report.schema.ts";

describe("report numbers per lab", () => {
  const shapes: [GradingLab, string[], string[]][] = [
    // GIA: ten digits.
    [
      "gia",
      ["2141234567", "1234567890"],
      ["214123456", "21412345678", "GIA2141234567", "LG214123456"],
    ],
    // IGI: nine digits, "LG" before them on a laboratory-grown report.
    ["igi", ["123456789", "LG123456789"], ["12345678", "1234567890", "LG12345678", "XX123456789"]],
    // HRD Antwerp: twelve digits, the year first.
    ["hrd", ["230000117836", "220000160738"], ["23000011783", "2300001178360", "HRD230000117"]],
  ];
  it.each(shapes)("takes %s's own shape and refuses others", (lab, good, bad) => {
    for (const number of good) expect(isReportNumberOf(lab, number), number).toBe(true);
    for (const number of bad) expect(isReportNumberOf(lab, number), number).toBe(false);
  });

  it("refuses one lab's number under another", () => {
    expect(isReportNumberOf("hrd", "2141234567")).toBe(false);
    expect(isReportNumberOf("gia", "123456789")).toBe(false);
    expect(isReportNumberOf("igi", "230000117836")).toBe(false);
  });

  it("reads a number typed with spaces or in lower case as the lab prints it", () => {
    expect(plainReportNumber(" 2141 234\u00a0567 ")).toBe("2141234567");
    expect(plainReportNumber("lg 123 456 789")).toBe("LG123456789");
  });
});

describe("the lab's report check", () => {
  it("addresses each lab's own page with the number", () => {
    expect(reportCheckUrl("gia", "2141234567")).toBe(
      "https://www.gia.edu/report-check?reportno=2141234567",
    );
    expect(reportCheckUrl("igi", "LG123456789")).toBe(
      "https://www.igi.org/verify-your-report/?r=LG123456789",
    );
    expect(reportCheckUrl("hrd", "230000117836")).toBe(
      "https://my.hrdantwerp.com/?record_number=230000117836",
    );
  });

  it("cannot be led elsewhere by what the number holds", () => {
    const url = new URL(reportCheckUrl("gia", "1&x=/evil#y"));
    expect(url.origin).toBe("https://www.gia.edu");
    expect(url.searchParams.get("reportno")).toBe("1&x=/evil#y");
    for (const lab of gradingLabs) expect(reportCheckUrl(lab, "1")).toMatch(/^https:\/\//);
  });
});

describe("carat weights", () => {
  it("reads a point or a comma, up to two decimals, as hundredths", () => {
    expect(parseReportCarat("1.01")).toBe(101);
    expect(parseReportCarat("1,01")).toBe(101);
    expect(parseReportCarat(" 0,5 ")).toBe(50);
    expect(parseReportCarat("2")).toBe(200);
    expect(parseReportCarat("99,99")).toBe(9999);
  });

  it("refuses nothing, zero, three decimals, units and signs", () => {
    for (const text of ["", "0", "0,00", "1.015", "1 ct", "-1", "100", "1.000,5", "abc"]) {
      expect(parseReportCarat(text), text).toBeNull();
    }
  });

  it("shows hundredths again the Belgian way", () => {
    expect(reportCaratText(101)).toBe("1,01");
    expect(reportCaratText(50)).toBe("0,50");
    expect(reportCaratText(1200)).toBe("12,00");
  });

  it("shows a report's weight with two decimals in the visitor's way", () => {
    // English pages write numbers as English is written in Belgium (en-BE), like the shop's prices.
    expect(formatReportCarat(101, "en")).toBe(formatCarat(101, "en"));
    expect(formatReportCarat(100, "nl")).toBe("1,00");
    expect(formatReportCarat(50, "fr")).toBe("0,50");
  });

  it("has D to Z for colours", () => {
    expect(colourGrades).toHaveLength(23);
    expect([colourGrades[0], colourGrades.at(-1)]).toEqual(["D", "Z"]);
  });
});

describe("a report from the admin's form", () => {
  const whole = {
    reportLab: "gia",
    reportNumber: "2141 234 567",
    reportCarat: "1,01",
    reportColour: "F",
    reportClarity: "VS1",
    reportCut: "excellent",
  };
  const empty = {
    reportLab: "",
    reportNumber: "",
    reportCarat: "",
    reportColour: "",
    reportClarity: "",
    reportCut: "",
  };

  it("is none when every field is empty", () => {
    expect(parseGradingReport(empty, { cutRequired: true })).toEqual({ ok: true, report: null });
    expect(parseGradingReport({}, { cutRequired: true })).toEqual({ ok: true, report: null });
  });

  it("is the report when whole, its number plain", () => {
    expect(parseGradingReport(whole, { cutRequired: true })).toEqual({
      ok: true,
      report: {
        lab: "gia",
        number: "2141234567",
        caratHundredths: 101,
        colour: "F",
        clarity: "VS1",
        cut: "excellent",
      },
    });
    // A fancy shape's report may grade no cut.
    const uncut = parseGradingReport({ ...whole, reportCut: "" }, { cutRequired: false });
    expect(uncut.ok && uncut.report?.cut).toBeNull();
  });

  it("asks for the rest once any field is given", () => {
    expect(
      parseGradingReport({ ...empty, reportNumber: "2141234567" }, { cutRequired: true }),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        reportLab: "required",
        reportCarat: "required",
        reportColour: "required",
        reportClarity: "required",
        reportCut: "required",
      },
    });
    expect(parseGradingReport({ ...empty, reportColour: "G" }, { cutRequired: false })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        reportLab: "required",
        reportNumber: "required",
        reportCarat: "required",
        reportClarity: "required",
      },
    });
  });

  it("refuses a number of the wrong shape for its lab, and codes outside the lists", () => {
    expect(parseGradingReport({ ...whole, reportLab: "hrd" }, { cutRequired: true })).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: { reportNumber: "invalidReportNumber" },
    });
    expect(
      parseGradingReport(
        { ...whole, reportLab: "ags", reportColour: "fancy", reportCarat: "1.015" },
        { cutRequired: true },
      ),
    ).toEqual({
      ok: false,
      error: "invalid",
      fieldErrors: {
        reportLab: "invalidChoice",
        reportColour: "invalidChoice",
        reportCarat: "invalidCarat",
      },
    });
  });

  it("starts the form from a stored report, or empty", () => {
    expect(reportFormStart(null)).toEqual(empty);
    expect(
      reportFormStart({
        lab: "igi",
        number: "LG123456789",
        caratHundredths: 70,
        colour: "E",
        clarity: "VVS2",
        cut: null,
      }),
    ).toEqual({
      reportLab: "igi",
      reportNumber: "LG123456789",
      reportCarat: "0,70",
      reportColour: "E",
      reportClarity: "VVS2",
      reportCut: "",
    });
  });
});

describe("Product JSON-LD with a grading report", () => {
  const piece = {
    id: "AAAAAAAAAAAAAAAAAAAA",
    name: "Meir hanger met halo",
    description: "Een ronde briljant.",
    images: [],
    minPriceCents: 685_000,
    maxPriceCents: 685_000,
  };
  const page = {
    origin: "https://shop.example",
    url: "https://shop.example/nl/shop/meir-AAAA",
    inLanguage: "nl",
  };
  const ld = (gradingReport: Parameters<typeof productJsonLd>[0]["gradingReport"]) =>
    JSON.parse(productJsonLd({ ...piece, gradingReport }, page)) as Record<string, unknown>;

  it("carries the report as a certification by its lab, and the stone's grades", () => {
    const product = ld({
      lab: "hrd",
      number: "230000117836",
      caratHundredths: 101,
      colour: "G",
      clarity: "VS2",
      cut: "very-good",
    });
    expect(product.hasCertification).toEqual({
      "@type": "Certification",
      name: "HRD Antwerp grading report 230000117836",
      issuedBy: { "@type": "Organization", name: "HRD Antwerp" },
      certificationIdentification: "230000117836",
      url: "https://my.hrdantwerp.com/?record_number=230000117836",
    });
    expect(product.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Grading laboratory", value: "HRD Antwerp" },
      { "@type": "PropertyValue", name: "Grading report number", value: "230000117836" },
      {
        "@type": "PropertyValue",
        name: "Centre stone carat weight",
        value: 1.01,
        unitText: "ct",
      },
      { "@type": "PropertyValue", name: "Centre stone colour", value: "G" },
      { "@type": "PropertyValue", name: "Centre stone clarity", value: "VS2" },
      { "@type": "PropertyValue", name: "Centre stone cut", value: "Very Good" },
    ]);
  });

  it("leaves out a cut the report does not grade, and everything without a report", () => {
    const uncut = ld({
      lab: "igi",
      number: "LG123456789",
      caratHundredths: 70,
      colour: "E",
      clarity: "VVS1",
      cut: null,
    });
    const names = (uncut.additionalProperty as { name: string }[]).map((p) => p.name);
    expect(names).not.toContain("Centre stone cut");
    expect(names).toHaveLength(5);
    const none = ld(null);
    expect(none).not.toHaveProperty("hasCertification");
    expect(none).not.toHaveProperty("additionalProperty");
  });
});
