import type { SyntheticEvent } from "react";
import { useFetcher } from "react-router";
import type { FailureCode } from "#common/failures.ts";
import type { FormAnswer } from "#common/result.ts";
import { useFormAnswer, type FormAnswerOptions } from "./use-form-answer.ts";

/**
 * A public form that posts with a fetcher and empties itself after a success (the contact
 * form, the gold price alert): the answer shown by `useFormAnswer`, from the fetcher or, after a
 * post made without JavaScript, from the page's action (`serverResult`); the values to show
 * again; and `submitAtOnce`, the form's onSubmit.
 */
export function useFetcherForm<E extends FailureCode>(
  key: string,
  serverResult: FormAnswer<object, E> | undefined,
  messages: FormAnswerOptions<E>["messages"],
) {
  const fetcher = useFetcher<FormAnswer<object, E>>({ key });
  const { formRef, statusRef, ...form } = useFormAnswer(fetcher.data ?? serverResult, {
    resetOnSuccess: true,
    messages,
  });
  return {
    fetcher,
    formRef,
    statusRef,
    form,
    // Only the submission itself is "sending"; React Router may still revalidate afterwards.
    sending: fetcher.state === "submitting",
    // A successful answer shows its thanks; after a JavaScript-less post the fields are empty.
    kept: (form.succeeded ? {} : form.values) as Partial<Record<string, string>>,
    /**
     * Rendered at once, not as a transition: the button is disabled and says "Sending..." in
     * the same task as the press. As a transition a busy device drew it only after hundreds of
     * milliseconds, or never when the answer came first, leaving the button pressable for a
     * second request meanwhile.
     */
    submitAtOnce: (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
      event.preventDefault();
      void fetcher.submit(event.currentTarget, { flushSync: true });
    },
  };
}
