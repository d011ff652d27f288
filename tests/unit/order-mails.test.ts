import { describe, expect, it } from "vitest";
import {
  orderConfirmationMail,
  orderNoticeMail,
  orderStatusMail,
  type MailedOrder,
} from "#server/mail/order-mails.ts";

const order: MailedOrder = {
  reference: "AB12CD",
  customer: { name: "An <Peeters>", email: "an@example.be", phone: "+32 470 12 34 56" },
  items: [
    {
      name: "Aurora Solitaire Rond",
      englishName: "Aurora Round Solitaire",
      carat: 150,
      metal: "rose-gold",
      ringSize: "unknown",
      quantity: 2,
      unitPriceCents: 125_000,
    },
    {
      name: "Meir Pendant",
      englishName: "Meir Pendant",
      carat: null,
      metal: null,
      ringSize: null,
      quantity: 1,
      unitPriceCents: 685_000,
    },
  ],
  subtotalCents: 935_000,
  deliveryFeeCents: 0,
  totalCents: 935_000,
  deliveryAddress: null,
  payment: { iban: "BE71096123456769", communication: "+++090/9337/55493+++" },
};

describe("order mails", () => {
  it("confirms a pickup order in the customer's language with every line and the sums", () => {
    const mail = orderConfirmationMail(order, "nl");
    expect(mail.to).toBe("an@example.be");
    expect(mail.subject).toBe("Uw bestelling AB12CD bij Schelde Gold & Diamonds");
    expect(mail.text).toContain(
      "2 × Aurora Solitaire Rond (1,5 ct, roségoud, maat gemeten bij afhaling): €\u00a02.500,00",
    );
    expect(mail.text).toContain("1 × Meir Pendant: €\u00a06.850,00");
    expect(mail.text).toContain("Levering: gratis");
    expect(mail.text).toContain("Pelikaanstraat 62");
    // Text from people is escaped in the HTML part.
    expect(mail.html).toContain("An &#60;Peeters&#62;");
    expect(mail.html).not.toContain("<Peeters>");
  });

  it("tells a delivery customer how to pay by transfer, in French", () => {
    const mail = orderConfirmationMail(
      {
        ...order,
        deliveryAddress: "Meir 1, 2000 Antwerpen, BE",
        deliveryFeeCents: 2500,
        totalCents: 937_500,
      },
      "fr",
    );
    expect(mail.text).toContain("BE71096123456769");
    expect(mail.text).toContain("+++090/9337/55493+++");
    expect(mail.text).toContain("Meir 1, 2000 Antwerpen, BE");
    expect(mail.text).toMatch(/Livraison\s:\s25,00\s€/);
  });

  it("tells the shop who ordered what, in Dutch", () => {
    const mail = orderNoticeMail(order, "shop@example.be");
    expect(mail.to).toBe("shop@example.be");
    expect(mail.subject).toBe("Nieuwe bestelling AB12CD van An <Peeters>");
    expect(mail.text).toContain("an@example.be");
    expect(mail.text).toContain("afhalen in de winkel");
    // The shop reads its own (English) names, whatever language the customer ordered in.
    expect(mail.text).toContain("2 × Aurora Round Solitaire (1,5 ct, roségoud");
    expect(mail.text).not.toContain("Solitaire Rond");
  });

  const change = {
    reference: "AB12CD",
    status: "shipped" as const,
    customer: { name: "", email: "marie@example.fr" },
    link: "https://shop.example/fr/orders/AB12CD",
  };

  it("tells the customer the new status in their language, with a link to the order", () => {
    const mail = orderStatusMail(change, "fr");
    expect(mail.to).toBe("marie@example.fr");
    expect(mail.subject).toBe("Votre commande AB12CD chez Schelde Gold & Diamonds : Expédiée");
    // An order without a name is greeted without one.
    expect(mail.text.startsWith("Bonjour,\n")).toBe(true);
    expect(mail.text).toContain("est désormais : Expédiée.");
    expect(mail.text).toContain("https://shop.example/fr/orders/AB12CD");
  });
});
