import { z } from "zod";
import { fieldLimits, type FieldCode } from "#common/field-limits.ts";
import { amountField, emailField } from "#common/field-schemas.ts";
import { goldAlertDirections, goldAlertPriceLimits } from "#common/gold-price-alerts.ts";

/** The subscription form: an address, a direction and a price in euros per gram. */
export const goldAlertInputSchema = z.object({
  email: emailField,
  direction: z.enum(goldAlertDirections, "invalidChoice" satisfies FieldCode),
  price: amountField.refine(
    (cents) => cents >= goldAlertPriceLimits.min * 100 && cents <= goldAlertPriceLimits.max * 100,
    "outOfRange" satisfies FieldCode,
  ),
});

/** A confirm or unsubscribe link's two values, from its address or its form. */
export const goldAlertLinkSchema = z.object({
  alert: z.string().min(1).max(40),
  token: z.string().min(1).max(fieldLimits.token.max),
});
