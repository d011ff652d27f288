import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { locales, type Locale } from "./i18n/locales.ts";

/**
 * Every page exists once per language: English at the bare paths of SPEC.md, Dutch and
 * French under /nl and /fr. Route ids carry the language so one module can serve all three.
 */
function pages(locale: Locale) {
  const id = (name: string) => `${locale}:${name}`;
  const page = (path: string, name: string) => route(path, `routes/${name}.tsx`, { id: id(name) });
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("shop", "routes/not-available.tsx", { id: id("shop") }),
    page("login", "login"),
    page("signup", "signup"),
    page("reset-password", "reset-password"),
    page("reset-password/new", "new-password"),
    page("profile", "profile"),
    page("orders", "orders"),
    page("admin", "admin"),
  ];
}

export default [
  route("api/valuations", "routes/api/valuations.ts"),
  route("api/auth/callback/:providerId", "routes/api/auth-callback.ts"),
  route("logout", "routes/logout.ts"),
  ...locales.flatMap((locale) => (locale === "en" ? pages(locale) : prefix(locale, pages(locale)))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
