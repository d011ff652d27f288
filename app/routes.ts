import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { locales, type Locale } from "#common/locales.ts";

/**
 * Every page exists once per language: English at the bare paths of docs/product.md, Dutch and
 * French under /nl and /fr. Route ids carry the language so one module can serve all three.
 * Account pages and the admin panel are layouts whose middleware guards every child.
 */
function pages(locale: Locale) {
  const id = (name: string) => ({ id: `${locale}:${name}` });
  const page = (path: string, name: string) => route(path, `routes/${name}.tsx`, id(name));
  return [
    index("routes/home.tsx", id("home")),
    route("shop", "routes/shop.tsx", id("shop"), [page(":slug", "shop-item")]),
    page("login", "login"),
    page("login/second-factor", "second-factor"),
    page("signup", "signup"),
    page("reset-password", "reset-password"),
    page("reset-password/new", "new-password"),
    page("privacy", "privacy"),
    page("terms", "terms"),
    page("gold-price", "gold-price"),
    page("gold-price/alerts", "gold-price-alerts"),
    page("gold-price/alerts/confirm", "gold-price-alert-confirm"),
    page("gold-price/alerts/unsubscribe", "gold-price-alert-unsubscribe"),
    page("appointment", "appointment"),
    page("appointment/manage", "appointment-manage"),
    layout("routes/account/layout.tsx", id("account"), [
      page("profile", "account/profile"),
      page("orders", "account/orders"),
      page("orders/:reference", "account/order"),
      page("checkout", "account/checkout"),
    ]),
    route("admin", "routes/admin/layout.tsx", id("admin"), [
      index("routes/admin/valuations.tsx", id("admin-valuations")),
      route("appointments", "routes/admin/appointments.tsx", id("admin-appointments")),
      route("products", "routes/admin/products.tsx", id("admin-products")),
      route("orders", "routes/admin/orders.tsx", id("admin-orders")),
      route("attract-images", "routes/admin/attract-images.tsx", id("admin-attract-images")),
      route("special-editions", "routes/admin/special-editions.tsx", id("admin-special-editions")),
      route("mails", "routes/admin/mails.tsx", id("admin-mails")),
      route("activity", "routes/admin/activity.tsx", id("admin-activity")),
    ]),
  ];
}

export default [
  route("api/valuations", "routes/api/valuations.ts"),
  route("api/appointments", "routes/api/appointments.ts"),
  route("api/appointments/slots", "routes/api/appointment-slots.ts"),
  route("api/appointments/:verb", "routes/api/appointment-change.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/products/:id", "routes/api/product-detail.ts"),
  route("api/cart/quote", "routes/api/cart-quote.ts"),
  route("api/media", "routes/api/media.ts"),
  route("api/gold-price", "routes/api/gold-price.ts"),
  route("api/gold-price/offer", "routes/api/gold-price-offer.ts"),
  route("api/gold-price/history", "routes/api/gold-price-history.ts"),
  route("api/gold-price/board", "routes/api/gold-price-board.ts"),
  route("api/orders", "routes/api/orders.ts"),
  route("api/auth/callback/:providerId", "routes/api/auth-callback.ts"),
  route("api/auth/verify-email", "routes/api/auth-verify-email.ts"),
  route(
    "api/auth/passkey/generate-register-options",
    "routes/api/auth-passkey-register-options.ts",
  ),
  route("api/auth/passkey/verify-registration", "routes/api/auth-passkey-register.ts"),
  route(
    "api/auth/passkey/generate-authenticate-options",
    "routes/api/auth-passkey-sign-in-options.ts",
  ),
  route("api/auth/passkey/verify-authentication", "routes/api/auth-passkey-sign-in.ts"),
  route("logout", "routes/logout.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...locales.flatMap((locale) => (locale === "en" ? pages(locale) : prefix(locale, pages(locale)))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
