import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/auth-verify-email";

/**
 * The link of an e-mail confirmation mail (`?token=…&callbackURL=…`). better-auth checks the
 * signed token and its age, marks the address confirmed, signs the account in and redirects
 * to the login page of the mail's language, which sends a signed-in visitor on to where they
 * were going; a bad or expired link arrives there with `?error=` and is explained.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return context.get(requestContext).services.accounts.handleConfirmationLink(request);
}
