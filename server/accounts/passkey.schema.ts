import { z } from "zod";
import { fieldLimits } from "#common/field-limits.ts";
import { locales } from "#common/locales.ts";
import { oneLine, requiredText } from "#common/field-schemas.ts";
import type { FieldCode } from "#common/field-limits.ts";

/** What a customer calls a passkey: one line, at most fieldLimits.passkeyName.max characters. */
export const passkeyNameField = requiredText(fieldLimits.passkeyName.max).regex(
  oneLine,
  "oneLine" satisfies FieldCode,
);

/**
 * What the browser's WebAuthn call answered (@simplewebauthn/browser's JSON), checked only in
 * its shape: better-auth's plugin verifies its contents. Credential ids are base64url text of
 * at most 1023 bytes (WebAuthn), so at most 1364 characters.
 */
const credentialResponse = <R extends z.ZodType>(response: R) =>
  z.looseObject({
    id: z.string().min(1).max(1364),
    rawId: z.string().min(1).max(1364),
    type: z.literal("public-key"),
    response,
    clientExtensionResults: z.looseObject({}).default({}),
  });

/**
 * Adding a passkey: its name and the authenticator's answer to the registration options. The
 * field is `passkeyName`, not `name`, on the forms too: browsers fill a field called "name"
 * with the person's name.
 */
export const passkeyRegistrationSchema = z.object({
  passkeyName: passkeyNameField,
  response: credentialResponse(
    z.looseObject({ clientDataJSON: z.string(), attestationObject: z.string() }),
  ),
});

/**
 * Signing in with a passkey: the authenticator's answer to the authentication options, and the
 * language of the page it was signed in from (the account's mails follow it).
 */
export const passkeySignInSchema = z.object({
  locale: z.enum(locales).default("en"),
  response: credentialResponse(
    z.looseObject({
      clientDataJSON: z.string(),
      authenticatorData: z.string(),
      signature: z.string(),
      userHandle: z.string().optional(),
    }),
  ),
});

/** One of the account's passkeys, as the list on /profile names it. */
export const passkeyChoiceSchema = z.object({
  id: z.string().min(1).max(fieldLimits.token.max),
});

export const passkeyRenameSchema = passkeyChoiceSchema.extend({ passkeyName: passkeyNameField });
