import type { Locale } from "#common/locales.ts";
import { formatCarat, formatEuros } from "#common/format.ts";
import type { RingMetal } from "#common/metals.ts";
import type { OrderStatus } from "#common/order-statuses.ts";
import { business } from "#server/business.ts";
import { mailMessages } from "./mail-messages.ts";
import type { OutgoingMail } from "./mailer.ts";
import { fill, paragraphsMail } from "./mail-text.ts";

export interface MailedOrder {
  reference: string;
  customer: { name: string; email: string; phone: string };
  items: {
    /** As the customer saw it, in their language. */
    name: string;
    /** The shop's (English) name, for the shop's notice. */
    englishName: string;
    carat: number | null;
    metal: RingMetal | null;
    ringSize: string | null;
    quantity: number;
    unitPriceCents: number;
  }[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** Null for pickup; the address as one line for delivery. */
  deliveryAddress: string | null;
  payment: { iban: string; communication: string };
}

const shopAddress = `${business.street}, ${business.postalCode} ${business.city}`;

/**
 * The order's lines and sums as plain text lines, in the mail's language; the pieces named as
 * the customer saw them, or by the shop's English names in the shop's notice.
 */
function orderLines(order: MailedOrder, locale: Locale, names: "customer" | "shop"): string[] {
  const m = mailMessages[locale];
  const money = (cents: number) => formatEuros(cents, locale);
  // French sets a (non-breaking) space before a colon.
  const colon = locale === "fr" ? "\u00a0: " : ": ";
  const items = order.items.map((item) => {
    const options = [
      item.carat === null ? null : `${formatCarat(item.carat, locale)} ct`,
      item.metal ? m.metals[item.metal] : null,
      item.ringSize === null
        ? null
        : item.ringSize === "unknown"
          ? m.orderPlaced.sizeUnknown
          : fill(m.orderPlaced.size, { size: item.ringSize }),
    ].filter((option) => option !== null);
    const name = names === "shop" ? item.englishName : item.name;
    const described = options.length > 0 ? `${name} (${options.join(", ")})` : name;
    return `${item.quantity} × ${described}${colon}${money(item.unitPriceCents * item.quantity)}`;
  });
  const fee = order.deliveryFeeCents === 0 ? m.orderPlaced.free : money(order.deliveryFeeCents);
  return [
    ...items,
    "",
    `${m.orderPlaced.subtotal}${colon}${money(order.subtotalCents)}`,
    `${m.orderPlaced.delivery}${colon}${fee}`,
    `${m.orderPlaced.total}${colon}${money(order.totalCents)}`,
  ];
}

/** To the customer, in the language they ordered in: what they ordered and how to pay. */
export function orderConfirmationMail(order: MailedOrder, locale: Locale): OutgoingMail {
  const m = mailMessages[locale].orderPlaced;
  const payment = order.deliveryAddress
    ? fill(m.transfer, {
        amount: formatEuros(order.totalCents, locale),
        iban: order.payment.iban,
        communication: order.payment.communication,
        address: order.deliveryAddress,
      })
    : fill(m.pickup, { address: shopAddress, phone: order.customer.phone });
  return paragraphsMail(
    order.customer.email,
    locale,
    fill(m.subject, { reference: order.reference, shop: business.name }),
    [
      [fill(m.greeting, { name: order.customer.name })],
      [m.intro],
      orderLines(order, locale, "customer"),
      [payment],
      [m.signoff, business.name],
    ],
  );
}

/** To the shop, in Dutch (the shop's own language): who ordered what, and how it goes out. */
export function orderNoticeMail(order: MailedOrder, to: string): OutgoingMail {
  const locale = "nl";
  const m = mailMessages[locale].orderNotice;
  const method = order.deliveryAddress
    ? fill(m.deliveryMethod, { address: order.deliveryAddress })
    : m.pickupMethod;
  return paragraphsMail(
    to,
    locale,
    fill(m.subject, { reference: order.reference, name: order.customer.name }),
    [
      [fill(m.intro, { method })],
      [fill(m.contact, order.customer)],
      orderLines(order, locale, "shop"),
    ],
  );
}

export interface MailedStatusChange {
  reference: string;
  status: OrderStatus;
  customer: { name: string; email: string };
  /** The order's own page in the customer's language, on the shop's public address. */
  link: string;
}

/** To the customer, in the language they ordered in: the order's new status and what it means. */
export function orderStatusMail(change: MailedStatusChange, locale: Locale): OutgoingMail {
  const messages = mailMessages[locale];
  const m = messages.orderStatus;
  const values = {
    reference: change.reference,
    shop: business.name,
    status: messages.statuses[change.status],
    name: change.customer.name,
    link: change.link,
  };
  // Orders placed before checkout asked for a name have none: a greeting without it.
  const greeting = change.customer.name
    ? fill(m.greeting, values)
    : messages.passwordReset.greeting;
  return paragraphsMail(change.customer.email, locale, fill(m.subject, values), [
    [greeting],
    [fill(m.changed, values), m.explained[change.status]],
    [fill(m.link, values)],
    [m.signoff, business.name],
  ]);
}
