import type { GradingReport } from "#common/grading-report.ts";
import type { GradingReportColumns } from "#server/db/schema.ts";

/** A piece's report columns (migration 0007), for the queries that read them with the row. */
export const gradingReportColumns = [
  "report_lab",
  "report_number",
  "report_carat_hundredths",
  "report_colour",
  "report_clarity",
  "report_cut",
] as const satisfies readonly (keyof GradingReportColumns)[];

/** The columns a report is written as: every one of them, null for no report. */
export function reportColumns(report: GradingReport | null): GradingReportColumns {
  return {
    report_lab: report?.lab ?? null,
    report_number: report?.number ?? null,
    report_carat_hundredths: report?.caratHundredths ?? null,
    report_colour: report?.colour ?? null,
    report_clarity: report?.clarity ?? null,
    report_cut: report?.cut ?? null,
  };
}

/** A row's report; null when it has none (the database keeps a report whole or absent). */
export function reportOf(row: GradingReportColumns): GradingReport | null {
  const lab = row.report_lab;
  const number = row.report_number;
  const caratHundredths = row.report_carat_hundredths;
  const colour = row.report_colour;
  const clarity = row.report_clarity;
  if (lab === null || number === null || caratHundredths === null) return null;
  if (colour === null || clarity === null) return null;
  return { lab, number, caratHundredths, colour, clarity, cut: row.report_cut };
}
