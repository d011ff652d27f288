import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Vars } from "#app/i18n/keys.ts";
import type { FailureCode } from "#common/failures.ts";
import { fieldMessageValues, isAdminFieldCode } from "#common/field-limits.ts";
import type { Failure, FormAnswer } from "#common/result.ts";
import { useFailureMessage, type FailureTexts } from "./failure-message.ts";

export interface FormAnswerOptions<E extends FailureCode> {
  /**
   * The form's own words for some codes, above the button (docs/product.md §8); any other
   * code shows its message from common/failures.ts.
   */
  messages?: FailureTexts<E>;
  /** A failure known before any submission, e.g. a federated sign-in that came back refused. */
  initial?: Failure<E> | null;
  /** Empty the form after a success (the contact form); others keep what was saved. */
  resetOnSuccess?: boolean;
  /** An admin form: the field codes only admin forms meet are said from the admin messages (`adminValidation.*`). */
  fieldMessages?: "admin";
}

/**
 * The one way a form shows its action's answer: translated field errors (with the limits
 * of common/field-limits.ts filled in), the message above the button, the values to show
 * again, and focus moved to the first invalid field or else to the message, so keyboard and
 * screen-reader users land on what happened. Callers take the refs apart from the rest
 * (`const { formRef, statusRef, ...form } = …`), so rendering never reads a ref.
 */
export function useFormAnswer<E extends FailureCode>(
  answer: FormAnswer<object, E> | undefined,
  options: FormAnswerOptions<E> = {},
) {
  const { t } = useTranslation();
  // The admin messages' `adminValidation.*` has exactly the admin codes (common/field-limits.ts);
  // a public form asks the public messages again rather than load the admin ones.
  const adminT = useTranslation(options.fieldMessages ?? "public").t as (
    key: string,
    vars?: Vars,
  ) => string;
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failure: (Failure<E> & { values?: Record<string, string> }) | null =
    answer && !answer.ok ? answer : (options.initial ?? null);
  const succeeded = answer?.ok === true;
  const resetOnSuccess = options.resetOnSuccess ?? false;
  const error = useFailureMessage(failure, options.messages);

  // A layout effect, so focus moves in the same commit that shows the messages: with a plain
  // effect the messages could be painted (and read by a test or a screen reader) while focus
  // still sat on the submit button.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!answer || !form) return;
    if (answer.ok && resetOnSuccess) form.reset();
    const errors = answer.ok ? {} : (answer.fieldErrors ?? {});
    // The first invalid field in the order people fill them in, not the order of the schema.
    const first = Array.from(form.elements).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        "name" in element &&
        errors[String(element.name)] !== undefined,
    );
    if (first) first.focus();
    else statusRef.current?.focus();
  }, [answer, resetOnSuccess]);

  return {
    formRef,
    statusRef,
    succeeded,
    /** The failure's code, to branch on (e.g. offer a new reset link). */
    code: failure?.error ?? null,
    error,
    values: failure?.values ?? {},
    fieldError(name: string): string | undefined {
      const code = failure?.fieldErrors?.[name];
      if (!code) return undefined;
      const values = fieldMessageValues(name);
      return isAdminFieldCode(code)
        ? adminT(`adminValidation.${code}`, values)
        : t(`validation.${code}`, values);
    },
  };
}
