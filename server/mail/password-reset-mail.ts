import { mailMessages } from "#server/mail/mail-messages.ts";
import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import type { OutgoingMail } from "./mailer.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password-reset mail in the user's language, as plain text and as simple HTML. */
export function passwordResetMail(to: string, locale: Locale, link: string): OutgoingMail {
  const m = mailMessages[locale].passwordReset;
  const fill = (text: string) => text.replaceAll("{{shop}}", business.name);
  const subject = fill(m.subject);
  const intro = fill(m.intro);
  const text = [
    m.greeting,
    "",
    intro,
    "",
    link,
    "",
    m.ignore,
    "",
    m.signoff,
    business.name,
    "",
  ].join("\n");
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
  return { to, subject, text, html };
}
