import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { grantAdmin, signUp, uniqueEmail } from "./accounts.ts";
import { newVisitor } from "./pages.ts";

/** A browser signed in as a new admin (signed up through the page, then `admin grant`). */
export async function adminVisitor(
  browser: Browser,
  prefix = "admin",
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = uniqueEmail(prefix);
  const { context, page } = await newVisitor(browser, { consented: true });
  await page.goto("/signup");
  await signUp(page, email, "long enough pw");
  await grantAdmin(inject("sqlitePath"), email);
  return { context, page, email };
}
