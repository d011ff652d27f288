import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import {
  emailField,
  existingPasswordField,
  newPasswordField,
  personNameField,
  phoneField,
} from "#common/field-schemas.ts";

export const signInSchema = z.object({ email: emailField, password: existingPasswordField });
export const signUpSchema = z.object({ email: emailField, password: newPasswordField });
export const resetRequestSchema = z.object({ email: emailField });
export const newPasswordSchema = z.object({
  token: z.string("invalidToken").min(1, "invalidToken").max(fieldLimits.token.max, "invalidToken"),
  password: newPasswordField,
});
export const changePasswordSchema = z.object({
  currentPassword: existingPasswordField,
  newPassword: newPasswordField,
});
export const profileSchema = z.object({
  name: personNameField({ required: false }),
  phone: phoneField,
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** One of the account's sessions, as the list on /profile names it. */
export const sessionChoiceSchema = z.object({ id: z.string().min(1).max(fieldLimits.token.max) });
