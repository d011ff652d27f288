import { mediaLimits } from "./media.ts";

/**
 * The messages a failure can be shown with: the namespaces the browser loads as they are
 * needed (app/i18n/namespaces.ts). A failure's default text sits in the namespace of the pages
 * that can meet it, so public pages never download admin or account strings.
 */
export type FailureNamespace = "public" | "account" | "admin" | "shop";

export interface FailureSpec {
  /** The HTTP status of a page action's or the JSON API's answer. */
  readonly status: number;
  /**
   * `"<namespace>:<key>"`: what a form shows unless it has its own words for the code
   * (useFailureMessage). app/lib/failure-message.ts checks each key against the messages.
   */
  readonly message: `${FailureNamespace}:${string}`;
  /** The JSON API's English `error`, unless the endpoint has its own (apiAnswer). */
  readonly api: string;
}

const MB = 1024 * 1024;

/**
 * Every reason a service, action or endpoint gives for not doing something: the one list of
 * failure codes (docs/decisions/0006-boundaries-and-forms.md). A code is added here, with its
 * status, message and API text, and its message in en, nl and fr; `fail()` and `Failure<E>`
 * take no other code, and tests/unit/failures.test.ts proves every entry complete.
 */
export const failures = {
  invalid: {
    status: 400,
    message: "public:failures.invalid",
    api: "Some fields are missing or invalid.",
  },
  "invalid-json": {
    status: 400,
    message: "public:failures.invalid-json",
    api: "The request body is not valid JSON.",
  },
  // A tab's form whose intent the tab does not take (app/lib/admin-tab.server.ts).
  "unknown-intent": {
    status: 400,
    message: "public:failures.unknown-intent",
    api: "The form's intent is missing or not one this page takes.",
  },
  "invalid-query": {
    status: 400,
    message: "public:failures.invalid-query",
    api: "Some query parameters are unknown or invalid.",
  },
  "invalid-width": {
    status: 400,
    message: "public:failures.invalid-width",
    api: "This picture is not served at that width.",
  },
  "invalid-token": {
    status: 400,
    message: "account:auth.errors.invalid-token",
    api: "This reset link is invalid or has expired.",
  },
  "wrong-password": {
    status: 400,
    message: "account:auth.errors.wrong-password",
    api: "The current password is not correct.",
  },
  // The link of an e-mail confirmation that is forged, expired or for an account now gone.
  "invalid-confirmation-link": {
    status: 400,
    message: "account:auth.errors.invalid-confirmation-link",
    api: "This confirmation link is invalid or has expired.",
  },
  "no-password": {
    status: 400,
    message: "account:auth.errors.no-password",
    api: "This account has no password: it signs in through a federated provider.",
  },
  // docs/product.md §8's wording, for the cart quote and the order alike.
  "carat-missing": {
    status: 400,
    message: "shop:shop.messages.selectCarat",
    api: "Please select a carat.",
  },
  "empty-cart": { status: 400, message: "shop:shop.checkout.empty", api: "The cart is empty." },
  "lines-refused": {
    status: 400,
    message: "shop:shop.checkout.linesRefused",
    api: "Some pieces in the cart can no longer be ordered as they are. Please check your cart.",
  },
  "unknown-image": {
    status: 400,
    message: "admin:adminProducts.form.unknownImage",
    api: "A picture is no longer stored. Remove it and upload it again.",
  },
  "limit-reached": {
    status: 400,
    message: "admin:adminEditions.limitReached",
    api: "The shop holds 50 special editions at most. Delete one before adding another.",
  },
  stale: {
    status: 400,
    message: "admin:attract.errors.stale",
    api: "The pictures changed in the meantime. Reload them and try again.",
  },
  // Uploads (server/media/media.service.ts).
  empty: { status: 400, message: "admin:adminFailures.empty", api: "The file is empty." },
  "invalid-credentials": {
    status: 401,
    message: "account:auth.errors.invalid-credentials",
    api: "Invalid email or password.",
  },
  "not-signed-in": { status: 401, message: "public:failures.not-signed-in", api: "Please log in." },
  // A federated sign-in that came back refused (the login page reads it from the address).
  federated: {
    status: 401,
    message: "account:auth.errors.federated",
    api: "Signing in with this provider did not work.",
  },
  "not-authorized": {
    status: 403,
    message: "public:errors.notAuthorizedTitle",
    api: "Not authorized",
  },
  // An order before the account confirmed its e-mail address (docs/security.md).
  "email-unconfirmed": {
    status: 403,
    message: "shop:shop.checkout.emailUnconfirmed",
    api: "Confirm your e-mail address before your first order: follow the link we mailed you, or ask for a new one at checkout.",
  },
  "not-found": {
    status: 404,
    message: "public:failures.not-found",
    api: "There is nothing with this id.",
  },
  "no-such-user": {
    status: 404,
    message: "admin:adminFailures.no-such-user",
    api: "There is no account with this e-mail address.",
  },
  "email-taken": {
    status: 409,
    message: "account:auth.errors.email-taken",
    api: "An account with this e-mail address already exists.",
  },
  "account-not-linked": {
    status: 409,
    message: "account:auth.errors.account-not-linked",
    api: "An account with this e-mail address already exists. Log in with its password.",
  },
  // A special edition another order holds (reserved or sold): checkout, or an admin reopening
  // a cancelled order whose piece was ordered in the meantime (common/piece-availability.ts).
  "piece-unavailable": {
    status: 409,
    message: "shop:shop.checkout.pieceUnavailable",
    api: "A special edition in the cart is reserved or sold: it is one piece, and another order holds it.",
  },
  "payload-too-large": {
    status: 413,
    message: "admin:adminFailures.payload-too-large",
    api: `The file is larger than ${mediaLimits.maxBytes / MB} MB.`,
  },
  "unsupported-media-type": {
    status: 415,
    message: "public:failures.unsupported-media-type",
    api: "Send the request as application/json.",
  },
  // A page action posted anything but a form (JSON, text, nothing, a multipart that does not
  // parse): the client's doing, answered before any row is read (app/lib/action.server.ts).
  "not-a-form": {
    status: 415,
    message: "public:failures.not-a-form",
    api: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  },
  "not-an-image": {
    status: 415,
    message: "admin:adminFailures.not-an-image",
    api: "The file is not a JPEG, PNG or WebP picture.",
  },
  "too-many-pixels": {
    status: 422,
    message: "admin:adminFailures.too-many-pixels",
    api: `The picture has more than ${mediaLimits.maxPixels / 1_000_000} million pixels.`,
  },
  "more-than-a-picture": {
    status: 422,
    message: "admin:adminFailures.more-than-a-picture",
    api: "The file holds more than a picture.",
  },
  "rate-limited": {
    status: 429,
    message: "public:failures.rate-limited",
    api: "Too many requests. Please wait a few minutes and try again.",
  },
  failed: {
    status: 500,
    message: "public:failures.failed",
    api: "Something went wrong on our side. Please try again.",
  },
  unavailable: {
    status: 503,
    message: "public:failures.unavailable",
    api: "This is not available right now. Please try again later.",
  },
} as const satisfies Record<string, FailureSpec>;

/** A reason something did not happen; a misspelt code does not compile. */
export type FailureCode = keyof typeof failures;

/** The HTTP status of a failure, for page actions and the JSON API alike. */
export function failureStatus(code: FailureCode): number {
  return failures[code].status;
}
