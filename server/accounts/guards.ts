import { data, redirect } from "react-router";
import { localeFromPath, localizePath, type Locale } from "#app/i18n/locales.ts";
import { safeRedirectPath } from "#common/safe-redirect.ts";
import type { AppContext } from "../app-context.ts";
import type { AccountContext } from "./account.service.ts";
import type { SessionUser } from "./session.ts";

/**
 * Guards for loaders and actions. They run on the server for every request, so a page that
 * is hidden in the browser is also closed to a hand-made request.
 */
export async function requireUser(ctx: AppContext, url: URL): Promise<SessionUser> {
  const user = await ctx.session();
  if (!user) throw redirect(loginPath(url));
  return user;
}

/** A signed-out visitor is sent to sign in; a signed-in customer gets 403 "Not authorized". */
export async function requireAdmin(ctx: AppContext, url: URL): Promise<SessionUser> {
  const user = await requireUser(ctx, url);
  if (user.role !== "admin") throw data({ reason: "not-authorized" }, { status: 403 });
  return user;
}

/** /login (in the page's language) with the way back to where the visitor was. */
export function loginPath(url: URL): string {
  return loginPathFor(localeFromPath(url.pathname), url.pathname + url.search);
}

export function loginPathFor(locale: Locale, returnTo: string): string {
  return `${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(returnTo)}`;
}

/** Where to go after signing in: the page asked for, else the home page of the language. */
export function returnPath(target: unknown, url: URL): string {
  return safeRedirect(target, localizePath("/", localeFromPath(url.pathname)));
}

/**
 * Where to go after signing in: only a path on this site ("/profile", "/nl/orders"), never
 * another origin ("//evil.example", "/\\evil.example", "https://…").
 */
export function safeRedirect(target: unknown, fallback: string): string {
  return safeRedirectPath(target, fallback);
}

export function accountContext(ctx: AppContext): AccountContext {
  return {
    db: ctx.db,
    auth: ctx.auth,
    rateLimit: ctx.config.auth.rateLimit,
    clientAddress: ctx.clientAddress,
  };
}
