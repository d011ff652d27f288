import { isAPIError } from "better-auth/api";
import type { AccountFailure } from "#common/account-failures.ts";
import { fail, type FieldErrors, type Failure, type Result } from "#common/result.ts";

export type AccountFailureOutcome = Failure<AccountFailure>;

export const failure = (error: AccountFailure, fieldErrors?: FieldErrors): AccountFailureOutcome =>
  fieldErrors ? fail(error, { fieldErrors }) : fail(error);

/** better-auth's refusal codes (its APIError's body.code) and ours for them. */
const refusals: Readonly<Record<string, AccountFailureOutcome>> = {
  INVALID_EMAIL_OR_PASSWORD: failure("invalid-credentials"),
  USER_ALREADY_EXISTS: failure("email-taken"),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: failure("email-taken"),
  INVALID_TOKEN: failure("invalid-token"),
  USER_NOT_FOUND: failure("invalid-token"),
  INVALID_PASSWORD: failure("wrong-password"),
  CREDENTIAL_ACCOUNT_NOT_FOUND: failure("no-password"),
  PASSWORD_TOO_SHORT: failure("invalid", { password: "passwordTooShort" }),
  PASSWORD_TOO_LONG: failure("invalid", { password: "passwordTooLong" }),
  // The two-factor plugin's (docs/decisions/0026-second-factor.md).
  INVALID_CODE: failure("invalid-code"),
  INVALID_BACKUP_CODE: failure("invalid-code"),
  // The sign-in waiting for its code is gone: expired (10 minutes), or its 5 tries spent.
  INVALID_TWO_FACTOR_COOKIE: failure("sign-in-expired"),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: failure("sign-in-expired"),
  // The plugin's own lock after 10 wrong codes in a row on the account, whatever the client.
  ACCOUNT_TEMPORARILY_LOCKED: failure("rate-limited"),
  TOTP_ALREADY_ENABLED: failure("second-factor-on"),
  TWO_FACTOR_NOT_ENABLED: failure("second-factor-off"),
  TOTP_NOT_ENABLED: failure("second-factor-off"),
  BACKUP_CODES_NOT_ENABLED: failure("second-factor-off"),
};

/** better-auth reports failures as APIErrors with a code; the page needs one of ours. */
export function toFailure(error: unknown): AccountFailureOutcome {
  if (!isAPIError(error)) throw error;
  const code = typeof error.body?.code === "string" ? error.body.code : "";
  const known = Object.hasOwn(refusals, code) ? refusals[code] : undefined;
  if (!known) throw error;
  return { ...known };
}

/** better-auth's refusals become our codes; anything else is a fault of ours and is thrown. */
export async function settle<T extends object>(
  run: () => Promise<Result<T, AccountFailure>>,
): Promise<Result<T, AccountFailure>> {
  try {
    return await run();
  } catch (error) {
    return toFailure(error);
  }
}
