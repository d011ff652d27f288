import { fieldLimits } from "#common/field-limits.ts";

/**
 * What an input needs to know about each kind of field: its type, autofill hint and the
 * limits the server's schemas apply (common/field-limits.ts), so the two never disagree.
 * Spread into a FormField: <FormField name="phone" label=… {...fieldInputs.phone} />.
 */
export const fieldInputs = {
  personName: { autoComplete: "name", maxLength: fieldLimits.personName.max },
  email: { type: "email", autoComplete: "email", maxLength: fieldLimits.email.max },
  phone: { type: "tel", autoComplete: "tel", maxLength: fieldLimits.phone.max },
  message: { multiline: true, maxLength: fieldLimits.message.max },
} as const;
