import type { Locale } from "#common/locales.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";
import { linkMail } from "./mail-text.ts";

/** The password-reset mail in the user's language, as plain text and as simple HTML. */
export function passwordResetMail(to: string, locale: Locale, link: string): OutgoingMail {
  return linkMail(to, locale, mailMessages[locale].passwordReset, link);
}
