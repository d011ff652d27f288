import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import { amountField, requiredText, wholeNumberIn } from "#common/field-schemas.ts";
import { mediaName } from "#common/media.ts";
import { translationFormShape } from "#server/catalogue/translation-form.schema.ts";

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

export type SpecialEditionInput = z.output<typeof specialEditionSchema>;

export const editionIdSchema = z.object({ id: z.string().min(1).max(40) });
