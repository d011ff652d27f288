import type { FailureCode } from "./failures.ts";
import type { FieldCode } from "./field-limits.ts";

/** One code per field that failed, the first problem found. */
export type FieldErrors = Partial<Record<string, FieldCode>>;

/**
 * Why something did not happen. `error` is a code the page translates (never prose), so the
 * same answer serves every language and the JSON API. Every code, with its HTTP status, its
 * message and its API text, is listed once in common/failures.ts; no other code compiles.
 */
export interface Failure<E extends FailureCode = FailureCode> {
  ok: false;
  error: E;
  fieldErrors?: FieldErrors;
  /** For "rate-limited": when a new attempt will be counted. */
  retryAfterSeconds?: number;
}

export type Success<T extends object = object> = { ok: true } & T;

/**
 * The one answer of every service, action and JSON endpoint: `{ ok: true, … }` or
 * `{ ok: false, error, fieldErrors? }`. See docs/decisions/0006-boundaries-and-forms.md.
 */
export type Result<T extends object = object, E extends FailureCode = FailureCode> =
  Success<T> | Failure<E>;

export function ok(): Success;
export function ok<T extends object>(value: T): Success<T>;
export function ok(value: object = {}): Success {
  return { ok: true, ...value };
}

export function fail<E extends FailureCode>(
  error: E,
  extra: Omit<Failure<E>, "ok" | "error"> = {},
): Failure<E> {
  return { ok: false, error, ...extra };
}

/**
 * What a form action answers: the result, plus on failure the text the visitor typed (minus
 * passwords), so the form can show it again without JavaScript.
 */
export type FormAnswer<T extends object = object, E extends FailureCode = FailureCode> =
  Success<T> | (Failure<E> & { values: Record<string, string> });

type SuccessValue<R> = R extends { ok: true } ? Omit<R, "ok"> : never;
type FailureCodeOf<R> = R extends Failure<infer E> ? E : never;

/**
 * What a page action answers for a service call `F` (formAnswer over orFailed): its success,
 * or its failure, or "failed" when the call threw. Answer types are written beside the service
 * (`type StatusAnswer = AnswerTo<ValuationService["setStatus"]>`), so a component never imports
 * a route module to learn what its form gets back.
 */
export type AnswerTo<F extends (...args: never[]) => Promise<Result>> = FormAnswer<
  SuccessValue<Awaited<ReturnType<F>>>,
  FailureCodeOf<Awaited<ReturnType<F>>> | "failed"
>;
