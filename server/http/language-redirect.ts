import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  defaultLocale,
  isLocale,
  localeFromPath,
  localeStorageKey,
  localizePath,
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
    if (localeFromPath(path) !== defaultLocale || !looksLikePage(path)) return next();
    const stored = getCookie(c, localeStorageKey);
    if (!isLocale(stored) || stored === defaultLocale) return next();
    const query = new URL(c.req.url).search;
    c.header("Vary", "Cookie");
    return c.redirect(`${localizePath(path, stored)}${query}`, 302);
  };
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
