import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { methodNotAllowed, readJson } from "#app/lib/api.server.ts";
import { passkeyFailure, passkeySuccess } from "#app/lib/passkey-answer.server.ts";
import type { Route } from "./+types/auth-passkey-sign-in";

export function loader() {
  return methodNotAllowed("POST", "Use POST with the browser's answer to the passkey options.");
}

/**
 * POST {response, locale}: signs in with the passkey the browser chose, setting the session's
 * cookie · 200 {} · 400 "invalid" · 401 "invalid-credentials": a passkey the shop does not know
 * or an answer that does not verify (the page then goes on to where the sign-in was going). A
 * session the browser had already (an admin confirming it) is replaced.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const read = await readJson(request);
  if (!read.ok) return passkeyFailure(read);
  const previous = await ctx.session();
  const result = await orFailed(ctx, () =>
    ctx.services.passkeys.signIn(request.headers, read.body, previous),
  );
  return result.ok ? passkeySuccess({}, result.headers) : passkeyFailure(result);
}
