import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";
import { fill, linkMail, paragraphsMail } from "./mail-text.ts";

/**
 * The mail that confirms an account's address (better-auth's verification link), in the
 * account's language: needed before the first order (docs/security.md).
 */
export function emailConfirmationMail(to: string, locale: Locale, link: string): OutgoingMail {
  return linkMail(to, locale, mailMessages[locale].emailConfirmation, link);
}

/**
 * To an address that already has an account when someone signs up with it: the sign-up page
 * answers exactly as for a new address, so only the owner learns that the account exists.
 */
export function signUpAttemptMail(
  to: string,
  locale: Locale,
  links: { login: string; reset: string },
): OutgoingMail {
  const m = mailMessages[locale].signUpAttempt;
  const paragraphs = [
    [m.greeting],
    [fill(m.intro, { shop: business.name })],
    [fill(m.login, { link: links.login }), fill(m.reset, { link: links.reset })],
    [m.ignore],
    [m.signoff, business.name],
  ];
  return paragraphsMail(to, locale, fill(m.subject, { shop: business.name }), paragraphs);
}
