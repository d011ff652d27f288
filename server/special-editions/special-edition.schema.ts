import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import { amountField, parseInput, requiredText, wholeNumberIn } from "#common/field-schemas.ts";
import type { GradingReport } from "#common/grading-report.ts";
import { mediaName } from "#common/media.ts";
import { translationFormShape } from "#server/catalogue/translation-form.schema.ts";
import { fail, ok, type Result } from "#common/result.ts";
import { parseGradingReport } from "#server/catalogue/grading-report.schema.ts";

/** Pictures of one piece: its gallery, the first being the main one. */
export const PIECE_PICTURES_MAX = 12;

/** Space-separated addresses of stored pictures (a form sends text). */
export const pictureList = z
  .string()
  .default("")
  .transform((text) => text.split(/\s+/).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine((url) => mediaName(url) !== null, "required"))
      .max(PIECE_PICTURES_MAX, "tooLong"),
  );

/** The special edition form of the admin panel (docs/product.md §4), as the server reads it. */
export const specialEditionSchema = z.object({
  ...translationFormShape({
    name: fieldLimits.pieceName.max,
    description: fieldLimits.pieceDescription.max,
  }),
  name: requiredText(fieldLimits.pieceName.max),
  description: requiredText(fieldLimits.pieceDescription.max),
  // A special edition always has a price; "contact us" is for rings only.
  price: amountField.refine((cents) => cents > 0, "required"),
  discountPercent: wholeNumberIn(fieldLimits.editionDiscount.min, fieldLimits.editionDiscount.max),
  pictures: pictureList,
});

export type SpecialEditionInput = z.output<typeof specialEditionSchema> & {
  /** Its centre stone's grading report, when the shop names one. */
  gradingReport: GradingReport | null;
};

/** The form's fields and its grading report's, every field's first problem reported at once. */
export function parseSpecialEditionForm(
  input: unknown,
): Result<{ data: SpecialEditionInput }, "invalid"> {
  const fields: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input } : {};
  const parsed = parseInput(specialEditionSchema, fields);
  // A special edition has no shape on record: its report's cut is never required.
  const report = parseGradingReport(fields, { cutRequired: false });
  if (!parsed.ok || !report.ok) {
    const fieldErrors = {
      ...(report.ok ? {} : report.fieldErrors),
      ...(parsed.ok ? {} : parsed.fieldErrors),
    };
    return fail("invalid", { fieldErrors });
  }
  return ok({ data: { ...parsed.data, gradingReport: report.report } });
}

export const editionIdSchema = z.object({ id: z.string().min(1).max(40) });
