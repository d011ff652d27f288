import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { grantAdmin } from "./support/accounts.ts";
import { openServerDatabase } from "./support/database.ts";
import { httpSession, signedUpSession, type HttpSession } from "./support/http-session.ts";
import { baseUrl } from "./support/pages.ts";

type Who = "signedOut" | "customer" | "otherCustomer" | "admin";
type Expected = Record<Who, number>;

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

/** Orders of the first customer for the admin's actions: one to move on, one to delete. */
const adminTarget = {
  status: randomBytes(15).toString("base64url"),
  deleted: randomBytes(15).toString("base64url"),
};
const adminAction = (values: Record<string, string>) => () => new URLSearchParams(values);
/** A valuation request the admin's status rows change, written before the table runs. */
let valuationId = "";
const statusChange = (id: () => string) => () =>
  new URLSearchParams({ id: id(), status: "contacted" });
/** A product for the admin's delete, and the name of the one the admin's save creates. */
const productTarget = randomBytes(15).toString("base64url");
const savedProduct = `Authz ring ${randomBytes(4).toString("hex")}`;

const valuation = () =>
  JSON.stringify({ name: "Authz Table", email: "authz@example.be", message: "Status check." });

/**
 * Every route and API endpoint built so far × who is asking → the status the server answers.
 * It grows with every feature: a new route without a row here fails the coverage check below.
 */
