import { data } from "react-router";
import type { FieldErrors } from "./account.schema.ts";
import type { AccountFailure } from "./account.service.ts";

/** A form's text fields (a file field, which no account form has, is dropped). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

const statusOf: Record<AccountFailure, number> = {
  invalid: 400,
  "invalid-credentials": 401,
  "email-taken": 409,
  "invalid-token": 400,
  "wrong-password": 400,
  "no-password": 400,
  "rate-limited": 429,
  unavailable: 503,
};

export interface AccountActionFailure {
  ok: false;
  error: AccountFailure;
  fieldErrors: FieldErrors;
  /** What the visitor typed, minus passwords, so the form keeps it. */
  values: Record<string, string>;
}

/** The answer of a failed account form: a translatable code, field errors and a 4xx. */
export function failedForm(
  outcome: { error: AccountFailure; fieldErrors?: FieldErrors },
  values: Record<string, string>,
) {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => !key.toLowerCase().includes("password")),
  );
  return data<AccountActionFailure>(
    { ok: false, error: outcome.error, fieldErrors: outcome.fieldErrors ?? {}, values: kept },
    { status: statusOf[outcome.error] },
  );
}
