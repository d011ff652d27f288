import { useTranslation } from "react-i18next";
import type { FormAnswer, Failure } from "#common/result.ts";
import { useFormAnswer } from "./use-form-answer.ts";

/** Failures an account page can name: the services', plus those of the federated round trip. */
export type AccountMessage =
  | "invalid"
  | "invalid-credentials"
  | "email-taken"
  | "invalid-token"
  | "wrong-password"
  | "no-password"
  | "rate-limited"
  | "unavailable"
  | "federated"
  | "account-not-linked";

/** useFormAnswer with the account pages' messages (auth.errors.*). */
export function useAccountForm(answer: FormAnswer | undefined, initial?: AccountMessage | null) {
  const { t } = useTranslation();
  return useFormAnswer(answer, {
    initial: initial ? ({ ok: false, error: initial } satisfies Failure) : null,
    // The services answer only the codes above on these pages (see account.service.ts).
    message: (failure) => t(`auth.errors.${failure.error as AccountMessage}`),
  });
}
