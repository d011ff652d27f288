import { mediaLimits } from "./media.ts";

/**
 * The limits of every text field people fill in, defined once: zod schemas on the server
 * (field-schemas.ts), the inputs' maxLength/minLength in the browser, better-auth's password
 * rules and the translated hints all read them from here. Plain numbers, so a page that only
 * needs a maxLength does not pull zod into the browser.
 */
export const fieldLimits = {
  email: { max: 254 },
  password: { min: 8, max: 128 },
  personName: { max: 100 },
  /** What a customer calls a passkey on /profile ("Laptop", "Phone"). */
  passkeyName: { max: 60 },
  phone: { max: 40 },
  message: { max: 5000 },
  token: { max: 200 },
  street: { max: 120 },
  postalCode: { max: 10 },
  city: { max: 80 },
  idempotencyKey: { min: 8, max: 100 },
  // The admin's product and special edition forms.
  pieceName: { max: 120 },
  /** The words of a piece's address in one language, as typed. */
  addressWords: { max: 120 },
  pieceDescription: { max: 2000 },
  /** docs/product.md §4: a special edition's discount is 0–90 %. */
  editionDiscount: { min: 0, max: 90 },
  /** Photos of the item with a valuation request; each a picture within common/media.ts. */
  photos: { max: 5 },
} as const;

/** Digits, spaces, +, parentheses, dots, slashes and dashes: how people write phone numbers. */
export const phonePattern = /^[+0-9 ()./-]*$/;

/**
 * What a field can be wrong about. Server answers carry these codes; pages translate them
 * (validation.* in the public messages, adminValidation.* for adminFieldCodes below) and the
 * JSON API answers them in English.
 */
export const fieldCodes = [
  "required",
  "tooLong",
  "invalidEmail",
  "invalidPhone",
  "passwordTooShort",
  "passwordTooLong",
  "invalidToken",
  // A person's name is one line: no line breaks or other control characters (field-schemas.ts).
  "oneLine",
  // Amounts and numbers of the admin's forms (common/amount.ts).
  "invalidAmount",
  "negativeAmount",
  "ambiguousAmount",
  "outOfRange",
  "invalidChoice",
  // A centre stone's grading report (common/grading-report.ts).
  "invalidReportNumber",
  "invalidCarat",
  // Photos (a valuation request's): the media service's refusals, said to the sender.
  "tooManyPhotos",
  "photoEmpty",
  "photoTooLarge",
  "photoNotAnImage",
  "photoTooManyPixels",
  "photoNotOnlyAPicture",
] as const;
export type FieldCode = (typeof fieldCodes)[number];

/**
 * Codes only the admin's forms meet: their words live in the admin messages (`adminValidation.*`),
 * so the public pages' scripts do not carry them (the first visit's JavaScript budget). A form
 * that can meet them says so (useFormAnswer's `fieldMessages: "admin"`).
 */
export const adminFieldCodes = [
  "invalidAmount",
  "negativeAmount",
  "ambiguousAmount",
  "invalidReportNumber",
  "invalidCarat",
] as const satisfies readonly FieldCode[];

export function isAdminFieldCode(code: FieldCode): code is (typeof adminFieldCodes)[number] {
  return (adminFieldCodes as readonly string[]).includes(code);
}

/**
 * The values a field's messages fill in ("Use at least {{min}} characters.", "Send at most
 * {{max}} photos."), for pages and the JSON API alike.
 */
export function fieldMessageValues(name: string): Readonly<Record<string, number>> {
  if (name.toLowerCase().includes("password")) return fieldLimits.password;
  if (name === "photos") {
    return {
      max: fieldLimits.photos.max,
      maxMb: mediaLimits.maxBytes / (1024 * 1024),
      maxMegapixels: mediaLimits.anonymousMaxPixels / 1_000_000,
    };
  }
  return {};
}

export function isFieldCode(value: unknown): value is FieldCode {
  return typeof value === "string" && (fieldCodes as readonly string[]).includes(value);
}
