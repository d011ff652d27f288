/**
 * The messages a failure can be shown with: the namespaces the browser loads as they are
 * needed (app/i18n/namespaces.ts). A failure's default text sits in the namespace of the pages
 * that can meet it, so public pages never download admin or account strings.
 */
export type FailureNamespace = "public" | "account" | "admin" | "shop" | "appointments";

export interface FailureSpec {
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
 * message, and in `failureStatuses` below with its HTTP status, with its message in en, nl and
 * fr, and its English for the JSON API in app/lib/api-failure-texts.server.ts; the compiler
 * asks for each of them, `fail()` and `Failure<E>` take no other code, and
 * tests/unit/failures.test.ts proves every entry complete.
 */
export const failures = {
  invalid: {},
  "invalid-json": {},
  // A tab's form whose intent the tab does not take (app/lib/admin-tab.server.ts).
  "unknown-intent": {},
  "invalid-query": {},
  "invalid-width": {},
  "invalid-token": {
    message: "account:auth.errors.invalid-token",
  },
  "wrong-password": {
    message: "account:auth.errors.wrong-password",
  },
  // The link of an e-mail confirmation that is forged, expired or for an account now gone.
  "invalid-confirmation-link": {
    message: "account:auth.errors.invalid-confirmation-link",
  },
  "no-password": {
    message: "account:auth.errors.no-password",
  },
  // docs/product.md §8's wording, for the cart quote and the order alike.
  "carat-missing": {
    message: "shop:shop.messages.selectCarat",
  },
  "empty-cart": { message: "shop:shop.checkout.empty" },
  "lines-refused": {
    message: "shop:shop.checkout.linesRefused",
  },
  "unknown-image": {
    message: "admin:adminProducts.form.unknownImage",
  },
  "limit-reached": {
    message: "admin:adminEditions.limitReached",
  },
  stale: {
    message: "admin:attract.errors.stale",
  },
  // Uploads (server/media/media.service.ts).
  empty: { message: "admin:adminFailures.empty" },
  "invalid-credentials": {
    message: "account:auth.errors.invalid-credentials",
  },
  "not-signed-in": {},
  // A second factor's code that is not right (a TOTP code or a backup code).
  "invalid-code": {
    message: "account:auth.errors.invalid-code",
  },
  // The sign-in that waited for its second factor is gone (expired, or its tries spent).
  "sign-in-expired": {
    message: "account:auth.errors.sign-in-expired",
  },
  // A federated sign-in that came back refused (the login page reads it from the address).
  federated: {
    message: "account:auth.errors.federated",
  },
  "not-authorized": {
    message: "public:errors.notAuthorizedTitle",
  },
  // An admin without a second factor while ADMIN_REQUIRE_2FA holds (the admin's JSON endpoints;
  // the admin pages send them to set one up instead).
  "second-factor-required": {
    message: "account:twoFactor.adminRequired",
  },
  // An order before the account confirmed its e-mail address (docs/security.md).
  "email-unconfirmed": {
    message: "shop:shop.checkout.emailUnconfirmed",
  },
  "not-found": {},
  "no-such-user": {
    message: "admin:adminFailures.no-such-user",
  },
  "email-taken": {
    message: "account:auth.errors.email-taken",
  },
  "account-not-linked": {
    message: "account:auth.errors.account-not-linked",
  },
  // Setting up a second factor on an account that has one, or changing one it does not have.
  "second-factor-on": {
    message: "account:auth.errors.second-factor-on",
  },
  "second-factor-off": {
    message: "account:auth.errors.second-factor-off",
  },
  // A special edition another order holds (reserved or sold): checkout, or an admin reopening
  // a cancelled order whose piece was ordered in the meantime (common/piece-availability.ts).
  "piece-unavailable": {
    message: "shop:shop.checkout.pieceUnavailable",
  },
  // An appointment's slot that was full, closed or past its booking time when asked for.
  // Said only on the appointment pages: their words are not in every page's messages.
  "slot-taken": {
    message: "appointments:appointments.failures.slot-taken",
  },
  // An appointment's link used after it took place, was marked, or was cancelled (moving it).
  "appointment-over": {
    message: "appointments:appointments.failures.appointment-over",
  },
  // The shop marking an appointment done or no-show before its time has come.
  "appointment-not-started": {
    message: "admin:adminAppointments.failures.notStarted",
  },
  "payload-too-large": {
    message: "admin:adminFailures.payload-too-large",
  },
  "unsupported-media-type": {},
  // A page action posted anything but a form (JSON, text, nothing, a multipart that does not
  // parse): the client's doing, answered before any row is read (app/lib/action.server.ts).
  "not-a-form": {},
  "not-an-image": {
    message: "admin:adminFailures.not-an-image",
  },
  "too-many-pixels": {
    message: "admin:adminFailures.too-many-pixels",
  },
  "more-than-a-picture": {
    message: "admin:adminFailures.more-than-a-picture",
  },
  "rate-limited": {},
  failed: {},
  unavailable: {},
} as const satisfies Record<string, FailureSpec>;

/** A reason something did not happen; a misspelt code does not compile. */
export type FailureCode = keyof typeof failures;

/**
 * The HTTP status of each code's answer, for page actions and the JSON API alike. Apart from
 * `failures` because only the server answers with them: the table above is in every page's
 * script (the forms' messages), this one in none.
 */
export const failureStatuses = {
  invalid: 400,
  "invalid-json": 400,
  "unknown-intent": 400,
  "invalid-query": 400,
  "invalid-width": 400,
  "invalid-token": 400,
  "wrong-password": 400,
  "invalid-confirmation-link": 400,
  "no-password": 400,
  "carat-missing": 400,
  "empty-cart": 400,
  "lines-refused": 400,
  "unknown-image": 400,
  "limit-reached": 400,
  stale: 400,
  empty: 400,
  "invalid-credentials": 401,
  "not-signed-in": 401,
  "invalid-code": 401,
  "sign-in-expired": 401,
  federated: 401,
  "not-authorized": 403,
  "second-factor-required": 403,
  "email-unconfirmed": 403,
  "not-found": 404,
  "no-such-user": 404,
  "email-taken": 409,
  "account-not-linked": 409,
  "second-factor-on": 409,
  "second-factor-off": 409,
  "piece-unavailable": 409,
  "slot-taken": 409,
  "appointment-over": 409,
  "appointment-not-started": 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "not-a-form": 415,
  "not-an-image": 415,
  "too-many-pixels": 422,
  "more-than-a-picture": 422,
  "rate-limited": 429,
  failed: 500,
  unavailable: 503,
} as const satisfies Record<FailureCode, number>;

export function failureStatus(code: FailureCode): number {
  return failureStatuses[code];
}

/** The code's message as `"<namespace>:<key>"`: its own, else `public:failures.<code>`. */
export function failureMessageRef(code: FailureCode): `${FailureNamespace}:${string}` {
  const spec: FailureSpec = failures[code];
  return spec.message ?? `public:failures.${code}`;
}
