import { formatEuros } from "#common/format.ts";
import type { Locale } from "#common/locales.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";
import { escapeHtml, fill, linkMail, paragraphsMail } from "./mail-text.ts";

/** What a gold price alert's mails say of it, and its links on the shop's public address. */
export interface MailedAlert {
  email: string;
  locale: Locale;
  direction: "above" | "below";
  centsPerGram: number;
  /** The alert's unsubscribe page: opened, it asks for one click; posted to, it stops the alert. */
  unsubscribeLink: string;
}

/**
 * RFC 2369's List-Unsubscribe and RFC 8058's one-click POST: a mail program's own
 * "unsubscribe" posts `List-Unsubscribe=One-Click` to the link, without the visitor signing in.
 */
function unsubscribeHeaders(link: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${link}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function alertWords(alert: MailedAlert) {
  const m = mailMessages[alert.locale].goldAlert;
  return {
    m,
    values: {
      shop: business.name,
      direction: m[alert.direction],
      price: formatEuros(alert.centsPerGram, alert.locale),
      link: alert.unsubscribeLink,
    },
  };
}

/** The double opt-in: no alert is mailed before its address follows `confirmLink`. */
export function goldAlertConfirmationMail(alert: MailedAlert, confirmLink: string): OutgoingMail {
  const { m, values } = alertWords(alert);
  const words = { ...m.confirm, intro: fill(m.confirm.intro, values) };
  const mail = linkMail(alert.email, alert.locale, words, confirmLink);
  const unsubscribe = fill(m.unsubscribe, values);
  return {
    ...mail,
    text: `${mail.text}\n${unsubscribe}\n`,
    html: mail.html.replace("</body>", `<p>${escapeHtml(unsubscribe)}</p>\n</body>`),
    headers: unsubscribeHeaders(alert.unsubscribeLink),
  };
}

/** The alert itself: the price crossed the alert's, and what the shop pays per karat today. */
export function goldAlertMail(
  alert: MailedAlert,
  current: { centsPerGram: number },
  pricesLink: string,
): OutgoingMail {
  const { m, values } = alertWords(alert);
  const all = { ...values, current: formatEuros(current.centsPerGram, alert.locale) };
  return {
    ...paragraphsMail(alert.email, alert.locale, fill(m.fired.subject, all), [
      [m.fired.greeting],
      [fill(m.fired.intro, all)],
      [fill(m.fired.prices, { link: pricesLink })],
      [m.fired.signoff, business.name],
      [fill(m.unsubscribe, all)],
    ]),
    headers: unsubscribeHeaders(alert.unsubscribeLink),
  };
}
