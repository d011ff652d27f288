import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";
import { escapeHtml, fill, linkMail } from "./mail-text.ts";

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
  const text = paragraphs.map((lines) => lines.join("\n")).join("\n\n") + "\n";
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Georgia,serif;color:#1c1917;line-height:1.5">
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`).join("\n")}
</body></html>
`;
  return { to, subject: fill(m.subject, { shop: business.name }), text, html };
}
