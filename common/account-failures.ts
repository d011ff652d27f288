/**
 * Why an account action did not happen: the codes the account service answers and the
 * account pages translate (auth.errors.* in the messages).
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
] as const;
export type AccountFailure = (typeof accountFailures)[number];

/** What a page can say besides: a federated sign-in that came back refused. */
export type AccountMessage = AccountFailure | "federated" | "account-not-linked";
