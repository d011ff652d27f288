import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { openDatabase, type Database } from "#server/db/connection.ts";
import { grantAdmin } from "./support/accounts.ts";
import { apiOrder, findRing } from "./support/catalogue.ts";
import { fuzzTargets } from "./support/fuzz-targets.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxOf } from "./support/outbox.ts";
import { faultLines, requestLogged } from "./support/server-log.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** The error page's heading and text, as the server writes them (apostrophes escaped). */
const page = (title: string, text: string) =>
  `>${title}</h1><p class="mt-4 text-lg">${text.replaceAll("'", "&#x27;")}</p>`;

/**
 * What the client gets wrong is answered with a 4xx that says what, and is never logged at
 * error level (issue 22, finding 4): the server's own log is read, so the suite has its own.
 */
describe("client faults", () => {
  let server: RunningServer;
  let db: Database;
  let admin: HttpSession;
  let customer: HttpSession;
  let from = 0;
  const stamp = Date.now();

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "info" });
    db = openDatabase({ kind: "sqlite", path: server.sqlitePath });
    const mailbox = outboxOf(server);
    customer = await signedUpSession(server.url, `faults-c-${stamp}@example.be`, undefined, {
      mailbox,
    });
    admin = await signedUpSession(server.url, `faults-a-${stamp}@example.be`, undefined, {
      mailbox,
    });
    await grantAdmin(server.sqlitePath, `faults-a-${stamp}@example.be`);
  });
  afterAll(async () => {
    await db.destroy();
    await server.stop();
  });

  /** Sends a request, waits for its log line and checks that nothing was logged as an error. */
  async function send(who: HttpSession, method: string, path: string, init: RequestInit = {}) {
    from = server.output().length;
    const response = await who.request(method, path, init.body ?? undefined, init.headers);
    const body = await response.text();
    await requestLogged(server.output, response.headers.get("x-request-id") ?? "");
    expect(faultLines(server.output(), from), `${method} ${path}`).toEqual([]);
    return { status: response.status, body };
  }

  it("answers every page action's body that is not a form with 415, saying so", async () => {
    const actions = (await fuzzTargets()).filter(
      (target) => target.method === "POST" && !target.path.startsWith("/api/"),
    );
    expect(actions.length).toBeGreaterThan(10);
    const notAForm = page(en.errors.refusedTitle, en.failures["not-a-form"]);
    const bodies: RequestInit[] = [
      { body: '{"email":"a@example.be"}', headers: { "content-type": "application/json" } },
      { body: "email=a@example.be", headers: { "content-type": "text/plain" } },
      {},
      { body: "email=a@example.be", headers: { "content-type": "multipart/form-data" } },
      { body: "--x\r\nbroken", headers: { "content-type": "multipart/form-data; boundary=x" } },
    ];
    for (const { path } of actions) {
      // Past the guards: pages for signed-in people and the admin panel get the admin.
      const who = /^\/(admin|profile|checkout)/.test(path) ? admin : customer;
      const asked = path.startsWith("/login") || path.startsWith("/signup") ? httpVisitor() : who;
      for (const init of bodies) {
        const { status, body } = await send(asked, "POST", path, init);
        expect(status, `${path} ${JSON.stringify(init.headers)}`).toBe(415);
        // A page shows the error page; /logout, which has none, answers in JSON.
        if (path === "/logout") expect(JSON.parse(body)).toMatchObject({ error: "not-a-form" });
        else expect(body, path).toContain(notAForm);
      }
    }
  });

  it("refuses an intent a tab does not take, Object.prototype's names too, with 400", async () => {
    const unknown = page(en.errors.refusedTitle, en.failures["unknown-intent"]);
    const tabs = ["/admin?index", "/admin/products", "/admin/orders", "/admin/special-editions"];
    for (const path of [...tabs, "/admin/attract-images"]) {
      for (const intent of ["__proto__", "hasOwnProperty", "valueOf", "constructor", "x"]) {
        const { status, body } = await send(admin, "POST", path, {
          body: new URLSearchParams({ intent, id: "A".repeat(20) }),
        });
        expect(status, `${path} ${intent}`).toBe(400);
        expect(body, `${path} ${intent}`).toContain(unknown);
      }
    }
  });

  it("answers a form sent to a page without an action with 405, saying so", async () => {
    const refused = page(en.errors.refusedTitle, en.errors.methodNotAllowedText);
    for (const path of ["/", "/shop", "/privacy", "/orders", "/sitemap.xml"]) {
      const { status, body } = await send(customer, "POST", path, {
        body: new URLSearchParams({ a: "b" }),
      });
      expect(status, path).toBe(405);
      if (!path.endsWith(".xml")) expect(body, path).toContain(refused);
    }
  });

  it("logs an order whose client hung up as info, and the order stands", async () => {
    const ring = await findRing(() => true, server.url);
    const ordersBefore = await countOrders();
    from = server.output().length;
    const keys = Array.from({ length: 5 }, (_, i) => `hung-up-${stamp}-${i}`);
    for (const key of keys) {
      await sendAndHangUp("/api/orders", customer.cookie, apiOrder(ring, key));
    }
    await expect.poll(countOrders).toBe(ordersBefore + keys.length);
    const logged = () => server.output().slice(from).split('"path":"/api/orders"').length - 1;
    await expect.poll(logged).toBe(keys.length);
    expect(faultLines(server.output(), from)).toEqual([]);
  });

  const countOrders = async () =>
    Number(
      (
        await db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const httpVisitor = () => ({
    cookie: "",
    request: (method: string, path: string, body?: BodyInit, headers?: HeadersInit) =>
      fetch(`${server.url}${path}`, {
        method,
        body,
        redirect: "manual",
        headers: { origin: server.url, ...(headers as Record<string, string> | undefined) },
      }),
  });

  /** Sends a whole JSON request and closes the connection at once, as a client that left. */
  function sendAndHangUp(path: string, cookie: string, body: unknown): Promise<void> {
    const { hostname, port } = new URL(server.url);
    const json = JSON.stringify(body);
    const request = [
      `POST ${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(json)}`,
      `Cookie: ${cookie}`,
      `Origin: ${server.url}`,
      "",
      json,
    ].join("\r\n");
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.end(request, () => {
          socket.destroy();
          resolve();
        });
      });
      socket.on("error", reject);
    });
  }
});
