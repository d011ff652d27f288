import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  defaultLocale,
  isLocale,
  languageChoiceParam,
  localeFromPath,
  localeStorageKey,
  localizePath,
  type Locale,
} from "#common/locales.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A visitor who chose Dutch or French and opens a bare (English) page address is sent once
 * to the same page in their language. Only page loads are redirected: not the API, assets,
 * or React Router's data requests. The switcher's links carry the choice (`?lang=en`); it is
 * stored here, on the server, so it holds without JavaScript, and choosing English stops the
 * redirect.
 */
export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const path = c.req.path;
    // Read without building a URL: this runs for every GET.
    const chosen = c.req.query(languageChoiceParam);
    if (chosen !== undefined && looksLikePage(path)) {
      const url = new URL(c.req.url);
      url.searchParams.delete(languageChoiceParam);
      // An unknown language is dropped from the address and nothing is stored.
      if (isLocale(chosen)) {
        setCookie(c, localeStorageKey, chosen, {
          path: "/",
          maxAge: ONE_YEAR_SECONDS,
          sameSite: "Lax",
        });
      }
      c.header("Cache-Control", "no-store");
      const target = isLocale(chosen) ? localizePath(path, chosen) : path;
      return c.redirect(`${target}${url.search}`, 302);
    }
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
