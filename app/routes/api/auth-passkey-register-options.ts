import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { passkeyFailure, passkeySuccess } from "#app/lib/passkey-answer.server.ts";
import { fail } from "#common/result.ts";
import type { Route } from "./+types/auth-passkey-register-options";

/**
 * GET: WebAuthn options to add a passkey to the signed-in account (/profile), with the
 * challenge's cookie · 401 signed out · 403 "not-authorized": signed in over a day ago · 429
 * (passkeys.service.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = await ctx.session();
  if (!user) return passkeyFailure(fail("not-signed-in"));
  const result = await orFailed(ctx, () =>
    ctx.services.passkeys.registrationOptions(request.headers, user, ctx.clientAddress),
  );
  return result.ok ? passkeySuccess(result.options, result.headers) : passkeyFailure(result);
}
