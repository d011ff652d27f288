import { describe, expect, it } from "vitest";
import { goldAlertConfirmationMail, goldAlertMail } from "#server/mail/gold-price-alert-mails.ts";

const unsubscribeLink = "https://shop.example/fr/gold-price/alerts/unsubscribe?alert=A1&token=t&x";
const alert = (locale: "en" | "nl" | "fr", direction: "above" | "below" = "above") => ({
  email: "an@example.be",
  locale,
  direction,
  centsPerGram: 9550,
  unsubscribeLink,
});

describe("gold price alert mails", () => {
  it("give every mail the unsubscribe link, in the text, the HTML and RFC 8058's headers", () => {
    const mails = [
      goldAlertConfirmationMail(
        alert("fr"),
        "https://shop.example/fr/gold-price/alerts/confirm?a=1&b=2",
      ),
      goldAlertMail(alert("fr"), { centsPerGram: 10_232 }, "https://shop.example/fr/gold-price"),
    ];
    for (const mail of mails) {
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${unsubscribeLink}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(`Arrêtez cette alerte en un clic : ${unsubscribeLink}`);
      // The link's & is escaped in the HTML part, never written raw.
      expect(mail.html).toContain("alert=A1&#38;token=t&#38;x");
      expect(mail.html).not.toContain("token=t&x");
      expect(mail.html).toContain('<html lang="fr">');
    }
  });

  it("say the direction and the prices in the alert's language and number format", () => {
    const now = { centsPerGram: 9_012 };
    expect(goldAlertMail(alert("en", "below"), now, "https://x.example/gold-price").subject).toBe(
      "Fine gold is below €95.50 per gram",
    );
    const nl = goldAlertMail(alert("nl", "below"), now, "https://x.example/nl/gold-price");
    expect(nl.subject).toBe("Fijn goud staat onder €\u00a095,50 per gram");
    expect(nl.text).toContain("Fijn goud staat nu op €\u00a090,12 per gram, onder de €\u00a095,50");
    expect(nl.text).toContain("https://x.example/nl/gold-price");
    const fr = goldAlertConfirmationMail(alert("fr"), "https://x.example/fr/confirm");
    expect(fr.subject).toBe(
      "Confirmez votre alerte sur le prix de l’or chez Schelde Gold & Diamonds",
    );
    expect(fr.text).toContain("au-dessus de 95,50\u00a0€ le gramme");
  });
});
