import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The mail that confirms an account's address (better-auth's verification link), in the
 * account's language: needed before the first order (docs/security.md).
 */
export function emailConfirmationMail(to: string, locale: Locale, link: string): OutgoingMail {
  const m = mailMessages[locale].emailConfirmation;
  const intro = fill(m.intro, { shop: business.name });
  const text = [m.greeting, "", intro, "", link, "", m.ignore, "", m.signoff, business.name, ""];
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Georgia,serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(m.action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(link)}</p>
<p>${escapeHtml(m.ignore)}</p>
<p>${escapeHtml(m.signoff)}<br>${escapeHtml(business.name)}</p>
</body></html>
`;
  return { to, subject: fill(m.subject, { shop: business.name }), text: text.join("\n"), html };
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
