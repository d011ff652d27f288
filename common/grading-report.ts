import { intlLocale, type Locale } from "./locales.ts";

/**
 * The grading report of a piece's centre stone (issue 21): which lab graded it, the report's
 * number, and the stone's carat, colour, clarity and cut as the report states them. Shared by
 * the server's checks, the admin's form (its lists) and the shop's page (the lab's own report
 * check). Plain data and functions: the browser gets no zod from here.
 */

/** The labs Antwerp's trade sells on; their names are the same in every language. */
export const gradingLabs = ["hrd", "gia", "igi"] as const;
export type GradingLab = (typeof gradingLabs)[number];

export const gradingLabNames: Record<GradingLab, string> = {
  hrd: "HRD Antwerp",
  gia: "GIA",
  igi: "IGI",
};

/** The colourless-to-light-yellow scale, D to Z; fancy colours are not taken. */
// prettier-ignore
export const colourGrades = [
  "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O",
  "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
] as const;
export type ColourGrade = (typeof colourGrades)[number];

/**
 * GIA's clarity scale, which IGI uses as it is. HRD Antwerp writes "LC" (loupe clean) for
 * IF/FL and P1–P3 for I1–I3: the shop enters those as their GIA equivalents.
 */
// prettier-ignore
export const clarityGrades = [
  "FL", "IF", "VVS1", "VVS2", "VS1", "VS2", "SI1", "SI2", "I1", "I2", "I3",
] as const;
export type ClarityGrade = (typeof clarityGrades)[number];

/**
 * Cut grades, as codes (their words are in the messages). Labs grade the cut of a round
 * brilliant; for other shapes a report may have none, so it is optional there.
 */
export const cutGrades = ["excellent", "very-good", "good", "fair", "poor"] as const;
export type CutGrade = (typeof cutGrades)[number];

export interface GradingReport {
  lab: GradingLab;
  /** As the lab prints it, without spaces, letters upper-case. */
  number: string;
  caratHundredths: number;
  colour: ColourGrade;
  clarity: ClarityGrade;
  /** null: the report grades no cut (a fancy shape). */
  cut: CutGrade | null;
}

/**
 * The shape of each lab's report numbers, as the lab documents or prints them. Where older
 * reports were numbered otherwise, only today's shape is taken (see each rule): a number of
 * the wrong shape is far more often a typing slip or another lab's number than an old report.
 */
export const reportNumberShapes: Record<GradingLab, RegExp> = {
  // GIA: ten digits, the number GIA's Report Check takes and laser-inscribes on the girdle as
  // "GIA 2141234567" (gia.edu Report Check; caratwire.com, "Reading a GIA laser inscription").
  gia: /^[0-9]{10}$/,
  // IGI: nine digits; laboratory-grown reports put "LG" before them, which retailers sometimes
  // drop (igi.org "Verify Your Report"; carathunter.com, "Decode an IGI certificate number").
  igi: /^(LG)?[0-9]{9}$/,
  // HRD Antwerp: twelve digits, the first two the year of issue (e.g. 220000160738 and
  // 230000117836 in links to HRD's own report download and record lookup). HRD does not
  // publish the shape; this is the one its current reports are seen with.
  hrd: /^[0-9]{12}$/,
};

/** Longer than any lab's number: what the form's input and the server take at most. */
export const REPORT_NUMBER_MAX = 20;

/** What the admin may type around a number ("2141 234 567", "lg 123456789"), made plain. */
export function plainReportNumber(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, "").toUpperCase();
}

export function isReportNumberOf(lab: GradingLab, number: string): boolean {
  return reportNumberShapes[lab].test(number);
}

/**
 * The lab's own page showing this report, for a visitor to check it: GIA's Report Check, IGI's
 * "Verify Your Report" and HRD Antwerp's record lookup each take the number in the address.
 */
export function reportCheckUrl(lab: GradingLab, number: string): string {
  const n = encodeURIComponent(number);
  switch (lab) {
    case "gia":
      return `https://www.gia.edu/report-check?reportno=${n}`;
    case "igi":
      return `https://www.igi.org/verify-your-report/?r=${n}`;
    case "hrd":
      return `https://my.hrdantwerp.com/?record_number=${n}`;
  }
}

/** A stone's weight in hundredths of a carat: 0.01 ct to 99.99 ct. */
export const reportCaratLimits = { min: 1, max: 9999 } as const;

/**
 * A carat weight as typed, with a decimal point or comma ("1.01", "1,01", "2"), to hundredths;
 * null when it is not a weight within the limits. A report states two decimals at most.
 */
export function parseReportCarat(text: string): number | null {
  const match = /^([0-9]{1,2})(?:[.,]([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths >= reportCaratLimits.min && hundredths <= reportCaratLimits.max
    ? hundredths
    : null;
}

/** A report's weight as the lab states it, two decimals in the visitor's way: "1.01" or "1,01". */
export function formatReportCarat(hundredths: number, locale: Locale): string {
  const format = new Intl.NumberFormat(intlLocale[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(hundredths / 100);
}

/** Hundredths as the admin's form shows them again, the Belgian way: 101 → "1,01". */
export function reportCaratText(hundredths: number): string {
  return `${String(Math.floor(hundredths / 100))},${String(hundredths % 100).padStart(2, "0")}`;
}

/** The form's fields, one per part of the report. */
export const gradingReportFields = [
  "reportLab",
  "reportNumber",
  "reportCarat",
  "reportColour",
  "reportClarity",
  "reportCut",
] as const;
export type GradingReportField = (typeof gradingReportFields)[number];

/** What the admin's form shows: each field's text, empty when the piece has no report. */
export type GradingReportFormStart = Record<GradingReportField, string>;

export function reportFormStart(report: GradingReport | null): GradingReportFormStart {
  return {
    reportLab: report?.lab ?? "",
    reportNumber: report?.number ?? "",
    reportCarat: report ? reportCaratText(report.caratHundredths) : "",
    reportColour: report?.colour ?? "",
    reportClarity: report?.clarity ?? "",
    reportCut: report?.cut ?? "",
  };
}
