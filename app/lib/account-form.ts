import { useTranslation } from "#app/i18n/use-translation.ts";
import type { AccountMessage } from "#common/account-failures.ts";
import type { Failure, FormAnswer } from "#common/result.ts";
import { useFormAnswer } from "./use-form-answer.ts";

/** useFormAnswer with the account pages' messages (auth.errors.*). */
export function useAccountForm(answer: FormAnswer | undefined, initial?: AccountMessage | null) {
  const { t } = useTranslation("account");
  return useFormAnswer(answer, {
    initial: initial ? ({ ok: false, error: initial } satisfies Failure) : null,
    // On these pages the services answer only account codes (common/account-failures.ts).
    message: (failure) => t(`auth.errors.${failure.error as AccountMessage}`),
  });
}
