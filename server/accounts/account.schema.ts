import { z } from "zod";

/**
 * As in valuation.schema.ts, messages are codes that the page translates (validation.*).
 * Length rules of passwords repeat better-auth's settings (auth.ts) so that a short password
 * is reported next to its field before anything is counted or stored.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string("required")
  .trim()
  .toLowerCase()
  .min(1, "required")
  .max(254, "tooLong")
  .pipe(z.email("invalidEmail"));

const existingPassword = z.string("required").min(1, "required").max(PASSWORD_MAX, "tooLong");

const newPassword = z
  .string("required")
  .min(1, "required")
  .min(PASSWORD_MIN, "passwordTooShort")
  .max(PASSWORD_MAX, "passwordTooLong");

export const signInSchema = z.object({ email, password: existingPassword });
export const signUpSchema = z.object({ email, password: newPassword });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({
  token: z.string("invalidToken").min(1, "invalidToken").max(200, "invalidToken"),
  password: newPassword,
});
export const changePasswordSchema = z.object({
  currentPassword: existingPassword,
  newPassword,
});
export const profileSchema = z.object({
  name: z.string("required").trim().max(100, "tooLong"),
  phone: z
    .string("invalidPhone")
    .trim()
    .max(40, "tooLong")
    .regex(/^[+0-9 ()./-]*$/, "invalidPhone"),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const accountFieldCodes = [
  "required",
  "tooLong",
  "invalidEmail",
  "invalidPhone",
  "passwordTooShort",
  "passwordTooLong",
  "invalidToken",
] as const;
export type AccountFieldCode = (typeof accountFieldCodes)[number];
export type FieldErrors = Partial<Record<string, AccountFieldCode>>;

/** Turns zod issues into one code per field (the first), for the form to show. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const code = (accountFieldCodes as readonly string[]).includes(issue.message)
      ? (issue.message as AccountFieldCode)
      : "required";
    errors[field] ??= code;
  }
  return errors;
}
