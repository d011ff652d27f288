import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorizationTable, type Who } from "#tests/e2e/support/authorization-table.ts";
import {
  insertOrder,
  newTargets,
  userId,
  writeTargets,
} from "#tests/e2e/support/authorization-targets.ts";
import { startDatabaseServer, type DatabaseServer } from "#tests/e2e/support/database-servers.ts";
import { httpSession, signedUpSession, type HttpSession } from "#tests/e2e/support/http-session.ts";
import { availableDatabases } from "#tests/support/databases.ts";

// On SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set, as the integration
// suites run (tests/support/databases.ts): the guards sit above the database, but what they read
// (sessions, roles) and what the admin's rows change are stored in it.
describe.each(availableDatabases())("authorization table [%s]", (kind) => {
  let server: DatabaseServer;
  const sessions = {} as Record<Who, HttpSession>;
  const stamp = Date.now();
  const target = newTargets();
  const customerEmail = `authz-a-${stamp}@example.be`;

  beforeAll(async () => {
    server = await startDatabaseServer(kind);
    sessions.signedOut = httpSession(server.url);
    sessions.customer = await signedUpSession(server.url, customerEmail, undefined, {
      mailbox: server.mailbox,
    });
    sessions.otherCustomer = await signedUpSession(
      server.url,
      `authz-b-${stamp}@example.be`,
      undefined,
      {
        mailbox: server.mailbox,
      },
    );
    sessions.admin = await signedUpSession(
      server.url,
      `authz-admin-${stamp}@example.be`,
      undefined,
      {
        mailbox: server.mailbox,
      },
    );
    await server.grantAdmin(`authz-admin-${stamp}@example.be`);
    await writeTargets(server.db, target, await userId(server.db, customerEmail));
  });
  afterAll(async () => {
    await server.stop();
  });

  for (const row of authorizationTable) {
    it(`${row.method} ${row.path}`, async () => {
      const actual = {} as Record<Who, number>;
      for (const who of Object.keys(row.expect) as Who[]) {
        const response = await sessions[who].request(
          row.method,
          row.path,
          row.body?.(target),
          row.headers,
        );
        actual[who] = response.status;
      }
      expect(actual).toEqual(row.expect);
    });
  }

  it("lets only the admin's requests change or delete an order", async () => {
    const status = async (id: string) =>
      (
        await server.db
          .selectFrom("orders")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirst()
      )?.status;
    expect(await status(target.orders.status)).toBe("processing");
    expect(await status(target.orders.deleted)).toBeUndefined();
  });

  it("lets only the admin's requests save or delete a product", async () => {
    const products = server.db.selectFrom("products").select("id");
    const saved = await products.where("name", "=", target.savedProduct).execute();
    const kept = await products.where("id", "=", target.product).executeTakeFirst();
    expect(saved).toHaveLength(1);
    expect(kept).toBeUndefined();
    // Gone again through the tab, so the shop's kept lists forget it too.
    const removed = await sessions.admin.request(
      "POST",
      "/admin/products",
      new URLSearchParams({ intent: "delete", productId: saved[0]?.id ?? "" }),
    );
    expect(removed.status).toBe(200);
  });

  it("sends a signed-out visitor to the login page of their language, with the way back", async () => {
    const response = await httpSession(server.url).request("GET", "/nl/orders?x=1");
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
    const forged = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", `csrf-${stamp}@example.be`)
      .execute();
    expect(forged).toEqual([]);
    // Still signed in: the forged sign-out did nothing.
    expect((await sessions.customer.request("GET", "/profile")).status).toBe(200);
  });

  it("shows each customer only their own orders", async () => {
    const orderId = `authzOrder${String(stamp).slice(-4)}QZXWVK`;
    await insertOrder(server.db, orderId, await userId(server.db, customerEmail), 123_400);
    const reference = `Order ${orderId.slice(-6).toUpperCase()}`;
    const page = async (who: Who) => (await sessions[who].request("GET", "/orders")).text();
    expect(await page("customer")).toContain(reference);
    expect(await page("otherCustomer")).not.toContain(reference);
    expect(await page("admin")).not.toContain(reference);
  });
});

// The table is the same for both databases: its coverage is checked once.
describe("authorization table", () => {
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
      authorizationTable.map((row) => bare(row.path.split("?")[0]?.replace(/\.data$/, "") ?? "")),
    );
    // A route's :parameter stands for any one path segment of a tested path.
    const pattern = (path: string) => new RegExp(`^${bare(path).replace(/:\w+/g, "[^/]+")}$`);
    const untested = [...paths].filter(
      (path) => path !== "/*" && ![...tested].some((t) => pattern(path).test(t)),
    );
    expect(untested).toEqual([]);
  });
});
