import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/auth-callback";

/**
 * Where an OpenID Connect provider sends the browser back after sign-in. better-auth checks
 * the state, PKCE verifier and ID token, creates or links the user, sets the session cookie
 * and redirects to the page the visitor started from (or to /login with an error).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return context.get(requestContext).services.accounts.handleFederatedCallback(request);
}
