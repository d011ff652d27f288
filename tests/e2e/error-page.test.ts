import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { nl } from "#app/i18n/nl.ts";
import { grantAdmin, headerEmail, shown } from "./support/accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { signedUpSession, type HttpSession } from "./support/http-session.ts";
import { outboxOf } from "#tests/e2e/support/outbox.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { expectSiteShell } from "./support/site-shell.ts";

/**
 * A real failure in a loader (its table is gone): the visitor gets the error page with the
 * request id, and the server's log has one line for it carrying the same id.
 */
describe("error page", () => {
  let server: RunningServer;
  let admin: HttpSession;
  const email = `broken-admin-${Date.now()}@example.be`;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO_DATA: "false" });
    admin = await signedUpSession(server.url, email, undefined, { mailbox: outboxOf(server) });
    await grantAdmin(server.sqlitePath, email);
    const db = new SQLite(server.sqlitePath);
    db.exec("alter table special_editions rename to special_editions_gone");
    db.close();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("shows the request id of a failure, which the log line carries too", async () => {
    for (const [path, strings] of [
      ["/admin", en],
      ["/nl/admin/products", nl],
    ] as const) {
      const response = await admin.request("GET", path);
      expect(response.status, path).toBe(500);
      const requestId = response.headers.get("x-request-id") ?? "";
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const html = await response.text();
      expect(html).toContain(strings.errors.genericTitle);
      expect(html).toContain(strings.errors.reference.replace("{{id}}", requestId));
      // The page tells nothing of the cause.
      expect(html).not.toContain("special_editions");
      await expect
        .poll(() =>
          server
            .output()
            .split("\n")
            .some((line) => line.includes(requestId) && line.includes('"msg":"route error"')),
        )
        .toBe(true);
    }
  });

  it("shows a failure inside the site's shell, signed in, in the page's language", async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: server.url });
      // The admin's session, as the sign-up above left it.
      await context.addCookies(
        admin.cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
        }),
      );
      const page = await context.newPage();
      const response = await page.goto("/nl/admin/products");
      expect(response?.status()).toBe(500);
      await shown(page.getByRole("heading", { level: 1, name: nl.errors.genericTitle }));
      await expectSiteShell(page, "nl");
      await shown(headerEmail(page, email));
    } finally {
      await browser.close();
    }
  });
});
