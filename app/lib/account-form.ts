import type { AccountMessage } from "#common/account-failures.ts";
import { fail, type FormAnswer } from "#common/result.ts";
import { useFormAnswer } from "./use-form-answer.ts";

/**
 * useFormAnswer for the account pages, whose codes have their messages in common/failures.ts
 * (auth.errors.* in the account messages); `initial` is a refusal known before any post.
 */
export function useAccountForm(answer: FormAnswer | undefined, initial?: AccountMessage | null) {
  return useFormAnswer(answer, { initial: initial ? fail(initial) : null });
}
