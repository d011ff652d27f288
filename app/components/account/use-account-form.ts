import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AccountActionFailure } from "#server/accounts/account.http.ts";
import type { AccountFailure } from "#server/accounts/account.service.ts";

/** Failures a page can name: the service's, plus those of the federated round trip. */
export type AccountMessage = AccountFailure | "federated" | "account-not-linked";

type Answer = { ok: boolean } | undefined;

const failureOf = (answer: Answer) =>
  answer && !answer.ok ? (answer as AccountActionFailure) : undefined;

/**
 * What an account form shows from its action's answer: translated field errors, the
 * message above the button and the values to keep.
 */
export function useAccountAnswer(answer: Answer, extra?: AccountMessage | null) {
  const { t } = useTranslation();
  const failed = failureOf(answer);
  const code: AccountMessage | null | undefined = failed?.error ?? extra;
  return {
    values: failed?.values ?? {},
    code: code ?? null,
    error: code ? t(`auth.errors.${code}`) : null,
    fieldError: (name: string) => {
      const fieldCode = failed?.fieldErrors[name];
      return fieldCode ? t(`validation.${fieldCode}`) : undefined;
    },
  };
}

/**
 * When an answer arrives, moves focus to the first invalid field or else to the status
 * message, so keyboard and screen-reader users land on what happened.
 */
export function useFocusAnswer(answer: Answer) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answer) return;
    const first = Object.keys(failureOf(answer)?.fieldErrors ?? {})[0];
    const field = first ? formRef.current?.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    else statusRef.current?.focus();
  }, [answer]);
  return { formRef, statusRef };
}
