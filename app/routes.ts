import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { locales, type Locale } from "./i18n/locales.ts";

/**
 * Every page exists once per language: English at the bare paths of SPEC.md, Dutch and
 * French under /nl and /fr. Route ids carry the language so one module can serve all three.
 */
function pages(locale: Locale) {
  const id = (name: string) => `${locale}:${name}`;
  const pending = (path: string, name: string) =>
    route(path, "routes/not-available.tsx", { id: id(name) });
  return [
    index("routes/home.tsx", { id: id("home") }),
    pending("shop", "shop"),
    pending("login", "login"),
    pending("signup", "signup"),
    pending("reset-password", "reset-password"),
    pending("profile", "profile"),
    pending("orders", "orders"),
    pending("admin", "admin"),
  ];
}

export default [
  route("api/valuations", "routes/api/valuations.ts"),
  ...locales.flatMap((locale) => (locale === "en" ? pages(locale) : prefix(locale, pages(locale)))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
