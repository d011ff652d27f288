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
import type { Mailer, OutgoingMail } from "#server/mail/mailer.ts";
import { createRateLimitService } from "#server/rate-limit/rate-limit.service.ts";

export interface TestAuth {
  auth: Auth;
  mails: OutgoingMail[];
  /** The account service as services.ts builds it, allowing `max` attempts per window. */
  accounts(max?: number): AccountsService;
}

export const testAuthConfig: Pick<Config, "publicUrl" | "auth"> = {
  publicUrl: "http://shop.test",
  auth: {
    secret: null,
    secretFile: "",
    rateLimit: { max: 1000, windowSeconds: 600 },
    google: null,
    oidc: null,
  },
};

/** better-auth on a test database, with a mailer that keeps the mails it is given. */
export function createTestAuth(db: Database, publicUrl = testAuthConfig.publicUrl): TestAuth {
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = {
    send(mail) {
      mails.push(mail);
      return Promise.resolve({ via: "smtp" });
    },
  };
  const auth = createAuth({
    db,
    config: { ...testAuthConfig, publicUrl },
    secret: "integration-test-secret-4b1f0c9e8d7a6b5c4d3e2f1a",
    mailer,
    log: pino({ level: "silent" }),
  });
  return {
    auth,
    mails,
    accounts: (max = 1000) =>
      createAccountsService({
        db,
        auth,
        limiter: createRateLimitService({ db }),
        rateLimit: { max, windowSeconds: 600 },
        providers: [],
      }),
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
