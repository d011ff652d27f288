import { isRouteErrorResponse } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { TranslationKey, Vars } from "#app/i18n/keys.ts";
import type { ChunkNamespace } from "#app/i18n/namespaces.ts";
import {
  failureMessageRef,
  failures,
  type FailureCode,
  type FailureNamespace,
} from "#common/failures.ts";
import { minutesToWait } from "#common/format.ts";
import type { Failure } from "#common/result.ts";

/** `"<namespace>:<key>"` for every key that namespace's t() takes. */
type MessageRef = { [NS in FailureNamespace]: `${NS}:${TranslationKey<NS>}` }[FailureNamespace];

// common/ cannot see the messages' types, so the table's keys are checked here: a key that is
// not in the English messages of its namespace fails `npm run typecheck`, and so does a code
// without a key of its own whose `public:failures.<code>` is missing.
type OwnMessage = { readonly [C in FailureCode]: { readonly message?: MessageRef } };
failures satisfies OwnMessage;
type WithoutOwn = {
  [C in FailureCode]: (typeof failures)[C] extends { message: string } ? never : C;
}[FailureCode];
type AssertTrue<T extends true> = T;
export type DefaultMessagesExist = AssertTrue<
  `failures.${WithoutOwn}` extends TranslationKey<"public"> ? true : false
>;

/**
 * A form's own words for some of its failure codes, where docs/product.md §8 or the form's
 * context asks for more than the default of common/failures.ts ("Failed to save product").
 * Translated by the form; a function gets the failure (e.g. the minutes to wait).
 */
export type FailureTexts<E extends FailureCode> = {
  readonly [C in E]?: string | ((failure: Failure<E>) => string);
};

/**
 * The failure a loader or action threw as a 4xx (readForm's "not-a-form", e.g.), for the error
 * page to say why in the visitor's language; null for anything else.
 */
export function thrownFailure(error: unknown): Failure | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const body: unknown = error.data;
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const code = body.error;
  return typeof code === "string" && Object.hasOwn(failures, code)
    ? { ok: false, error: code as FailureCode }
    : null;
}

/**
 * The one way a page says why something did not happen: the form's own text for the code,
 * else the code's message from common/failures.ts in the visitor's language (with `count`,
 * the minutes to wait, when the failure says when to try again). A default message in a
 * namespace the page has not loaded (none does today) is fetched, suspending as a page would.
 */
export function useFailureMessage<E extends FailureCode>(
  failure: Failure<E> | null | undefined,
  texts: FailureTexts<E> = {},
): string | null {
  const own = failure ? texts[failure.error] : undefined;
  const ref = failure && own === undefined ? failureMessageRef(failure.error) : null;
  const split = ref ? ref.indexOf(":") : -1;
  // The namespaces of the table are ones the browser loads as chunks.
  const namespace: ChunkNamespace = ref ? (ref.slice(0, split) as FailureNamespace) : "public";
  // Typed by MessageRef above; t() of a namespace chosen at run time cannot check it again.
  const translate = useTranslation(namespace).t as (key: string, vars?: Vars) => string;
  if (!failure) return null;
  if (typeof own === "function") return own(failure);
  if (own !== undefined) return own;
  const wait = failure.retryAfterSeconds;
  return translate(
    ref?.slice(split + 1) ?? "",
    wait === undefined ? undefined : { count: minutesToWait(wait) },
  );
}
