import { redirect } from "react-router";
import { accountContext, safeRedirect } from "#server/accounts/guards.ts";
import { signOut } from "#server/accounts/account.service.ts";
import { appContext } from "#server/app-context.ts";
import type { Route } from "./+types/logout";

// Signing out changes state, so it answers POST only; a link or prefetch cannot sign anyone out.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const headers = await signOut(accountContext(ctx), request.headers);
  return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers });
}
