/**
 * The messages a failure can be shown with: the namespaces the browser loads as they are
 * needed (app/i18n/namespaces.ts). A failure's default text sits in the namespace of the pages
 * that can meet it, so public pages never download admin or account strings.
 */
export type FailureNamespace = "public" | "account" | "admin" | "shop" | "appointments";

export interface FailureSpec {
  /** The HTTP status of a page action's or the JSON API's answer. */
  readonly status: number;
  /**
   * `"<namespace>:<key>"`: what a form shows unless it has its own words for the code
   * (useFailureMessage). app/lib/failure-message.ts checks each key against the messages.
   * Left out when it is `public:failures.<code>`.
   */
  readonly message?: `${FailureNamespace}:${string}`;
}

/**
 * Every reason a service, action or endpoint gives for not doing something: the one list of
 * failure codes (docs/decisions/0006-boundaries-and-forms.md). A code is added here, with its
 * status and message, and its message in en, nl and fr, and its English for the JSON API in
 * app/lib/api-failure-texts.server.ts; `fail()` and `Failure<E>`
 * take no other code, and tests/unit/failures.test.ts proves every entry complete.
 */
export const failures = {
  invalid: {
    status: 400,
  },
  "invalid-json": {
    status: 400,
  },
  // A tab's form whose intent the tab does not take (app/lib/admin-tab.server.ts).
  "unknown-intent": {
    status: 400,
  },
  "invalid-query": {
    status: 400,
  },
  "invalid-width": {
    status: 400,
  },
  "invalid-token": {
    status: 400,
    message: "account:auth.errors.invalid-token",
  },
  "wrong-password": {
    status: 400,
    message: "account:auth.errors.wrong-password",
  },
  // The link of an e-mail confirmation that is forged, expired or for an account now gone.
  "invalid-confirmation-link": {
    status: 400,
    message: "account:auth.errors.invalid-confirmation-link",
  },
  "no-password": {
    status: 400,
    message: "account:auth.errors.no-password",
  },
  // docs/product.md §8's wording, for the cart quote and the order alike.
  "carat-missing": {
    status: 400,
    message: "shop:shop.messages.selectCarat",
  },
  "empty-cart": { status: 400, message: "shop:shop.checkout.empty" },
  "lines-refused": {
    status: 400,
    message: "shop:shop.checkout.linesRefused",
  },
  "unknown-image": {
    status: 400,
    message: "admin:adminProducts.form.unknownImage",
  },
  "limit-reached": {
    status: 400,
    message: "admin:adminEditions.limitReached",
  },
  stale: {
    status: 400,
    message: "admin:attract.errors.stale",
  },
  // Uploads (server/media/media.service.ts).
  empty: { status: 400, message: "admin:adminFailures.empty" },
  "invalid-credentials": {
    status: 401,
    message: "account:auth.errors.invalid-credentials",
  },
  "not-signed-in": { status: 401 },
  // A second factor's code that is not right (a TOTP code or a backup code).
  "invalid-code": {
    status: 401,
    message: "account:auth.errors.invalid-code",
  },
  // The sign-in that waited for its second factor is gone (expired, or its tries spent).
  "sign-in-expired": {
    status: 401,
    message: "account:auth.errors.sign-in-expired",
  },
  // A federated sign-in that came back refused (the login page reads it from the address).
  federated: {
    status: 401,
    message: "account:auth.errors.federated",
  },
  "not-authorized": {
    status: 403,
    message: "public:errors.notAuthorizedTitle",
  },
  // An admin without a second factor while ADMIN_REQUIRE_2FA holds (the admin's JSON endpoints;
  // the admin pages send them to set one up instead).
  "second-factor-required": {
    status: 403,
    message: "account:twoFactor.adminRequired",
  },
  // An order before the account confirmed its e-mail address (docs/security.md).
  "email-unconfirmed": {
    status: 403,
    message: "shop:shop.checkout.emailUnconfirmed",
  },
  "not-found": {
    status: 404,
  },
  "no-such-user": {
    status: 404,
    message: "admin:adminFailures.no-such-user",
  },
  "email-taken": {
    status: 409,
    message: "account:auth.errors.email-taken",
  },
  "account-not-linked": {
    status: 409,
    message: "account:auth.errors.account-not-linked",
  },
  // Setting up a second factor on an account that has one, or changing one it does not have.
  "second-factor-on": {
    status: 409,
    message: "account:auth.errors.second-factor-on",
  },
  "second-factor-off": {
    status: 409,
    message: "account:auth.errors.second-factor-off",
  },
  // A special edition another order holds (reserved or sold): checkout, or an admin reopening
  // a cancelled order whose piece was ordered in the meantime (common/piece-availability.ts).
  "piece-unavailable": {
    status: 409,
    message: "shop:shop.checkout.pieceUnavailable",
  },
  // An appointment's slot that was full, closed or past its booking time when asked for.
  // Said only on the appointment pages: their words are not in every page's messages.
  "slot-taken": {
    status: 409,
    message: "appointments:appointments.failures.slot-taken",
  },
  // An appointment's link used after it took place, was marked, or was cancelled (moving it).
  "appointment-over": {
    status: 409,
    message: "appointments:appointments.failures.appointment-over",
  },
  "payload-too-large": {
    status: 413,
    message: "admin:adminFailures.payload-too-large",
  },
  "unsupported-media-type": {
    status: 415,
  },
  // A page action posted anything but a form (JSON, text, nothing, a multipart that does not
  // parse): the client's doing, answered before any row is read (app/lib/action.server.ts).
  "not-a-form": {
    status: 415,
  },
  "not-an-image": {
    status: 415,
    message: "admin:adminFailures.not-an-image",
  },
  "too-many-pixels": {
    status: 422,
    message: "admin:adminFailures.too-many-pixels",
  },
  "more-than-a-picture": {
    status: 422,
    message: "admin:adminFailures.more-than-a-picture",
  },
  "rate-limited": {
    status: 429,
  },
  failed: {
    status: 500,
  },
  unavailable: {
    status: 503,
  },
} as const satisfies Record<string, FailureSpec>;

/** A reason something did not happen; a misspelt code does not compile. */
export type FailureCode = keyof typeof failures;

/** The HTTP status of a failure, for page actions and the JSON API alike. */
export function failureStatus(code: FailureCode): number {
  return failures[code].status;
}

/** The code's message as `"<namespace>:<key>"`: its own, else `public:failures.<code>`. */
export function failureMessageRef(code: FailureCode): `${FailureNamespace}:${string}` {
  const spec: FailureSpec = failures[code];
  return spec.message ?? `public:failures.${code}`;
}
