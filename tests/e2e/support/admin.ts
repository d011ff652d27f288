import type { Browser, BrowserContext, Page } from "playwright-core";
import { sharedServer } from "./shared-server.ts";
import { grantAdmin, preConsent, signUp, uniqueEmail } from "./accounts.ts";
import { outboxOf, type Mailbox } from "./outbox.ts";

/**
 * A browser signed in as a new admin (signed up through the page, then `admin grant`), on the
 * shared test server or on one of the test's own (whose mails land in its outbox unless it
 * names another mailbox: the test SMTP server it was given).
 */
export async function adminVisitor(
  browser: Browser,
  prefix = "admin",
  server: { url: string; sqlitePath: string; mailbox?: Mailbox } = {
    url: sharedServer().url,
    sqlitePath: sharedServer().sqlitePath,
  },
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = uniqueEmail(prefix);
  const context = await browser.newContext({ baseURL: server.url });
  await preConsent(context);
  const page = await context.newPage();
  await page.goto("/signup");
  await signUp(page, email, "long enough pw", { mailbox: server.mailbox ?? outboxOf(server) });
  await grantAdmin(server.sqlitePath, email);
  return { context, page, email };
}
