/**
 * How a session was signed in, or confirmed since: the password alone, a code from the
 * authenticator app, a backup code, a passkey, a federated provider, or the confirmation link.
 */
export const signInMethods = [
  "password",
  "totp",
  "backup-code",
  "passkey",
  "federated",
  "email-link",
] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * The methods that prove more than something known: a code from a device the person holds, or a
 * passkey (a device held, unlocked with a PIN or a fingerprint). The admin panel opens only to
 * a session signed in or confirmed with one (docs/decisions/0026-second-factor.md).
 */
export const provenMethods: ReadonlySet<SignInMethod> = new Set(["totp", "backup-code", "passkey"]);

export const asSignInMethod = (value: unknown): SignInMethod =>
  (signInMethods as readonly unknown[]).includes(value) ? (value as SignInMethod) : "password";

/** better-auth's endpoints that create a session, and what each proved. */
const methodOfPath: Record<string, SignInMethod> = {
  "/sign-in/email": "password",
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "backup-code",
  "/passkey/verify-authentication": "passkey",
  "/verify-email": "email-link",
};

/**
 * The method a new session was created by, from better-auth's endpoint. Any other endpoint
 * that replaces a session (a password change, turning the second factor off) proved the
 * password at most.
 */
export function signInMethodOf(path: string | undefined): SignInMethod {
  if (path === undefined) return "password";
  if (path.startsWith("/callback/") || path.startsWith("/oauth2/callback/")) return "federated";
  return methodOfPath[path] ?? "password";
}
