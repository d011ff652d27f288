import { z } from "zod";
import { parseAmount } from "./amount.ts";
import { fieldLimits, isFieldCode, phonePattern, type FieldCode } from "./field-limits.ts";
import { fail, ok, type FieldErrors, type Result } from "./result.ts";

/**
 * zod schemas of the shared fields, built from field-limits.ts. Messages are field codes
 * (see FieldCode), translated where they are shown.
 */
const text = () => z.string("required" satisfies FieldCode).trim();

export const requiredText = (max: number) => text().min(1, "required").max(max, "tooLong");

/**
 * Line breaks (and every other control character, and the Unicode line and paragraph
 * separators) in a name would reach a mail's subject and headers as more than one line.
 */
export const oneLine = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

/**
 * A person's name, on every form that asks for one (profile, checkout, valuation request):
 * one line, at most fieldLimits.personName.max characters; `required` refuses an empty one.
 */
export const personNameField = (options: { required: boolean }) =>
  (options.required
    ? requiredText(fieldLimits.personName.max)
    : text().max(fieldLimits.personName.max, "tooLong")
  ).regex(oneLine, "oneLine" satisfies FieldCode);

export const emailField = text()
  .toLowerCase()
  .min(1, "required")
  .max(fieldLimits.email.max, "tooLong")
  .pipe(z.email("invalidEmail" satisfies FieldCode));

export const phoneField = z
  .string("invalidPhone" satisfies FieldCode)
  .trim()
  .max(fieldLimits.phone.max, "tooLong")
  .regex(phonePattern, "invalidPhone");

/**
 * A page number of a list's query string: a whole number from 1 to `max`, written without
 * leading zeros ("1", "12"), so every page has one address.
 */
export const pageNumber = (max: number) =>
  z
    .string("required" satisfies FieldCode)
    .regex(/^[1-9][0-9]*$/, "required")
    .transform(Number)
    .refine((page) => page <= max, "tooLong");

/** An amount in euros as people type it ("1.250", "€ 1,250.00"), to integer cents. */
export const amountField = z
  .string("required" satisfies FieldCode)
  .trim()
  .min(1, "required")
  .superRefine((text, ctx) => {
    const amount = parseAmount(text);
    if (!amount.ok) ctx.addIssue({ code: "custom", message: amount.problem });
  })
  .transform((text) => {
    const amount = parseAmount(text);
    return amount.ok ? amount.cents : 0;
  });

/** A whole number from `min` to `max` as typed in a number field ("0", "15"). */
export const wholeNumberIn = (min: number, max: number) =>
  z
    .string("required" satisfies FieldCode)
    .trim()
    .min(1, "required")
    .regex(/^[0-9]{1,9}$/, "outOfRange" satisfies FieldCode)
    .transform(Number)
    .refine((value) => value >= min && value <= max, "outOfRange");

/** A password being checked: any length up to the maximum. */
export const existingPasswordField = z
  .string("required" satisfies FieldCode)
  .min(1, "required")
  .max(fieldLimits.password.max, "tooLong");

/** A password being chosen: the same rules better-auth applies (see server/accounts/auth.ts). */
export const newPasswordField = z
  .string("required" satisfies FieldCode)
  .min(1, "required")
  .min(fieldLimits.password.min, "passwordTooShort")
  .max(fieldLimits.password.max, "passwordTooLong");

/**
 * The one way input is checked: a schema turns anything (a form's fields, a JSON body, even
 * `[]` or `null`) into the parsed data or an "invalid" failure with one code per field. A
 * value that is not an object is read as an empty one, so it reports its missing fields
 * instead of an error keyed "undefined".
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): Result<{ data: z.output<S> }, "invalid"> {
  const candidate =
    typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return ok({ data: parsed.data });
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    fieldErrors[field] ??= isFieldCode(issue.message) ? issue.message : "required";
  }
  return fail("invalid", { fieldErrors });
}
