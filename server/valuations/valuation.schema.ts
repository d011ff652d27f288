import { z } from "zod";

/**
 * Messages are codes, not prose: the page translates them into the visitor's language and
 * the JSON API into English. See app/i18n (validation.*).
 */
export const validationCodes = ["required", "tooLong", "invalidEmail", "invalidPhone"] as const;
export type ValidationCode = (typeof validationCodes)[number];

const required = (max: number) =>
  z.string("required").trim().min(1, "required").max(max, "tooLong");

export const valuationInputSchema = z.object({
  name: required(100),
  email: required(254).pipe(z.email("invalidEmail")),
  phone: z
    .string("invalidPhone")
    .trim()
    .max(40, "tooLong")
    .regex(/^[+0-9 ()./-]*$/, "invalidPhone")
    .optional()
    .transform((value) => value || null),
  message: required(5000),
});

export type ValuationInput = z.infer<typeof valuationInputSchema>;
export type ValuationField = keyof ValuationInput;
export type ValuationFieldErrors = Partial<Record<ValuationField, ValidationCode>>;
