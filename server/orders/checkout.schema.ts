import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import { personNameField, phoneField } from "#common/field-schemas.ts";
import { locales } from "#common/locales.ts";
import { deliveryCountries } from "#common/delivery.ts";

/**
 * What POST /api/orders reads besides the cart's lines (common/cart.ts): who to call, how the
 * order reaches them, and the key that makes a retry the same order. No price: the server
 * decides every price.
 */
export const checkoutSchema = z.object({
  idempotencyKey: z
    .string("required")
    .min(fieldLimits.idempotencyKey.min, "required")
    .max(fieldLimits.idempotencyKey.max, "tooLong"),
  name: personNameField({ required: true }),
  phone: phoneField.min(1, "required"),
  delivery: z.enum(["pickup", "delivery"], "required"),
  street: z.string().trim().max(fieldLimits.street.max, "tooLong").optional(),
  postalCode: z.string().trim().max(fieldLimits.postalCode.max, "tooLong").optional(),
  city: z.string().trim().max(fieldLimits.city.max, "tooLong").optional(),
  country: z.enum(deliveryCountries, "required").optional(),
  /** The language of the order's mails: the page's, or English for the bare API. */
  locale: z.enum(locales).default("en"),
});

export type CheckoutInput = z.output<typeof checkoutSchema>;

/** A delivery needs a whole address; pickup needs none (an address sent with it is ignored). */
export function missingAddressFields(input: CheckoutInput): string[] {
  if (input.delivery === "pickup") return [];
  return (["street", "postalCode", "city", "country"] as const).filter((field) => !input[field]);
}
