import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { passkeyFailure, passkeySuccess } from "#app/lib/passkey-answer.server.ts";
import type { Route } from "./+types/auth-passkey-sign-in-options";

/**
 * GET: WebAuthn options to sign in with a passkey (/login), with the challenge's cookie · 429
 * when the client made too many sign-in attempts (passkeys.service.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await orFailed(ctx, () =>
    ctx.services.passkeys.signInOptions(request.headers, ctx.clientAddress),
  );
  return result.ok ? passkeySuccess(result.options, result.headers) : passkeyFailure(result);
}
