import { z } from "zod";
import {
  ADMIN_PRODUCT_SEARCH_MAX,
  ADMIN_PRODUCTS_PAGE_MAX,
  BLANK_PRODUCT,
  caratField,
  priceField,
  productLimits,
} from "#common/admin-products.ts";
import {
  amountField,
  pageNumber,
  parseInput,
  requiredText,
  wholeNumberIn,
} from "#common/field-schemas.ts";
import type { FieldCode } from "#common/field-limits.ts";
import type { GradingReport } from "#common/grading-report.ts";
import { ringMetals } from "#common/metals.ts";
import { fail, ok, type FieldErrors, type Result } from "#common/result.ts";
import { caratOptions, diamondShapes, ringDesigns } from "#common/ring-options.ts";
import { mediaName } from "#common/media.ts";
import { textInputFrom, translationFormShape, type TextInput } from "./translation-form.schema.ts";
import { parseGradingReport } from "./grading-report.schema.ts";

/** Every id is 20 URL-safe characters (server/lib/ids.ts); anything else names no product. */
const productId = z.string("required").regex(/^[A-Za-z0-9_-]{20}$/, "required");

/** A missing combination to prefill: `<shape>.<design>.<metal>`. */
const combination = z
  .string()
  .transform((text) => text.split("."))
  .pipe(z.tuple([z.enum(diamondShapes), z.enum(ringDesigns), z.enum(ringMetals)]))
  .transform(([shape, design, metal]) => ({ shape, design, metal }));

/**
 * The Products tab's address (/admin/products?q=&page=&edit=|new=): a search in the names, the
 * page, and the form open on a product (`edit`), empty (`new=1`) or on a missing combination.
 */
export const adminProductsQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_PRODUCT_SEARCH_MAX, "tooLong").default(""),
  page: pageNumber(ADMIN_PRODUCTS_PAGE_MAX).default(1),
  edit: productId.optional(),
  new: z.union([z.literal(BLANK_PRODUCT), combination]).optional(),
  // `translate=1`: only the products missing a current Dutch or French.
  translate: z
    .literal("1")
    .optional()
    .transform((value) => value === "1"),
});

export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

/** A carat's price as typed; empty is no price (the carat rule below decides if one is needed). */
const optionalAmount = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined))
  .pipe(amountField.optional());

const optionalTick = z.string().optional();
const caratShape: Record<string, typeof optionalTick | typeof optionalAmount> = {};
for (const carat of caratOptions) {
  caratShape[caratField(carat)] = optionalTick;
  caratShape[priceField(carat)] = optionalAmount;
}

/** Space-separated addresses of stored pictures, in the order shown; the first is the main one. */
const imagesField = z
  .string()
  .default("")
  .transform((text) => text.split(/\s+/).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine((url) => mediaName(url) !== null, "required"))
      .max(productLimits.images.max, "tooLong"),
  );

/** The product form's fields apart from the carats' rule (see parseProductForm). */
const productFormSchema = z.object({
  ...translationFormShape({
    name: productLimits.name.max,
    description: productLimits.description.max,
  }),
  productId: productId.optional(),
  name: requiredText(productLimits.name.max),
  description: z.string().trim().max(productLimits.description.max, "tooLong").default(""),
  diamondShape: z.enum(diamondShapes, "required"),
  ringDesign: z.enum(ringDesigns, "required"),
  ringMetal: z.enum(ringMetals, "required"),
  contactForPrice: z.string().optional(),
  discount: wholeNumberIn(productLimits.discount.min, productLimits.discount.max),
  images: imagesField,
});

/** Each carat's checkbox and price; read apart, since their names are made from the carats. */
const caratFieldsSchema = z.object(caratShape);

export interface ProductDraft {
  /** Present when an existing product is saved. */
  productId: string | undefined;
  name: string;
  description: string;
  diamondShape: (typeof diamondShapes)[number];
  ringDesign: (typeof ringDesigns)[number];
  ringMetal: (typeof ringMetals)[number];
  discountPercent: number;
  /** Carat (hundredths) → price in cents, smallest carat first; none: contact us for the price. */
  variants: { caratHundredths: number; priceCents: number }[];
  images: string[];
  /** Its address words and its Dutch and French. */
  text: TextInput;
  /** Its centre stone's grading report, when the shop names one. */
  gradingReport: GradingReport | null;
}

const ticked = (value: unknown) => typeof value === "string" && value !== "";

/**
 * The price rule, read from the fields as sent so it is reported together with the others:
 * unless the price is "contact us", at least one carat is ticked and each ticked carat has a
 * price. A price beside an unticked carat is no offer and is dropped.
 */
function caratProblems(fields: Record<string, unknown>): FieldErrors {
  if (ticked(fields.contactForPrice)) return {};
  const errors: FieldErrors = {};
  const chosen = caratOptions.filter((carat) => ticked(fields[caratField(carat)]));
  if (chosen.length === 0) errors.carats = "required" satisfies FieldCode;
  for (const carat of chosen) {
    const price = fields[priceField(carat)];
    if (typeof price !== "string" || price.trim() === "") errors[priceField(carat)] = "required";
  }
  return errors;
}

/** The product form (create or update) to a draft, or every field's first problem. */
export function parseProductForm(input: unknown): Result<{ draft: ProductDraft }, "invalid"> {
  const fields: Record<string, unknown> =
    typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input } : {};
  const parsed = parseInput(productFormSchema, fields);
  const carats = parseInput(caratFieldsSchema, fields);
  const caratErrors = caratProblems(fields);
  // Labs grade a round brilliant's cut; for the fancy shapes a report may have none.
  const report = parseGradingReport(fields, {
    cutRequired: fields.diamondShape === "round-brilliant",
  });
  if (!parsed.ok || !carats.ok || !report.ok || Object.keys(caratErrors).length > 0) {
    const fieldErrors = {
      ...(report.ok ? {} : report.fieldErrors),
      ...caratErrors,
      ...(carats.ok ? {} : carats.fieldErrors),
      ...(parsed.ok ? {} : parsed.fieldErrors),
    };
    return fail("invalid", { fieldErrors });
  }
  const form = parsed.data;
  const prices = carats.data;
  const contact = ticked(form.contactForPrice);
  const variants = contact
    ? []
    : caratOptions.flatMap((carat) => {
        const price = prices[priceField(carat)];
        return ticked(prices[caratField(carat)]) && typeof price === "number"
          ? [{ caratHundredths: carat, priceCents: price }]
          : [];
      });
  return ok({
    draft: {
      productId: form.productId,
      name: form.name,
      description: form.description,
      diamondShape: form.diamondShape,
      ringDesign: form.ringDesign,
      ringMetal: form.ringMetal,
      discountPercent: form.discount,
      variants,
      images: form.images,
      text: textInputFrom(form),
      gradingReport: report.report,
    },
  });
}

/** The delete confirmation's form. */
export const productDeleteSchema = z.object({ productId });
