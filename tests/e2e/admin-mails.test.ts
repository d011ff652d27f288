import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminVisitor } from "./support/admin.ts";
import { violations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { httpSession } from "./support/http-session.ts";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp-server.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * The admin's Mails tab (docs/decisions/0024-queued-mails.md): a mail the mail server keeps
 * refusing is given up after MAIL_MAX_ATTEMPTS and listed with its last error; once the server
 * is back, "Send again" sends it.
 */
describe("admin mails tab", () => {
  let browser: Browser;
  let server: RunningServer;
  const smtp: TestSmtpServer[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    smtp.push(await startSmtpServer());
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    for (const one of smtp) await one.close();
  });

  it("lists a mail given up on, in Dutch, and sends it again once the mail server is back", async () => {
    const [first] = smtp;
    if (!first) throw new Error("no SMTP server");
    server = await startServer({
      SMTP_URL: first.url,
      MAIL_MAX_ATTEMPTS: "1",
      MAIL_RETRY_SECONDS: "1",
    });
    const { page, context } = await adminVisitor(browser, "mails-admin", {
      ...server,
      mailbox: { smtp: first },
    });
    // The mail server goes away; a visitor signs up and their confirmation mail fails.
    await first.close();
    const stranger = `mails-stranger-${Date.now()}@example.be`;
    const signUp = await httpSession(server.url).request(
      "POST",
      "/signup",
      new URLSearchParams({ email: stranger, password: "long enough pw" }),
    );
    expect(signUp.status).toBe(200);

    const row = page.getByRole("row").filter({ hasText: stranger });
    await expect
      .poll(
        async () => {
          await page.goto("/nl/admin/mails");
          return row.count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(cells[0]).toBe(stranger);
    expect(cells[1]).toContain("Confirm your e-mail address");
    expect(cells[2]).toBe("1");
    expect(cells[3]).toMatch(/ECONNREFUSED|connect/i);
    expect(
      await page.getByRole("table", { name: "Mails die niet verstuurd konden worden" }).count(),
    ).toBe(1);
    expect(await violations(page)).toEqual([]);

    // The mail server is back where it was; "Send again" queues the mail afresh and it goes.
    const back = await startSmtpServer(Number(new URL(first.url).port));
    smtp.push(back);
    await row.getByRole("button", { name: `Opnieuw versturen aan ${stranger}` }).click();
    await expect
      .poll(() => page.getByText("Opnieuw in de wachtrij: hij wordt verstuurd.").count())
      .toBe(1);
    const mail = await back.waitForMail(stranger);
    expect(mail.subject).toContain("Confirm your e-mail address");
    // No longer failed: the list shows it no more.
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  }, 90_000);
});
