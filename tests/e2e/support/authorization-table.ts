import type { Targets } from "#tests/e2e/support/authorization-targets.ts";

export type Who = "signedOut" | "customer" | "otherCustomer" | "admin";
export type Expected = Record<Who, number>;

const everyone = (status: number): Expected => ({
  signedOut: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
/** Pages for signed-in people: a visitor is sent to /login (302; 202 for client-side data). */
const signedIn = (outStatus = 302): Expected => ({
  signedOut: outStatus,
  customer: 200,
  otherCustomer: 200,
  admin: 200,
});
const adminOnly = (outStatus = 302): Expected => ({
  signedOut: outStatus,
  customer: 403,
  otherCustomer: 403,
  admin: 200,
});
/** Behind the admin guard, where an admin meets the route's own answer (400, 404, …). */
const adminThen = (adminStatus: number): Expected => ({ ...adminOnly(), admin: adminStatus });
/** Sign-in pages send someone already signed in onward. */
const signedOutOnly: Expected = { signedOut: 200, customer: 302, otherCustomer: 302, admin: 302 };

const adminAction = (values: (target: Targets) => Record<string, string>) => (target: Targets) =>
  new URLSearchParams(values(target));
const statusChange = (id: (target: Targets) => string) => (target: Targets) =>
  new URLSearchParams({ intent: "status", id: id(target), status: "contacted" });

const valuation = () =>
  JSON.stringify({ name: "Authz Table", email: "authz@example.be", message: "Status check." });

const json = { "content-type": "application/json" };
const unknownToken = () => JSON.stringify({ token: "A".repeat(43) });

export interface Row {
  method: string;
  path: string;
  body?: (target: Targets) => BodyInit;
  headers?: HeadersInit;
  expect: Expected;
}

/**
 * Every route and API endpoint built so far × who is asking → the status the server answers.
 * It grows with every feature: a new route without a row here fails the coverage check in
 * authorization.test.ts.
 */
export const authorizationTable: Row[] = [
  { method: "GET", path: "/", expect: everyone(200) },
  { method: "GET", path: "/nl", expect: everyone(200) },
  { method: "GET", path: "/fr", expect: everyone(200) },
  { method: "GET", path: "/shop", expect: everyone(200) },
  { method: "GET", path: "/privacy", expect: everyone(200) },
  { method: "GET", path: "/nl/privacy", expect: everyone(200) },
  { method: "GET", path: "/fr/privacy", expect: everyone(200) },
  { method: "GET", path: "/terms", expect: everyone(200) },
  { method: "GET", path: "/nl/terms", expect: everyone(200) },
  { method: "GET", path: "/fr/terms", expect: everyone(200) },
  // A piece is public; an unknown one is the same 404 for everyone.
  { method: "GET", path: "/shop/no-such-ring-AAAAAAAAAAAAAAAAAAAA", expect: everyone(404) },
  { method: "GET", path: "/nl/shop/no-such-ring-AAAAAAAAAAAAAAAAAAAA", expect: everyone(404) },
  { method: "GET", path: "/fr/shop/no-such-ring-AAAAAAAAAAAAAAAAAAAA", expect: everyone(404) },
  { method: "GET", path: "/login", expect: signedOutOnly },
  { method: "GET", path: "/nl/login", expect: signedOutOnly },
  // The second step of a sign-in: without a sign-in waiting for its code, back to /login (a
  // code posted without one too: the page's loader, run after the action, sends it there); a
  // signed-in person goes on.
  { method: "GET", path: "/login/second-factor", expect: everyone(302) },
  { method: "GET", path: "/nl/login/second-factor", expect: everyone(302) },
  {
    method: "GET",
    path: "/fr/login/second-factor?redirectTo=%2Ffr%2Fadmin",
    expect: everyone(302),
  },
  {
    method: "POST",
    path: "/login/second-factor",
    body: () => new URLSearchParams({ code: "123456", redirectTo: "/admin" }),
    expect: everyone(302),
  },
  { method: "GET", path: "/signup", expect: signedOutOnly },
  { method: "GET", path: "/fr/signup", expect: signedOutOnly },
  { method: "GET", path: "/reset-password", expect: everyone(200) },
  // Gold price alerts: anyone may ask for one, confirm it or stop it, signed in or not; bad
  // input is 400 and a link's forged token 404, changing nothing.
  // The price page and its board are public (main's board merge had no rows for them).
  { method: "GET", path: "/gold-price", expect: everyone(200) },
  { method: "GET", path: "/fr/gold-price", expect: everyone(200) },
  { method: "GET", path: "/gold-price/alerts", expect: everyone(200) },
  {
    method: "POST",
    path: "/nl/gold-price/alerts",
    body: () => new URLSearchParams({ email: "authz@example.be", direction: "up", price: "90" }),
    expect: everyone(400),
  },
  { method: "GET", path: "/gold-price/alerts/confirm?alert=a&token=b", expect: everyone(200) },
  {
    method: "POST",
    path: "/fr/gold-price/alerts/confirm",
    body: () => new URLSearchParams({ alert: "AAAAAAAAAAAAAAAAAAAA", token: "forged" }),
    expect: everyone(404),
  },
  { method: "GET", path: "/gold-price/alerts/unsubscribe", expect: everyone(200) },
  {
    method: "POST",
    path: "/gold-price/alerts/unsubscribe?alert=AAAAAAAAAAAAAAAAAAAA&token=forged",
    body: () => new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    expect: everyone(404),
  },
  // Booking a visit needs no account; a day beyond the 60 days is said on the page.
  { method: "GET", path: "/appointment", expect: everyone(200) },
  { method: "GET", path: "/nl/appointment?topic=watch&day=2030-01-07", expect: everyone(200) },
  {
    method: "POST",
    path: "/fr/appointment",
    body: () => new URLSearchParams({ topic: "watch" }),
    expect: everyone(400),
  },
  // An appointment's link: a token that opens nothing is a 404 page for everyone.
  { method: "GET", path: "/appointment/manage?token=forged", expect: everyone(404) },
  {
    method: "POST",
    path: "/nl/appointment/manage",
    body: () => new URLSearchParams({ intent: "cancel", token: "forged" }),
    expect: everyone(400),
  },
  {
    method: "POST",
    path: "/appointment/manage",
    body: () => new URLSearchParams({ intent: "cancel", token: "A".repeat(43) }),
    expect: everyone(404),
  },
  { method: "GET", path: "/reset-password/new?token=abc", expect: everyone(200) },
  { method: "GET", path: "/profile", expect: signedIn() },
  { method: "GET", path: "/profile?tab=orders", expect: signedIn() },
  { method: "GET", path: "/fr/profile?tab=sessions", expect: signedIn() },
  { method: "GET", path: "/profile?tab=security", expect: signedIn() },
  { method: "GET", path: "/nl/profile?tab=security", expect: signedIn() },
  // The second factor's settings take the current password: a wrong one changes nothing, and
  // none of these accounts has a factor to turn off.
  {
    method: "POST",
    path: "/profile",
    body: () => new URLSearchParams({ intent: "two-factor-start", password: "not the password" }),
    expect: { signedOut: 302, customer: 400, otherCustomer: 400, admin: 400 },
  },
  {
    method: "POST",
    path: "/profile",
    body: () => new URLSearchParams({ intent: "two-factor-disable", password: "not the password" }),
    expect: { signedOut: 302, customer: 409, otherCustomer: 409, admin: 409 },
  },
  // Ending a session that is not one's own (here, none): only one's own sessions can be ended.
  {
    method: "POST",
    path: "/profile",
    body: () => new URLSearchParams({ intent: "end-session", id: "A".repeat(20) }),
    expect: { signedOut: 302, customer: 404, otherCustomer: 404, admin: 404 },
  },
  // A passkey is renamed or removed by its owner only; anyone else's request finds none. The
  // owner asks last (the order of `expect`), so the others try while it is still there.
  {
    method: "POST",
    path: "/profile",
    body: (target) =>
      new URLSearchParams({
        intent: "rename-passkey",
        id: target.passkeys.renamed,
        passkeyName: "Mine",
      }),
    expect: { signedOut: 302, otherCustomer: 404, admin: 404, customer: 200 },
  },
  {
    method: "POST",
    path: "/fr/profile",
    body: (target) =>
      new URLSearchParams({ intent: "remove-passkey", id: target.passkeys.removed }),
    expect: { signedOut: 302, otherCustomer: 404, admin: 404, customer: 200 },
  },
  { method: "GET", path: "/nl/profile?tab=appointments", expect: signedIn() },
  // An appointment is cancelled from /profile by the account it belongs to only; anyone
  // else's request finds none. The owner asks last, so the others try while it is booked.
  {
    method: "POST",
    path: "/nl/profile",
    body: (target) => new URLSearchParams({ intent: "cancel-appointment", id: target.appointment }),
    expect: { signedOut: 302, otherCustomer: 404, admin: 404, customer: 200 },
  },
  { method: "GET", path: "/nl/profile", expect: signedIn() },
  { method: "GET", path: "/profile.data", expect: signedIn(202) },
  { method: "GET", path: "/checkout", expect: signedIn() },
  { method: "GET", path: "/nl/checkout", expect: signedIn() },
  { method: "GET", path: "/fr/checkout", expect: signedIn() },
  // Nobody's order is found by a made-up reference; a visitor is asked to log in first.
  {
    method: "GET",
    path: "/orders/ZZZZZZ",
    expect: { signedOut: 302, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: "GET",
    path: "/nl/orders/ZZZZZZ",
    expect: { signedOut: 302, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: "GET",
    path: "/fr/orders/ZZZZZZ",
    expect: { signedOut: 302, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: "POST",
    path: "/profile",
    body: () => new URLSearchParams({ intent: "profile", name: "Table Test", phone: "" }),
    expect: signedIn(),
  },
  { method: "GET", path: "/orders", expect: signedIn() },
  { method: "GET", path: "/fr/orders", expect: signedIn() },
  { method: "GET", path: "/orders.data", expect: signedIn(202) },
  { method: "GET", path: "/admin", expect: adminOnly() },
  // The tabs' old addresses lead an admin on to the tab's own route.
  {
    method: "GET",
    path: "/admin?tab=products",
    expect: adminThen(302),
  },
  { method: "GET", path: "/admin/products", expect: adminOnly() },
  {
    method: "GET",
    path: "/nl/admin/products?q=ring&page=2&new=oval.halo.platinum",
    expect: adminOnly(),
  },
  { method: "GET", path: "/admin/products.data", expect: adminOnly(202) },
  // A page or form the tab does not know is refused for an admin too, after the guard.
  { method: "GET", path: "/admin/products?page=0", expect: adminThen(400) },
  // Saving and deleting products: only an admin's request reaches the tab's action.
  {
    method: "POST",
    path: "/admin/products",
    body: adminAction((target) => ({
      intent: "save",
      name: target.savedProduct,
      diamondShape: "oval",
      ringDesign: "halo",
      ringMetal: "platinum",
      contactForPrice: "on",
      discount: "0",
    })),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/fr/admin/products",
    body: adminAction((target) => ({ intent: "delete", productId: target.product })),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/admin/products",
    body: adminAction(() => ({ intent: "save", name: "", discount: "250" })),
    expect: adminThen(400),
  },
  {
    method: "POST",
    path: "/nl/admin/products",
    body: adminAction(() => ({ intent: "delete", productId: "A".repeat(20) })),
    expect: adminThen(404),
  },
  { method: "GET", path: "/admin/orders", expect: adminOnly() },
  { method: "GET", path: "/admin/attract-images", expect: adminOnly() },
  // The tab's changes: the guard answers first; an admin's empty change is refused as such.
  {
    method: "POST",
    path: "/nl/admin/attract-images",
    body: () => new URLSearchParams({ intent: "delete", id: "" }),
    expect: { signedOut: 302, customer: 403, otherCustomer: 403, admin: 400 },
  },
  { method: "GET", path: "/admin/special-editions", expect: adminOnly() },
  { method: "GET", path: "/nl/admin/mails", expect: adminOnly() },
  { method: "GET", path: "/admin/appointments", expect: adminOnly() },
  { method: "GET", path: "/fr/admin/appointments", expect: adminOnly() },
  // A closure: the guard answers first; an admin's without a day is refused, and stores nothing.
  {
    method: "POST",
    path: "/admin/appointments",
    body: () => new URLSearchParams({ intent: "closure", day: "someday" }),
    expect: adminThen(400),
  },
  // A row's Done, No-show and Cancel: the guard first; then an appointment that does not exist
  // is not found, and a cancel without its message is refused, changing nothing.
  {
    method: "POST",
    path: "/admin/appointments",
    body: adminAction(() => ({ intent: "done", id: "no-such-appointment" })),
    expect: adminThen(404),
  },
  {
    method: "POST",
    path: "/fr/admin/appointments",
    body: adminAction(() => ({ intent: "no-show", id: "" })),
    expect: adminThen(400),
  },
  {
    method: "POST",
    path: "/nl/admin/appointments",
    body: adminAction(() => ({ intent: "cancel", id: "no-such-appointment", message: "" })),
    expect: adminThen(400),
  },
  { method: "GET", path: "/admin/activity", expect: adminOnly() },
  {
    method: "GET",
    path: "/fr/admin/activity?entity=order&action=status&page=2",
    expect: adminOnly(),
  },
  // A kind of thing the trail does not know is refused for an admin too, after the guard.
  { method: "GET", path: "/admin/activity?entity=ghost", expect: adminThen(400) },
  // The trail only reads: the guard answers first, then an admin is told there is no action.
  {
    method: "POST",
    path: "/admin/activity",
    body: () => new URLSearchParams({ intent: "delete" }),
    expect: { signedOut: 302, customer: 403, otherCustomer: 403, admin: 405 },
  },
  // "Send again" of a mail that is not failed: the guard first, then not found for an admin.
  {
    method: "POST",
    path: "/admin/mails",
    body: () => new URLSearchParams({ intent: "send-again", id: "A".repeat(20) }),
    expect: { signedOut: 302, customer: 403, otherCustomer: 403, admin: 404 },
  },
  {
    method: "POST",
    path: "/admin/special-editions",
    body: () => new URLSearchParams({ intent: "create", name: "" }),
    expect: { signedOut: 302, customer: 403, otherCustomer: 403, admin: 400 },
  },
  { method: "GET", path: "/fr/admin/special-editions", expect: adminOnly() },
  { method: "GET", path: "/admin/orders.data", expect: adminOnly(202) },
  { method: "GET", path: "/nl/admin/orders?q=peeters&status=pending&page=2", expect: adminOnly() },
  // A filter the tab does not know is refused for an admin too, after the guard.
  { method: "GET", path: "/admin/orders?status=lost", expect: adminThen(400) },
  // The tab's action is behind the admin layout's guard: only an admin changes or deletes.
  {
    method: "POST",
    path: "/admin/orders",
    body: adminAction((target) => ({
      intent: "status",
      orderId: target.orders.status,
      status: "processing",
    })),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/fr/admin/orders",
    body: adminAction((target) => ({ intent: "delete", orderId: target.orders.deleted })),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/admin/orders",
    body: adminAction(() => ({ intent: "status", orderId: "A".repeat(20), status: "shipped" })),
    expect: adminThen(404),
  },
  { method: "GET", path: "/nl/admin", expect: adminOnly() },
  // The valuations tab reads its page and filter from the address; one it does not know is 400.
  { method: "GET", path: "/admin?status=contacted&page=2", expect: adminOnly() },
  { method: "GET", path: "/fr/admin?page=0", expect: adminThen(400) },
  // A request's status: changed by an admin only (the signed-out ones are sent to log in, and
  // customers refused, before the action reads anything); an unknown request is not found.
  {
    method: "POST",
    path: "/admin?index",
    body: statusChange((target) => target.valuation),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/nl/admin.data?index",
    body: statusChange((target) => target.valuation),
    expect: adminOnly(202),
  },
  {
    method: "POST",
    path: "/admin?index",
    body: statusChange(() => "no-such-request"),
    expect: adminThen(404),
  },
  // An appointment for a request: the form the address opens (a request that does not exist
  // is said in the page), and its post, refused before any row is read unless by an admin.
  { method: "GET", path: "/fr/admin?book=no-such-request&day=2030-01-07", expect: adminOnly() },
  {
    method: "POST",
    path: "/admin?index",
    body: adminAction(() => ({
      intent: "appointment",
      requestId: "no-such-request",
      topic: "watch",
      start: "2030-01-07T09:00:00.000Z",
      name: "Authz Table",
      email: "authz@example.be",
      phone: "+32 470 00 00 00",
    })),
    expect: adminThen(404),
  },
  {
    method: "POST",
    path: "/nl/admin?index",
    body: adminAction(() => ({ intent: "appointment", requestId: "" })),
    expect: adminThen(400),
  },
  { method: "GET", path: "/admin.data", expect: adminOnly(202) },
  // The admin layout's guard answers before anything else; an admin learns there is no action.
  {
    method: "POST",
    path: "/admin",
    body: () => new URLSearchParams({ role: "admin" }),
    expect: adminThen(405),
  },
  { method: "GET", path: "/logout", expect: everyone(302) },
  { method: "GET", path: "/api/valuations", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/valuations",
    body: valuation,
    headers: { "content-type": "application/json" },
    expect: everyone(201),
  },
  // Appointments are booked and changed without an account: the token is the key, and a
  // session adds nothing to it (docs/decisions/0031-appointments.md).
  { method: "GET", path: "/api/appointments", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/appointments",
    body: () => "{}",
    headers: json,
    expect: everyone(400),
  },
  // Beyond the 60 days that can be booked: an empty list, for anyone.
  { method: "GET", path: "/api/appointments/slots?from=2030-01-07", expect: everyone(200) },
  { method: "GET", path: "/api/appointments/slots", expect: everyone(400) },
  { method: "POST", path: "/api/appointments/slots", body: () => "{}", expect: everyone(405) },
  { method: "GET", path: "/api/appointments/cancel", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/appointments/cancel",
    body: unknownToken,
    headers: json,
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/appointments/view",
    body: unknownToken,
    headers: json,
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/appointments/move",
    body: () => "{}",
    headers: json,
    expect: everyone(400),
  },
  {
    method: "POST",
    path: "/api/appointments/rebook",
    body: unknownToken,
    headers: json,
    expect: everyone(404),
  },
  { method: "GET", path: "/api/products", expect: everyone(200) },
  { method: "GET", path: "/api/products?sort=cheap", expect: everyone(400) },
  { method: "POST", path: "/api/products", body: () => "{}", expect: everyone(405) },
  // The catalogue is public: any piece is shown to anyone; an unknown one to no one.
  {
    method: "GET",
    path: "/api/products/no-such-piece-AAAAAAAAAAAAAAAAAAAA",
    expect: everyone(404),
  },
  // Anyone may have a cart priced; an empty one costs nothing.
  { method: "GET", path: "/api/cart/quote", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/cart/quote",
    body: () => JSON.stringify({ lines: [] }),
    headers: { "content-type": "application/json" },
    expect: everyone(200),
  },
  // Placing an order needs an account; a signed-in customer's empty body is refused as such.
  { method: "GET", path: "/api/orders", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/orders",
    body: () => "{}",
    headers: { "content-type": "application/json" },
    expect: { signedOut: 401, customer: 400, otherCustomer: 400, admin: 400 },
  },
  // Uploads are the admin's; an admin's request without a picture is refused as such.
  { method: "GET", path: "/api/media", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/media",
    body: () => "{}",
    headers: { "content-type": "application/json" },
    expect: { signedOut: 401, customer: 403, otherCustomer: 403, admin: 415 },
  },
  // Pictures are public; an unknown one is not found, a size off the list refused.
  { method: "GET", path: "/media/AAAAAAAAAAAAAAAAAAAA.webp", expect: everyone(404) },
  { method: "GET", path: "/media/AAAAAAAAAAAAAAAAAAAA.webp?w=7", expect: everyone(400) },
  { method: "GET", path: "/api/auth/callback/oidc?code=x&state=y", expect: everyone(302) },
  // A confirmation link: a bad one is sent to the login page, which says so.
  {
    method: "GET",
    path: "/api/auth/verify-email?token=x&callbackURL=%2Flogin",
    expect: everyone(302),
  },
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    body: () => '{"email":"someone@example.be"}',
    expect: everyone(405),
  },
  // Passkeys: adding one needs a (recent) session; anyone may ask to sign in with one. The
  // answers are refused as such: a body that is no browser's answer is "invalid".
  {
    method: "GET",
    path: "/api/auth/passkey/generate-register-options",
    expect: signedIn(401),
  },
  {
    method: "POST",
    path: "/api/auth/passkey/verify-registration",
    body: () => "{}",
    headers: { "content-type": "application/json" },
    expect: { signedOut: 401, customer: 400, otherCustomer: 400, admin: 400 },
  },
  { method: "GET", path: "/api/auth/passkey/verify-registration", expect: everyone(405) },
  { method: "GET", path: "/api/auth/passkey/generate-authenticate-options", expect: everyone(200) },
  {
    method: "POST",
    path: "/api/auth/passkey/verify-authentication",
    body: () => '{"response":{}}',
    headers: { "content-type": "application/json" },
    expect: everyone(400),
  },
  { method: "GET", path: "/api/auth/passkey/verify-authentication", expect: everyone(405) },
  // better-auth's passkey endpoints the shop does not serve (its own pages list and change
  // passkeys through the services).
  { method: "GET", path: "/api/auth/passkey/list-user-passkeys", expect: everyone(404) },
  {
    method: "POST",
    path: "/api/auth/passkey/delete-passkey",
    body: () => '{"id":"x"}',
    headers: { "content-type": "application/json" },
    expect: everyone(405),
  },
  // better-auth's other endpoints are not served (404, or 405 for writes to a page that
  // does not exist): the pages call better-auth on the server.
  { method: "GET", path: "/api/auth/get-session", expect: everyone(404) },
  { method: "POST", path: "/api/auth/sign-in/email", body: () => "{}", expect: everyone(405) },
  {
    method: "POST",
    path: "/api/auth/update-user",
    body: () => '{"role":"admin"}',
    expect: everyone(405),
  },
  // The gold price is public (the test server asks no source: the product's fallback).
  { method: "GET", path: "/api/gold-price", expect: everyone(200) },
  { method: "GET", path: "/api/gold-price/offer?grams=5&karat=14", expect: everyone(200) },
  { method: "GET", path: "/api/gold-price/history?days=30", expect: everyone(200) },
  { method: "GET", path: "/api/gold-price/history", expect: everyone(400) },
  { method: "POST", path: "/api/gold-price/history", body: () => "{}", expect: everyone(405) },
  { method: "GET", path: "/api/gold-price/board", expect: everyone(200) },
  { method: "POST", path: "/api/gold-price/board", body: () => "{}", expect: everyone(405) },
  { method: "GET", path: "/sitemap.xml", expect: everyone(200) },
  { method: "GET", path: "/robots.txt", expect: everyone(200) },
  { method: "GET", path: "/healthz", expect: everyone(200) },
  { method: "GET", path: "/readyz", expect: everyone(200) },
  // Without METRICS_TOKEN there is no /metrics, and a session (even an admin's) is no token.
  { method: "GET", path: "/metrics", expect: everyone(404) },
  { method: "GET", path: "/no-such-page", expect: everyone(404) },
];
