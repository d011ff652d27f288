import { redirect } from "react-router";
import { safeRedirect } from "#common/safe-redirect.ts";
import { requestContext } from "#server/http/request-context.ts";
import { readForm } from "#app/lib/action.server.ts";
import type { Route } from "./+types/logout";

// Signing out changes state, so it answers POST only; a link or prefetch cannot sign anyone out.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const form = await readForm(request);
  const headers = await services.accounts.signOut(request.headers);
  return redirect(safeRedirect(form.redirectTo, "/"), { headers });
}
