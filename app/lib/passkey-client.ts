import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { FailureCode } from "#common/failures.ts";
import type { FieldCode } from "#common/field-limits.ts";
import type { Locale } from "#common/locales.ts";
import type { Failure, FieldErrors } from "#common/result.ts";

/*
 * The browser's half of the passkey ceremonies: options from the shop's passkey endpoints
 * (app/routes/api/auth-passkey-*.ts, better-auth's plugin behind them), the browser's WebAuthn
 * call through @simplewebauthn/browser, the answer back. Loaded only on a click on /profile or
 * /login (use-passkey-ceremony.ts imports it dynamically), so no page's first JavaScript grows.
 */

/** What went wrong on this side: no WebAuthn, cancelled or timed out, already there, other. */
export type PasskeyProblem = "unsupported" | "cancelled" | "duplicate" | "failed";

/** A ceremony's end: done, a problem in the browser, or the server's refusal. */
export type PasskeyOutcome =
  { ok: true } | { ok: false; problem: PasskeyProblem } | { ok: false; failure: Failure };

const base = "/api/auth/passkey";

/**
 * The server's refusal, as its JSON names it (passkey-answer.server.ts): the codes of
 * common/failures.ts and common/field-limits.ts, taken as they come (the shop's own server
 * wrote them; reading the lists here would pull them into this chunk's graph and split them
 * out of the pages' shared code).
 */
function refusal(json: unknown, retryAfter: string | null): Failure {
  const body = typeof json === "object" && json !== null ? json : {};
  const code: unknown = Reflect.get(body, "code");
  const fields: unknown = Reflect.get(body, "fieldErrors");
  const fieldErrors: FieldErrors = {};
  if (typeof fields === "object" && fields !== null) {
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value === "string") fieldErrors[field] = value as FieldCode;
    }
  }
  const wait = Number(retryAfter);
  return {
    ok: false,
    error: typeof code === "string" ? (code as FailureCode) : "failed",
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(wait > 0 ? { retryAfterSeconds: wait } : {}),
  };
}

/** The server's answer: its JSON, or its refusal (a network failure is a problem here). */
async function ask(
  path: string,
  body?: object,
): Promise<{ ok: true; json: unknown } | Exclude<PasskeyOutcome, { ok: true }>> {
  let response: Response;
  try {
    response = await fetch(`${base}/${path}`, {
      method: body ? "POST" : "GET",
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : null,
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, problem: "failed" };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, json };
  return { ok: false, failure: refusal(json, response.headers.get("retry-after")) };
}

/** What a WebAuthn call's error means to the person. */
function problemOf(error: unknown): PasskeyProblem {
  const code = error instanceof WebAuthnError ? error.code : null;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "duplicate";
  if (
    code === "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT" ||
    code === "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT"
  ) {
    return "unsupported";
  }
  const cause: unknown = error instanceof Error ? (error.cause ?? error) : error;
  const name = cause instanceof Error ? cause.name : "";
  // Browsers answer a cancel and a timeout alike, on purpose (privacy).
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return "cancelled";
  }
  return "failed";
}

/** Adds a passkey named `passkeyName` to the signed-in account. */
export async function addPasskey(passkeyName: string): Promise<PasskeyOutcome> {
  if (!browserSupportsWebAuthn()) return { ok: false, problem: "unsupported" };
  const options = await ask("generate-register-options");
  if (!options.ok) return options;
  let response;
  try {
    response = await startRegistration({
      optionsJSON: options.json as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const added = await ask("verify-registration", { passkeyName, response });
  return added.ok ? { ok: true } : added;
}

/** Signs in with a passkey the browser offers; the page then goes on where it was going. */
export async function signInWithPasskey(locale: Locale): Promise<PasskeyOutcome> {
  if (!browserSupportsWebAuthn()) return { ok: false, problem: "unsupported" };
  const options = await ask("generate-authenticate-options");
  if (!options.ok) return options;
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: options.json as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  const signedIn = await ask("verify-authentication", { response, locale });
  return signedIn.ok ? { ok: true } : signedIn;
}
