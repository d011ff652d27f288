import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { localeFromPath, localizedHref } from "#common/locales.ts";
import { loginPath, returnPath } from "#common/login-path.ts";
import type { SessionUser } from "#server/accounts/session.ts";
import { requestContext, type RequestContext } from "#server/http/request-context.ts";
import { refusal } from "./shell.server.ts";

/** The signed-in user, set by the guards below for every route under them. */
export const userContext = createContext<SessionUser>();

/**
 * The account layout's guard: runs on the server before any child loader or action, so a
 * page hidden in the browser is closed to a hand-made request too. Signed-out visitors go to
 * /login in the page's language, with the way back.
 */
export const requireUser: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  const user = await context.get(requestContext).session();
  if (!user) throw redirect(loginPath(url));
  context.set(userContext, user);
  // Every response to a signed-in person is marked private, no-store by the server entry.
  return next();
};

/**
 * The admin layout's guard: signed-out → /login; a signed-in customer → 403 Not authorized,
 * shown inside the site's shell (the refusal carries its data: no loader runs after this). While
 * ADMIN_REQUIRE_2FA holds, an admin without a second factor → /profile's two-step sign-in tab,
 * which says why; one whose session has not shown it (signed in with the password alone, or
 * with a federated provider) → /login/second-factor to confirm it. No admin data or action
 * until then.
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  const ctx = context.get(requestContext);
  const user = await ctx.session();
  if (!user) throw redirect(loginPath(url));
  if (user.role !== "admin") throw await refusal(context, url);
  const access = await ctx.services.twoFactor.adminAccess(user);
  const locale = localeFromPath(url.pathname);
  if (access === "set-up") {
    throw redirect(
      localizedHref(locale, "/profile", { query: { tab: "security", required: "admin" } }),
    );
  }
  if (access === "confirm") {
    throw redirect(
      localizedHref(locale, "/login/second-factor", {
        query: { redirectTo: url.pathname + url.search },
      }),
    );
  }
  context.set(userContext, user);
  // Every response to a signed-in person is marked private, no-store by the server entry.
  return next();
};

/**
 * The guard of the pages only a signed-out visitor needs (log in, sign up): someone signed in
 * goes on at once to where the link meant to take them. Returns that place, for the form.
 */
export async function guestOnly(ctx: RequestContext, url: URL): Promise<string> {
  const redirectTo = returnPath(url.searchParams.get("redirectTo"), url);
  if (await ctx.session()) throw redirect(redirectTo);
  return redirectTo;
}
