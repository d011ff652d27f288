import type { FailureCode } from "./failures.ts";

/**
 * Why an account action did not happen: the codes the account service answers (their
 * messages are in common/failures.ts, most of them auth.errors.* in the account messages).
 */
export const accountFailures = [
  "invalid",
  "invalid-credentials",
  "email-taken",
  "invalid-token",
  "wrong-password",
  "no-password",
  "rate-limited",
  "unavailable",
  // The second factor (server/accounts/two-factor.service.ts).
  "invalid-code",
  "sign-in-expired",
  "second-factor-on",
  "second-factor-off",
  // A change of second factors from a session that showed none (admin-access.ts).
  "not-authorized",
] as const satisfies readonly FailureCode[];
export type AccountFailure = (typeof accountFailures)[number];

/**
 * What a page can say besides: a federated sign-in that came back refused, a confirmation
 * link that did not work.
 */
export type AccountMessage =
  AccountFailure | "federated" | "account-not-linked" | "invalid-confirmation-link";
