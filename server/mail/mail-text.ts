import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import type { OutgoingMail } from "./mailer.ts";

/** Text made safe inside the HTML part of a mail. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message's `{{name}}` placeholders filled in; unknown ones stay as they are. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The words of a mail whose point is one link (each may hold `{{shop}}`). */
export interface LinkMailWords {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  ignore: string;
  signoff: string;
}

/**
 * A mail whose point is one link (confirm an address, set a new password): plain text, and
 * HTML with the link as a button and written out below it, in the reader's language.
 */
export function linkMail(
  to: string,
  locale: Locale,
  words: LinkMailWords,
  link: string,
): OutgoingMail {
  const shop = { shop: business.name };
  const intro = fill(words.intro, shop);
  const text = [words.greeting, "", intro, "", link, "", words.ignore, "", words.signoff];
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Georgia,serif;color:#1c1917;line-height:1.5">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(link)}</p>
<p>${escapeHtml(words.ignore)}</p>
<p>${escapeHtml(words.signoff)}<br>${escapeHtml(business.name)}</p>
</body></html>
`;
  return {
    to,
    subject: fill(words.subject, shop),
    text: [...text, business.name, ""].join("\n"),
    html,
  };
}

/**
 * A mail of paragraphs, each of lines: plain text, and the same as simple HTML (each paragraph
 * a <p>, its lines joined by <br>) in the reader's language.
 */
export function paragraphsMail(
  to: string,
  locale: Locale,
  subject: string,
  paragraphs: string[][],
): OutgoingMail {
  const text = paragraphs.map((lines) => lines.join("\n")).join("\n\n") + "\n";
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Georgia,serif;color:#1c1917;line-height:1.5">
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join("<br>")}</p>`).join("\n")}
</body></html>
`;
  return { to, subject, text, html };
}
