import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  defaultLocale,
  isLocale,
  localeFromPath,
  localeStorageKey,
  localizePath,
  type Locale,
} from "#common/locales.ts";

/**
 * A visitor who chose Dutch or French and opens a bare (English) page address is sent once
 * to the same page in their language. Only page loads are redirected: not the API, assets,
 * or React Router's data requests. Choosing English in the switcher stores "en", which
 * stops the redirect.
 */
export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const path = c.req.path;
    const target = redirectedLocale(path, () => getCookie(c, localeStorageKey));
    if (!target) return next();
    const query = new URL(c.req.url).search;
    c.header("Vary", "Cookie");
    return c.redirect(`${localizePath(path, target)}${query}`, 302);
  };
}

/**
 * The language a GET of this path is redirected to, given the stored choice (read only when
 * it matters), or null; kept-answers.ts asks before it serves a kept page.
 */
export function redirectedLocale(
  path: string,
  storedChoice: () => string | undefined,
): Locale | null {
  if (localeFromPath(path) !== defaultLocale || !looksLikePage(path)) return null;
  const stored = storedChoice();
  return isLocale(stored) && stored !== defaultLocale ? stored : null;
}

function looksLikePage(path: string): boolean {
  return !(
    path.startsWith("/api/") ||
    path.startsWith("/assets/") ||
    path.startsWith("/media/") ||
    path === "/healthz" ||
    path.endsWith(".data") ||
    /\.[a-z0-9]+$/i.test(path)
  );
}
