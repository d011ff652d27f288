import { requestContext } from "#server/http/request-context.ts";
import { orFailed } from "#app/lib/action.server.ts";
import { methodNotAllowed, readJson } from "#app/lib/api.server.ts";
import { passkeyFailure, passkeySuccess } from "#app/lib/passkey-answer.server.ts";
import { fail } from "#common/result.ts";
import type { Route } from "./+types/auth-passkey-register";

export function loader() {
  return methodNotAllowed("POST", "Use POST with the browser's answer to the passkey options.");
}

/**
 * POST {passkeyName, response}: adds the passkey the browser made from the registration options to
 * the signed-in account · 200 {passkey: {id, name}} · 400 · 401 signed out, or
 * "invalid-credentials": an answer that does not verify · 403 (passkeys.service.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = await ctx.session();
  if (!user) return passkeyFailure(fail("not-signed-in"));
  const read = await readJson(request);
  if (!read.ok) return passkeyFailure(read);
  const result = await orFailed(ctx, () =>
    ctx.services.passkeys.register(request.headers, user, read.body),
  );
  return result.ok ? passkeySuccess({ passkey: result.passkey }) : passkeyFailure(result);
}
