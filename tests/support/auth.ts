import pino from "pino";
import type { Locale } from "#common/locales.ts";
import {
  createAccountsService,
  type AccountsService,
  type RequestOrigin,
} from "#server/accounts/accounts.service.ts";
import { createAuth, type Auth } from "#server/accounts/auth.ts";
import { sessionResolver } from "#server/accounts/session.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/connection.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import type { OutgoingMail } from "#server/mail/mailer.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";

export interface TestAuth {
  auth: Auth;
  mails: OutgoingMail[];
  /** The account service as services.ts builds it, allowing `max` attempts per window. */
  accounts(max?: number): AccountsService;
  /**
   * A customer signed up through the account service and signed in: `confirmed` follows the
   * confirmation link of their mail (which signs them in), else they sign in with their
   * password and their address stays unconfirmed.
   */
  customer(
    email: string,
    options?: { password?: string; locale?: Locale; confirmed?: boolean },
  ): Promise<{ email: string; headers: Headers }>;
  /** The e-mail confirmation link last mailed to `email`. */
  confirmationLink(email: string): string;
  /** Follows a mailed link as a browser would: better-auth's answer (redirect, cookies). */
  follow(link: string, headers?: Headers): Promise<Response>;
}

export const testAuthConfig: Pick<Config, "publicUrl" | "auth"> = {
  publicUrl: "http://shop.test",
  auth: {
    secret: null,
    secretFile: "",
    rateLimit: { max: 1000, windowSeconds: 600 },
    adminRequiresSecondFactor: true,
    google: null,
    oidc: null,
  },
};

/**
 * better-auth on a test database, whose mails are queued and also kept in `mails`; `queue`
 * replaces the writing of the queue (a failing one, e.g.).
 */
export function createTestAuth(
  db: Database,
  publicUrl = testAuthConfig.publicUrl,
  options: { queue?: typeof queueMails } = {},
): TestAuth {
  const mails: OutgoingMail[] = [];
  const auth = createAuth({
    db,
    config: { ...testAuthConfig, publicUrl },
    secret: "integration-test-secret-4b1f0c9e8d7a6b5c4d3e2f1a",
    // Queued for real (in better-auth's transaction when there is one) and kept in `mails`
    // too: what the sender would send.
    mails: {
      async queue(trx, queued) {
        await (options.queue ?? queueMails)(trx, queued, Date.now());
        mails.push(...queued);
      },
      wake: () => undefined,
    },
    logLinks: false,
    log: pino({ level: "silent" }),
  });
  const accounts = (max = 1000) =>
    createAccountsService({
      db,
      auth,
      limiter: createRateLimitService({ db }),
      rateLimit: { max, windowSeconds: 600 },
      providers: [],
    });
  const confirmationLink = (email: string) => {
    const mail = mails.findLast((m) => m.to === email && m.text.includes("/verify-email?"));
    const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error(`no confirmation mail to ${email}`);
    return link;
  };
  const follow = (link: string, headers = new Headers()) =>
    auth.handler(new Request(link, { headers }));
  return {
    auth,
    mails,
    accounts,
    confirmationLink,
    follow,
    async customer(email, { password = "long enough pw", locale = "en", confirmed = false } = {}) {
      const service = accounts();
      const signedUp = await service.signUp({ email, password }, origin(locale), "/");
      if (!signedUp.ok) throw new Error(`sign-up of ${email} failed: ${signedUp.error}`);
      if (confirmed) {
        const answer = await follow(confirmationLink(email));
        return { email, headers: cookieFrom(answer.headers) };
      }
      const signedIn = await service.signIn({ email, password }, origin(locale));
      if (!signedIn.ok) throw new Error(`sign-in of ${email} failed: ${signedIn.error}`);
      return { email, headers: cookieFrom(signedIn.headers) };
    },
  };
}

/** Who asks, as a page's action passes it to the account service (requestOrigin). */
export function origin(locale: Locale = "en", clientAddress = "203.0.113.1"): RequestOrigin {
  return { clientAddress, locale };
}

/** The request headers a browser would send back after receiving these Set-Cookie headers. */
export function cookieFrom(headers: Headers): Headers {
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return new Headers({ cookie });
}

/** Who the server sees as signed in with these request headers. */
export function whoIs(auth: Auth, headers: Headers) {
  return sessionResolver(auth, headers, new Headers())();
}
