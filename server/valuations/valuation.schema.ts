import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import { emailField, phoneField, requiredText } from "#common/field-schemas.ts";

export const valuationInputSchema = z.object({
  name: requiredText(fieldLimits.personName.max),
  email: emailField,
  phone: phoneField.optional().transform((value) => value || null),
  message: requiredText(fieldLimits.message.max),
});

export type ValuationInput = z.infer<typeof valuationInputSchema>;
