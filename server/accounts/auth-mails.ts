import { queueAfterTransactionHook } from "@better-auth/core/context";
import { createEmailVerificationToken } from "better-auth/api";
import type { BetterAuthOptions } from "better-auth";
import type { Logger } from "pino";
import { z } from "zod";
import { isLocale, localizePath, type Locale } from "#common/locales.ts";
import type { Database } from "#server/db/connection.ts";
import { currentTransaction } from "#server/db/tracked-transactions.ts";
import { emailConfirmationMail, signUpAttemptMail } from "#server/mail/account-mails.ts";
import type { OutgoingMail } from "#server/mail/mailer.ts";
import { passwordResetMail } from "#server/mail/password-reset-mail.ts";
import { findProfile } from "./profile.queries.ts";

/** Where account mails go: the mail queue (docs/decisions/0024-queued-mails.md). */
export interface AccountMailQueue {
  /** Writes mails to the queue in `db`: a transaction's when given one. */
  queue(db: Database, mails: OutgoingMail[]): Promise<void>;
  /** Mails were committed to the queue: send them now. */
  wake(): void;
}

export interface AuthMailDependencies {
  db: Database;
  publicUrl: string;
  /** better-auth's secret: confirmation links are its signed tokens. */
  secret: string;
  /** How long a confirmation link works, in seconds. */
  confirmationSeconds: number;
  mails: AccountMailQueue;
  /** Without SMTP the links are logged too, so a shop on a fresh clone can follow them. */
  logLinks: boolean;
  log: Logger;
}

/** better-auth's path of the password sign-up (its endpoint context names it). */
const SIGN_UP_PATH = "/sign-up/email";
/** better-auth stores a reset token as a verification row named `reset-password:<token>`. */
const RESET_PREFIX = "reset-password:";
/** What the sign-up hook reads of the sign-up's body: where the confirmation link returns. */
const signUpBody = z.object({ callbackURL: z.string().default("/") });

/** The language of an account's mails: the one it last used the shop in (the users row). */
function userLocale(user: object): Locale {
  // better-auth types the user without our additional fields; the row has them.
  const stored = "locale" in user ? user.locale : undefined;
  return isLocale(stored) ? stored : "en";
}

/**
 * The account mails, as better-auth options. A mail that goes with a write is queued by a
 * database hook in better-auth's transaction, before the write: the confirmation link with
 * the new account, the reset link with its token, so either both commit or neither (its mail
 * callbacks run after the commit, or swallow errors, and would lose the mail in a crash).
 * Mails that go with no write (a sign-up with a known address, a confirmation sent again) are
 * queued at once, awaited, so both kinds of sign-up answer after one queued mail.
 */
export function authMails({ db, publicUrl, secret, ...deps }: AuthMailDependencies) {
  const log = deps.log.child({ module: "auth" });
  const authUrl = `${publicUrl}/api/auth`;

  async function queue(mail: OutgoingMail, what: string, link?: string): Promise<void> {
    if (deps.logLinks && link) log.info({ link }, `${what} link`);
    await deps.mails.queue(currentTransaction() ?? db, [mail]);
    // Outside a transaction this runs at once; inside, once it has committed.
    await queueAfterTransactionHook(() => {
      deps.mails.wake();
      return Promise.resolve();
    });
  }

  async function confirmationLink(email: string, callbackURL: string): Promise<string> {
    const token = await createEmailVerificationToken(
      secret,
      email,
      undefined,
      deps.confirmationSeconds,
    );
    // The address better-auth's own sign-up mails (GET /api/auth/verify-email).
    return `${authUrl}/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
  }

  const databaseHooks: BetterAuthOptions["databaseHooks"] = {
    user: {
      create: {
        async before(user, context) {
          if (context?.path !== SIGN_UP_PATH || user.emailVerified) return;
          const { callbackURL } = signUpBody.parse(context.body);
          const link = await confirmationLink(user.email, callbackURL);
          await queue(
            emailConfirmationMail(user.email, userLocale(user), link),
            "e-mail confirmation",
            link,
          );
        },
      },
    },
    verification: {
      create: {
        async before(verification) {
          if (!verification.identifier.startsWith(RESET_PREFIX)) return;
          const token = verification.identifier.slice(RESET_PREFIX.length);
          const user = await findProfile(currentTransaction() ?? db, verification.value);
          if (!user) return;
          const locale = userLocale(user);
          const link = `${publicUrl}${localizePath("/reset-password/new", locale)}?token=${encodeURIComponent(token)}`;
          await queue(passwordResetMail(user.email, locale, link), "password reset", link);
        },
      },
    },
  };

  return {
    databaseHooks,
    /** The confirmation link again (from checkout): no write goes with it. */
    async sendVerificationEmail({ user, url }: { user: { email: string }; url: string }) {
      await queue(
        emailConfirmationMail(user.email, userLocale(user), url),
        "e-mail confirmation",
        url,
      );
    },
    /** A sign-up with a known address tells its owner instead (auth.ts, autoSignIn). */
    async onExistingUserSignUp({ user }: { user: { email: string } }) {
      const locale = userLocale(user);
      const links = {
        login: `${publicUrl}${localizePath("/login", locale)}`,
        reset: `${publicUrl}${localizePath("/reset-password", locale)}`,
      };
      await queue(signUpAttemptMail(user.email, locale, links), "sign-up attempt");
    },
  };
}
