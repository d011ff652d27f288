import type { Locale } from "#common/locales.ts";
import type { Database } from "#server/db/connection.ts";
import { queueMails } from "#server/mail/mail-queue.queries.ts";
import {
  orderConfirmationMail,
  orderNoticeMail,
  orderStatusMail,
  type MailedOrder,
  type MailedStatusChange,
} from "#server/mail/order-mails.ts";

/**
 * The two mails of a new order, rendered now and queued in the transaction that stores the
 * order (docs/decisions/0024-queued-mails.md): the confirmation to the customer in their
 * language, the notice to the shop. Both exist exactly when the order does; the mail sender
 * sends them once that transaction has committed.
 */
export function queueOrderMails(
  trx: Database,
  order: MailedOrder,
  locale: Locale,
  shopAddress: string,
): Promise<void> {
  const mails = [orderConfirmationMail(order, locale), orderNoticeMail(order, shopAddress)];
  return queueMails(trx, mails, Date.now());
}

/**
 * The customer's mail when the shop changes their order's status, in the order's language,
 * queued in the transaction that stores the new status.
 */
export function queueStatusMail(
  trx: Database,
  change: MailedStatusChange,
  locale: Locale,
): Promise<void> {
  return queueMails(trx, [orderStatusMail(change, locale)], Date.now());
}
