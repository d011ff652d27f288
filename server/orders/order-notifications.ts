import type { Logger } from "pino";
import type { Locale } from "#common/locales.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import {
  orderConfirmationMail,
  orderNoticeMail,
  orderStatusMail,
  type MailedOrder,
  type MailedStatusChange,
} from "#server/mail/order-mails.ts";

/**
 * The two mails of a new order: the confirmation to the customer in their language, the
 * notice to the shop. The order stands whatever happens to them: a mail that cannot be sent
 * is logged (with the order's reference) for the shop to follow up, never an error page.
 */
export function orderNotifier(mailer: Mailer, shopAddress: string, log: Logger) {
  return async (order: MailedOrder, locale: Locale) => {
    const mails = [orderConfirmationMail(order, locale), orderNoticeMail(order, shopAddress)];
    const sent = await Promise.allSettled(mails.map((mail) => mailer.send(mail)));
    for (const [index, result] of sent.entries()) {
      if (result.status === "rejected") {
        log.error(
          { err: result.reason, reference: order.reference, to: mails[index]?.to },
          "an order mail could not be sent",
        );
      }
    }
  };
}

/**
 * The customer's mail when the shop changes their order's status, in the order's language. The
 * new status stands whatever happens to the mail: one that cannot be sent is logged.
 */
export function statusNotifier(mailer: Mailer, log: Logger) {
  return async (change: MailedStatusChange, locale: Locale) => {
    try {
      await mailer.send(orderStatusMail(change, locale));
    } catch (error) {
      log.error(
        { err: error, reference: change.reference, to: change.customer.email },
        "an order status mail could not be sent",
      );
    }
  };
}
