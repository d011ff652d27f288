import { localeFromPath, localizePath, type Locale } from "./locales.ts";
import { safeRedirect } from "./safe-redirect.ts";

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