const table: {
  method: string;
  path: string;
  body?: () => BodyInit;
  headers?: HeadersInit;
  expect: Expected;
}[] = [
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
  { method: "GET", path: "/signup", expect: signedOutOnly },
  { method: "GET", path: "/fr/signup", expect: signedOutOnly },
  { method: "GET", path: "/reset-password", expect: everyone(200) },
  { method: "GET", path: "/reset-password/new?token=abc", expect: everyone(200) },
  { method: "GET", path: "/profile", expect: signedIn() },
  { method: "GET", path: "/profile?tab=orders", expect: signedIn() },
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
    body: adminAction({
      intent: "save",
      name: savedProduct,
      diamondShape: "oval",
      ringDesign: "halo",
      ringMetal: "platinum",
      contactForPrice: "on",
      discount: "0",
    }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/fr/admin/products",
    body: adminAction({ intent: "delete", productId: productTarget }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/admin/products",
    body: adminAction({ intent: "save", name: "", discount: "250" }),
    expect: adminThen(400),
  },
  {
    method: "POST",
    path: "/nl/admin/products",
    body: adminAction({ intent: "delete", productId: "A".repeat(20) }),
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
    body: adminAction({ intent: "status", orderId: adminTarget.status, status: "processing" }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/fr/admin/orders",
    body: adminAction({ intent: "delete", orderId: adminTarget.deleted }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/admin/orders",
    body: adminAction({ intent: "status", orderId: "A".repeat(20), status: "shipped" }),
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
    body: statusChange(() => valuationId),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: "/nl/admin.data?index",
    body: statusChange(() => valuationId),
    expect: adminOnly(202),
  },
  {
    method: "POST",
    path: "/admin?index",
    body: statusChange(() => "no-such-request"),
    expect: adminThen(404),
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
  { method: "GET", path: "/sitemap.xml", expect: everyone(200) },
  { method: "GET", path: "/robots.txt", expect: everyone(200) },
  { method: "GET", path: "/healthz", expect: everyone(200) },
  { method: "GET", path: "/no-such-page", expect: everyone(404) },
];

describe("authorization table", () => {
  const sessions = {} as Record<Who, HttpSession>;
  const stamp = Date.now();

  beforeAll(async () => {
    sessions.signedOut = httpSession(baseUrl());
    sessions.customer = await signedUpSession(baseUrl(), `authz-a-${stamp}@example.be`);
    sessions.otherCustomer = await signedUpSession(baseUrl(), `authz-b-${stamp}@example.be`);
    sessions.admin = await signedUpSession(baseUrl(), `authz-admin-${stamp}@example.be`);
    await grantAdmin(inject("sqlitePath"), `authz-admin-${stamp}@example.be`);
    const db = openServerDatabase();
    const { id } = db
      .prepare("select id from users where email = ?")
      .get(`authz-a-${stamp}@example.be`) as { id: string };
    const now = new Date().toISOString();
    for (const orderId of Object.values(adminTarget)) {
      db.prepare(
        "insert into orders (id, user_id, total_cents, status, created_at, updated_at) values (?, ?, 100, 'pending', ?, ?)",
      ).run(orderId, id, now, now);
    }
    valuationId = `authzValuation${String(stamp).slice(-6)}`;
    db.prepare(
      "insert into valuation_requests (id, name, email, phone, message, locale, created_at) values (?, 'Authz', 'authz-status@example.be', null, 'Status rows.', 'en', ?)",
    ).run(valuationId, now);
    db.prepare(
      "insert into products (id, name, diamond_shape, ring_design, ring_metal, created_at, updated_at) values (?, 'Authz target', 'oval', 'halo', 'platinum', ?, ?)",
    ).run(productTarget, now, now);
    db.close();
  });

  for (const row of table) {
    it(`${row.method} ${row.path}`, async () => {
      const actual = {} as Record<Who, number>;
      for (const who of Object.keys(row.expect) as Who[]) {
        const response = await sessions[who].request(
          row.method,
          row.path,
          row.body?.(),
          row.headers,
        );
        actual[who] = response.status;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  it("lets only the admin's requests change or delete an order", () => {
    const db = openServerDatabase();
    const status = (id: string) =>
      (
        db.prepare("select status from orders where id = ?").get(id) as
          { status: string } | undefined
      )?.status;
    expect(status(adminTarget.status)).toBe("processing");
    expect(status(adminTarget.deleted)).toBeUndefined();
    db.close();
  });

  it("lets only the admin's requests save or delete a product", async () => {
    const db = openServerDatabase();
    const saved = db.prepare("select id from products where name = ?").all(savedProduct) as {
      id: string;
    }[];
    const target = db.prepare("select id from products where id = ?").get(productTarget);
    db.close();
    expect(saved).toHaveLength(1);
    expect(target).toBeUndefined();
    // Gone again through the tab, so the shop's kept lists forget it too.
    const removed = await sessions.admin.request(
      "POST",
      "/admin/products",
      new URLSearchParams({ intent: "delete", productId: saved[0]?.id ?? "" }),
    );
    expect(removed.status).toBe(200);
  });

  it("sends a signed-out visitor to the login page of their language, with the way back", async () => {
    const response = await httpSession(baseUrl()).request("GET", "/nl/orders?x=1");
    expect(response.headers.get("location")).toBe("/nl/login?redirectTo=%2Fnl%2Forders%3Fx%3D1");
  });

  it("answers every page with a signed-in person's data private and not to be stored", async () => {
    for (const path of ["/profile", "/orders", "/nl/profile?tab=orders", "/orders.data"]) {
      const response = await sessions.customer.request("GET", path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const path of ["/admin", "/admin/products"]) {
      const response = await sessions.admin.request("GET", path);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Any page rendered for a signed-in person shows at least their e-mail in the header.
    const home = await sessions.customer.request("GET", "/");
    expect(home.headers.get("cache-control")).toBe("private, no-store");
    const visitor = await sessions.signedOut.request("GET", "/");
    expect(visitor.headers.get("cache-control")).toBeNull();
  });

  it("refuses account form posts sent from another site, changing nothing", async () => {
    for (const path of ["/signup", "/login", "/profile", "/logout", "/reset-password"]) {
      const response = await sessions.customer.request(
        "POST",
        path,
        new URLSearchParams({ email: `csrf-${stamp}@example.be`, password: "long enough pw" }),
        { origin: "https://evil.example" },
      );
      expect(response.status, path).toBe(403);
    }
    const db = openServerDatabase();
    const row = db
      .prepare("select count(*) as n from users where email = ?")
      .get(`csrf-${stamp}@example.be`);
    db.close();
    expect(row).toEqual({ n: 0 });
    // Still signed in: the forged sign-out did nothing.
    expect((await sessions.customer.request("GET", "/profile")).status).toBe(200);
  });

  it("shows each customer only their own orders", async () => {
    const db = openServerDatabase();
    const ownerId = (email: string) =>
      (db.prepare("select id from users where email = ?").get(email) as { id: string }).id;
    const orderId = `authzOrder${String(stamp).slice(-4)}QZXWVK`;
    const now = new Date().toISOString();
    db.prepare(
      "insert into orders (id, user_id, total_cents, status, created_at, updated_at) values (?, ?, ?, 'pending', ?, ?)",
    ).run(orderId, ownerId(`authz-a-${stamp}@example.be`), 123_400, now, now);
    db.close();
    const reference = `Order ${orderId.slice(-6).toUpperCase()}`;
    const page = async (who: Who) => (await sessions[who].request("GET", "/orders")).text();
    expect(await page("customer")).toContain(reference);
    expect(await page("otherCustomer")).not.toContain(reference);
    expect(await page("admin")).not.toContain(reference);
  });

  it("covers every route of the app", async () => {
    const { default: routes } = await import("#app/routes.ts");
    const paths = new Set<string>();
    interface Entry {
      path?: string;
      children?: Entry[];
    }
    const walk = (entries: Entry[], prefix: string) => {
      for (const entry of entries) {
        const path =
          entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
        if (entry.children) walk(entry.children, path);
        else paths.add(path === "" ? "/" : path);
      }
    };
    walk(routes, "");
    // Each page exists in three languages; one row per page module is enough.
    const bare = (path: string) => path.replace(/^\/(nl|fr)(?=\/|$)/, "") || "/";
    const tested = new Set(
      table.map((row) => bare(row.path.split("?")[0]?.replace(/\.data$/, "") ?? "")),
    );
    // A route's :parameter stands for any one path segment of a tested path.
    const pattern = (path: string) => new RegExp(`^${bare(path).replace(/:\w+/g, "[^/]+")}$`);
    const untested = [...paths].filter(
      (path) => path !== "/*" && ![...tested].some((t) => pattern(path).test(t)),
    );
    expect(untested).toEqual([]);
  });
});
