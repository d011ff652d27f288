import { provenMethods, type SignInMethod } from "./sign-in-method.ts";

/**
 * What the admin panel asks of someone before it opens (ADMIN_REQUIRE_2FA,
 * docs/decisions/0026-second-factor.md): nothing ("open"), a second factor set up first
 * ("set-up": an authenticator app or a passkey), or this session proven with it ("confirm":
 * signed in with the password alone, or with a federated provider, which asks for no code).
 */
export type AdminAccess = "open" | "set-up" | "confirm";

export interface AdminCandidate {
  id: string;
  role: string;
  twoFactorEnabled: boolean;
  signedInWith: SignInMethod;
}

/**
 * The rule, with the passkey looked up only when it decides: most admins have the app's code,
 * which the session already tells. A session proven by a factor the admin has removed since
 * (their last passkey, say) must set one up again.
 */
export async function adminAccess(
  required: boolean,
  user: AdminCandidate,
  hasPasskey: (userId: string) => Promise<boolean>,
): Promise<AdminAccess> {
  if (!required || user.role !== "admin") return "open";
  if (!user.twoFactorEnabled && !(await hasPasskey(user.id))) return "set-up";
  return provenMethods.has(user.signedInWith) ? "open" : "confirm";
}

/**
 * Whether this session may change the account's second factors (set up or turn off the app's
 * code, new backup codes, add or remove a passkey). An account the password alone cannot sign
 * in to (the app's code on; with the admin rule, an admin's passkey) needs a session that
 * showed a factor: else a stolen password could swap the factor for the thief's own, or remove
 * it and set up another. An account with none sets up its first from any session.
 */
export async function mayChangeFactors(
  required: boolean,
  user: AdminCandidate,
  hasPasskey: (userId: string) => Promise<boolean>,
): Promise<boolean> {
  if (provenMethods.has(user.signedInWith)) return true;
  if (user.twoFactorEnabled) return false;
  return !(required && user.role === "admin" && (await hasPasskey(user.id)));
}
