import { z } from "zod";
import { fieldLimits, type FieldCode } from "#common/field-limits.ts";
import {
  emailField,
  pageNumber,
  personNameField,
  phoneField,
  requiredText,
} from "#common/field-schemas.ts";
import { VALUATION_PAGE_MAX, valuationStatuses } from "#common/valuations.ts";

export const valuationInputSchema = z.object({
  name: personNameField({ required: true }),
  email: emailField,
  phone: phoneField.optional().transform((value) => value || null),
  message: requiredText(fieldLimits.message.max),
});

export type ValuationInput = z.infer<typeof valuationInputSchema>;

/** The admin's change of one request's status (the valuations tab's form). */
export const valuationStatusInputSchema = z.object({
  id: requiredText(40),
  status: z.enum(valuationStatuses, "invalidChoice" satisfies FieldCode),
});

/**
 * The admin table's address: `?status=new&page=2`. An empty status (the filter's "All") is
 * no filter; parameters of others are left alone by the caller.
 */
export const valuationListQuerySchema = z.object({
  status: z
    .union([z.literal(""), z.enum(valuationStatuses)])
    .optional()
    .transform((status) => status || null),
  page: pageNumber(VALUATION_PAGE_MAX).default(1),
});

export type ValuationListQuery = z.output<typeof valuationListQuerySchema>;
