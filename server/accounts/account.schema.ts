import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import {
  emailField,
  existingPasswordField,
  newPasswordField,
  personNameField,
  phoneField,
  requiredText,
} from "#common/field-schemas.ts";
import { backupCodesField, totpUriField } from "./two-factor-setup.ts";

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

/** A second factor's code: from the app or a backup code (second-factor-code.ts reads which). */
export const secondFactorCodeSchema = z.object({ code: requiredText(40) });

/** Only the current password: turning the second factor on or off, new backup codes. */
export const currentPasswordSchema = z.object({ password: existingPasswordField });

/** The first code from the app, with the set-up the page showed (two-factor-setup.ts). */
export const confirmSecondFactorSchema = z.object({
  code: requiredText(40),
  totpURI: totpUriField,
  backupCodes: backupCodesField,
});
