import { getSessionCookie } from "better-auth/cookies";
import { roles, type Role } from "#server/db/schema.ts";
import { cookiePrefix, type Auth } from "./auth.ts";
import { asSignInMethod, type SignInMethod } from "./sign-in-method.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /**
   * Whether the account confirmed its e-mail address (the mailed link, or a federated
   * provider that vouches for it): needed before an order (checkout.service.ts).
   */
  emailVerified: boolean;
  /** Whether signing in asks for a second factor (docs/decisions/0026-second-factor.md). */
  twoFactorEnabled: boolean;
  /** This request's session (its row in `sessions`): the one /profile marks "this device". */
  sessionId: string;
  /** How this session was signed in, or confirmed since (sign-in-method.ts). */
  signedInWith: SignInMethod;
}

const asRole = (value: unknown): Role =>
  (roles as readonly unknown[]).includes(value) ? (value as Role) : "customer";

/**
 * The signed-in user of one request, looked up at most once and only when a loader or
 * action asks. better-auth may roll the session forward; its Set-Cookie goes into
 * `responseHeaders`, which the server entry adds to the response.
 */
export function sessionResolver(
  auth: Auth,
  requestHeaders: Headers,
  responseHeaders: Headers,
): () => Promise<SessionUser | null> {
  let pending: Promise<SessionUser | null> | undefined;
  return () => {
    pending ??= (async () => {
      if (!requestHeaders.get("cookie")) return null;
      const { headers, response } = await auth.api.getSession({
        headers: requestHeaders,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) responseHeaders.append("set-cookie", cookie);
      if (!response) return null;
      const { id, email, name, role, emailVerified, twoFactorEnabled } = response.user;
      return {
        id,
        email,
        name,
        role: asRole(role),
        emailVerified,
        twoFactorEnabled: twoFactorEnabled === true,
        sessionId: response.session.id,
        signedInWith: asSignInMethod(response.session.signedInWith),
      };
    })();
    return pending;
  };
}

/**
 * Whether a request carries a session cookie, valid or not, read without the database: such
 * a request may be someone's, so it is never answered with a page kept for everyone.
 */
export function carriesSession(requestHeaders: Headers): boolean {
  return getSessionCookie(requestHeaders, { cookiePrefix }) !== null;
}
