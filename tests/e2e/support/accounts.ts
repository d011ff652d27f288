import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { nl } from "#app/i18n/nl.ts";
import { confirmationLink, type Mailbox } from "./outbox.ts";
import { waitForHydration } from "./pages.ts";

export type Locale = "en" | "nl" | "fr";

export const messages = { en, nl, fr } as const;

const root = resolve(import.meta.dirname, "../../..");

/** A fresh address per call, so tests never collide with each other or with earlier runs. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

/** "/login" in a language: "/login", "/nl/login", "/fr/login"; "/" → "/", "/nl", "/fr". */
export function localized(path: string, locale: Locale = "en"): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Pre-answers the cookie banner (as newVisitor's `consented` does) for a context of our own. */
export async function preConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    );
  });
}

/**
 * The visible one of what matches: the header renders the account menu twice (desktop bar and
 * mobile menu), one of them hidden by CSS or the `hidden` attribute.
 */
export const visible = (locator: Locator) => locator.filter({ visible: true });

/** The header's account menu entry that shows who is signed in (their e-mail address). */
export const headerEmail = (page: Page, email: string) =>
  visible(page.locator("header").getByTitle(email, { exact: true }));

export const headerLink = (page: Page, name: string) =>
  page.locator("header").getByRole("link", { name, exact: true });

export const headerButton = (page: Page, name: string) =>
  page.locator("header").getByRole("button", { name, exact: true });

/** The message above an account form's button (role alert for errors, status for success). */
export const formStatus = (page: Page, text: string) =>
  page.locator("main").getByText(text, { exact: true });

/** Waits until the locator resolves to exactly one visible element. */
export async function shown(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: "visible", timeout });
}

export interface FormOptions {
  locale?: Locale;
  /** Wait for React to hydrate first (default true; pass false for JavaScript-less contexts). */
  hydrate?: boolean;
}

async function fillCredentials(page: Page, email: string, password: string) {
  const form = page.locator("main form").first();
  await form.locator("input[name=email]").fill(email);
  await form.locator("input[name=password]").fill(password);
}

/** Fills and submits the sign-up form at `path` (default the language's /signup); no waiting after. */
export async function submitSignUp(
  page: Page,
  email: string,
  password: string,
  options: FormOptions & { path?: string } = {},
): Promise<void> {
  const locale = options.locale ?? "en";
  await page.goto(options.path ?? localized("/signup", locale));
  if (options.hydrate ?? true) await waitForHydration(page);
  await fillCredentials(page, email, password);
  await page
    .locator("main")
    .getByRole("button", { name: messages[locale].auth.signup.submit, exact: true })
    .click();
}

/**
 * Fills and submits the login form. With `path` it opens that page first; without, it stays on
 * the language's login page when already there (e.g. after a guard's redirect), else opens it.
 */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  options: FormOptions & { path?: string } = {},
): Promise<void> {
  const locale = options.locale ?? "en";
  const loginPath = localized("/login", locale);
  const here = page.url().startsWith("http") ? new URL(page.url()).pathname : "";
  if (options.path !== undefined) await page.goto(options.path);
  else if (here !== loginPath) await page.goto(loginPath);
  if (options.hydrate ?? true) await waitForHydration(page);
  await fillCredentials(page, email, password);
  await page
    .locator("main")
    .getByRole("button", { name: messages[locale].auth.login.submit, exact: true })
    .click();
}

/** The path (and query) the page is at, without the origin. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Waits until the page is at `path` (pathname, plus the query when `path` has one). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL(
    (url) => (path.includes("?") ? url.pathname + url.search : url.pathname) === path,
    { timeout },
  );
}

/** The sign-up page's answer, the same for a new and a known address: "check your inbox". */
export const signUpSent = (page: Page, email: string, locale: Locale = "en") =>
  formStatus(page, messages[locale].auth.signup.sent.replace("{{email}}", email));

/**
 * Follows the confirmation link mailed to `email` in the page, as the customer would: it
 * confirms the address, signs in and lands where the sign-up came from (`landing`).
 */
export async function confirmEmail(
  page: Page,
  email: string,
  landing: string,
  mailbox?: Mailbox,
): Promise<void> {
  await page.goto(await confirmationLink(email, mailbox));
  await waitForPath(page, landing);
  await shown(headerEmail(page, email));
}

/**
 * Signs up through the page, follows the mailed confirmation link and waits until the new,
 * confirmed account lands signed in on the language's home page. Mails are read from the
 * shared server's outbox unless `mailbox` says otherwise.
 */
export async function signUp(
  page: Page,
  email: string,
  password: string,
  options: FormOptions & { mailbox?: Mailbox } = {},
): Promise<void> {
  const locale = options.locale ?? "en";
  await submitSignUp(page, email, password, options);
  await shown(signUpSent(page, email, locale));
  await confirmEmail(page, email, localized("/", locale), options.mailbox);
}

/** Logs in through the login page and waits until the header shows the e-mail. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  options: FormOptions & { path?: string } = {},
): Promise<void> {
  await submitLogin(page, email, password, options);
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  await shown(headerEmail(page, email));
}

/**
 * Where the admin CLI finds a server's database, as the server was told: its SQLite file, or its
 * PostgreSQL URL (a test server's schema rides in the URL's `options`, see createPostgresSchema).
 */
export type ServerDatabaseEnv = { SQLITE_PATH: string } | { DATABASE_URL: string };

/**
 * `npm run admin -- grant EMAIL` against a server's database (a string is its SQLite file);
 * returns what it printed.
 */
export function grantAdmin(database: string | ServerDatabaseEnv, email: string): Promise<string> {
  return adminCommand(database, ["grant", email]);
}

/**
 * `npm run admin -- reset-2fa EMAIL` against a server's database (a string is its SQLite file):
 * the way back in for someone who lost their second factor; returns what it printed.
 */
export function resetSecondFactor(
  database: string | ServerDatabaseEnv,
  email: string,
): Promise<string> {
  return adminCommand(database, ["reset-2fa", email]);
}

/** `npm run admin -- ARGS` as on the server, against a server's database; what it printed. */
async function adminCommand(database: string | ServerDatabaseEnv, args: string[]): Promise<string> {
  const databaseEnv = typeof database === "string" ? { SQLITE_PATH: database } : database;
  const { stdout } = await promisify(execFile)(process.execPath, ["server/cli/admin.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...databaseEnv },
  });
  return stdout;
}

/** The signed-in session cookie of a context (better-auth's, with our "storefront" prefix). */
export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => /^storefront[._]session_token$/.test(cookie.name));
}
