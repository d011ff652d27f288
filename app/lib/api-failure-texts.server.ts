import type { FailureCode } from "#common/failures.ts";
import { mediaLimits } from "#common/media.ts";

const MB = 1024 * 1024;

/**
 * The JSON API's English `error` for each failure code, unless the endpoint has its own
 * (apiAnswer). Not in common/failures.ts, which the browser loads with every page: these
 * texts are the server's alone. Typed by the whole list of codes, so a code added there
 * without its text here does not compile.
 */
export const apiFailureTexts: Readonly<Record<FailureCode, string>> = {
  invalid: "Some fields are missing or invalid.",
  "invalid-json": "The request body is not valid JSON.",
  "unknown-intent": "The form's intent is missing or not one this page takes.",
  "invalid-query": "Some query parameters are unknown or invalid.",
  "invalid-width": "This picture is not served at that width.",
  "invalid-token": "This reset link is invalid or has expired.",
  "wrong-password": "The current password is not correct.",
  "invalid-confirmation-link": "This confirmation link is invalid or has expired.",
  "no-password": "This account has no password: it signs in through a federated provider.",
  "carat-missing": "Please select a carat.",
  "empty-cart": "The cart is empty.",
  "lines-refused":
    "Some pieces in the cart can no longer be ordered as they are. Please check your cart.",
  "unknown-image": "A picture is no longer stored. Remove it and upload it again.",
  "limit-reached": "The shop holds 50 special editions at most. Delete one before adding another.",
  stale: "The pictures changed in the meantime. Reload them and try again.",
  empty: "The file is empty.",
  "invalid-credentials": "Invalid email or password.",
  "invalid-code": "The code is not right.",
  "sign-in-expired": "This sign-in has expired. Log in again.",
  "second-factor-on": "Two-step sign-in is already on.",
  "second-factor-off": "Two-step sign-in is not on.",
  "second-factor-required":
    "Admins need two-step sign-in: turn it on at /profile?tab=security first.",
  "not-signed-in": "Please log in.",
  federated: "Signing in with this provider did not work.",
  "not-authorized": "Not authorized",
  "email-unconfirmed":
    "Confirm your e-mail address before your first order: follow the link we mailed you, or ask for a new one at checkout.",
  "not-found": "There is nothing with this id.",
  "no-such-user": "There is no account with this e-mail address.",
  "email-taken": "An account with this e-mail address already exists.",
  "account-not-linked":
    "An account with this e-mail address already exists. Log in with its password.",
  "piece-unavailable":
    "A special edition in the cart is reserved or sold: it is one piece, and another order holds it.",
  "slot-taken":
    "This slot is no longer free (full, closed or too soon). Ask GET /api/appointments/slots again and choose another.",
  "appointment-over": "This appointment is over or cancelled: it can no longer be changed.",
  "appointment-not-started":
    "This appointment has not started yet: mark it once its time has come.",
  "payload-too-large": `The file is larger than ${mediaLimits.maxBytes / MB} MB.`,
  "unsupported-media-type": "Send the request as application/json.",
  "not-a-form": "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  "not-an-image": "The file is not a JPEG, PNG or WebP picture.",
  "too-many-pixels": `The picture has more than ${mediaLimits.maxPixels / 1_000_000} million pixels.`,
  "more-than-a-picture": "The file holds more than a picture.",
  "rate-limited": "Too many requests. Please wait a few minutes and try again.",
  failed: "Something went wrong on our side. Please try again.",
  unavailable: "This is not available right now. Please try again later.",
};
