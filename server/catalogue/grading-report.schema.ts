import { z } from "zod";
import { parseInput } from "#common/field-schemas.ts";
import type { FieldCode } from "#common/field-limits.ts";
import {
  clarityGrades,
  colourGrades,
  cutGrades,
  gradingLabs,
  gradingReportFields,
  isReportNumberOf,
  parseReportCarat,
  plainReportNumber,
  REPORT_NUMBER_MAX,
  type GradingReport,
  type GradingReportField,
} from "#common/grading-report.ts";
import { fail, ok, type FieldErrors, type Result } from "#common/result.ts";

const blank = (value: unknown) =>
  value === undefined || (typeof value === "string" && !value.trim());

/** A field left empty is no value (the form sends every field, empty ones as ""). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values, "invalidChoice" satisfies FieldCode));

/** Each field on its own; the rules between them are reportProblems'. */
const reportFieldsSchema = z.object({
  reportLab: choice(gradingLabs),
  reportNumber: optional(
    z
      .string("required" satisfies FieldCode)
      .max(REPORT_NUMBER_MAX * 2, "tooLong")
      .transform(plainReportNumber)
      .pipe(z.string().max(REPORT_NUMBER_MAX, "tooLong")),
  ),
  reportCarat: optional(
    z
      .string("invalidCarat" satisfies FieldCode)
      .transform((text) => parseReportCarat(text))
      .pipe(z.number("invalidCarat" satisfies FieldCode)),
  ),
  reportColour: choice(colourGrades),
  reportClarity: choice(clarityGrades),
  reportCut: choice(cutGrades),
});

/** What every report states; the cut only where `cutRequired` says so. */
const alwaysRequired: GradingReportField[] = [
  "reportLab",
  "reportNumber",
  "reportCarat",
  "reportColour",
  "reportClarity",
];

/**
 * A piece's grading report from its form's fields (common/grading-report.ts): all of them
 * empty is no report; otherwise lab, number, carat, colour and clarity are required (the cut
 * too when `cutRequired`: a round brilliant's report grades it), and the number must have the
 * shape of the chosen lab's numbers. Every field's first problem is reported.
 */
export function parseGradingReport(
  fields: Record<string, unknown>,
  rules: { cutRequired: boolean },
): Result<{ report: GradingReport | null }, "invalid"> {
  if (gradingReportFields.every((name) => blank(fields[name]))) return ok({ report: null });
  const parsed = parseInput(reportFieldsSchema, fields);
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  const required = rules.cutRequired ? [...alwaysRequired, "reportCut" as const] : alwaysRequired;
  for (const name of required) {
    if (blank(fields[name])) errors[name] ??= "required";
  }
  if (parsed.ok) {
    const { reportLab, reportNumber } = parsed.data;
    if (reportLab && reportNumber && !isReportNumberOf(reportLab, reportNumber)) {
      errors.reportNumber = "invalidReportNumber";
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return fail("invalid", { fieldErrors: errors });
  const { reportLab, reportNumber, reportCarat, reportColour, reportClarity, reportCut } =
    parsed.data;
  // The loop above saw each of these filled in; the checks only narrow their types.
  if (!reportLab || !reportNumber || !reportCarat || !reportColour || !reportClarity) {
    return fail("invalid", { fieldErrors: { reportLab: "required" } });
  }
  return ok({
    report: {
      lab: reportLab,
      number: reportNumber,
      caratHundredths: reportCarat,
      colour: reportColour,
      clarity: reportClarity,
      cut: reportCut ?? null,
    },
  });
}
