/**
 * The privacy notice and terms of sale in English, the source: nl.ts and fr.ts beside this file
 * have exactly these keys. Loaded by /privacy and /terms only (their route `handle`).
 *
 * A section's `body` is paragraphs separated by a blank line; a paragraph whose lines all start
 * with "- " is a list (app/components/legal/legal-text.tsx). The shop's details are not in the
 * texts but come from server/business.ts, shown beside them.
 */
import { blocks } from "./blocks.ts";

export const en = {
  legal: {
    updated: "Last updated: {{date}}",
    contents: "On this page",
    privacy: {
      title: "Privacy notice",
      intro:
        "This notice explains in plain language which personal data we process when you visit our website, create an account, order a piece or ask us to value your gold, diamonds or watch.",
      sections: {
        controller: {
          title: "Who is responsible for your data",
          body: "{{name}} is the controller of your personal data: we decide what is collected and why. You can reach us at:",
        },
        data: {
          title: "What we collect and why",
          body: blocks(
            "- Your account: your e-mail address, your name and, if you add it, your phone number, so that you can sign in, follow your orders and check out faster. We store your password only as a hash, from which it cannot be read back. If you sign in with another provider (such as Google), we receive your e-mail address and name from it.\n- Your orders: your name, phone number, delivery address and the pieces you order (with their carat, metal, ring size and price), to prepare, deliver and invoice your order and to answer your questions about it.\n- Valuation requests through the contact form: your name, e-mail address, phone number, your message and the photos you send, to value your items and make you an offer.\n- Gold price alerts: your e-mail address, the language and the price you chose, to mail you when fine gold crosses it, once you have confirmed the address.\n- Technical data: to protect our forms against abuse, our server briefly uses your IP address to limit the number of attempts.",
            "We do not sell your data and we do not use it for automated decisions about you.",
          ),
        },
        cookies: {
          title: "Cookies and similar technologies",
          body: blocks(
            "We only store what the site needs to work, unless you agree to more:",
            "- A session cookie, only when you sign in, to keep you signed in. It is deleted when you sign out or when it expires.\n- Your choice of language, so that the site opens in your language next time.\n- Your cart, kept in your own browser until you order or empty it.\n- Your cookie choice (accept, reject or your own selection), kept in your browser so that we do not ask again on every page.",
            "The map of our store and any other content from third parties load only after you have accepted functional cookies. Analytics or marketing cookies are only used if you accept them. To change your choice, clear this site's stored data in your browser: the cookie banner then asks again.",
          ),
        },
        bases: {
          title: "Legal bases",
          body: blocks(
            "- Contract: your account and your orders, and the steps you ask for before a sale, such as a valuation.\n- Legal obligation: keeping invoices and order records as Belgian accounting and tax law requires.\n- Legitimate interest: protecting the site and our forms against abuse.\n- Consent: optional cookies and content from third parties. You can withdraw your consent at any time; this does not affect what was done before.",
          ),
        },
        retention: {
          title: "How long we keep your data",
          body: blocks(
            "- Orders and invoices: 7 years after the end of the financial year, as Belgian accounting law requires.\n- Valuation requests and their photos: 2 years after our last contact about them, unless they lead to a sale.\n- Gold price alerts: until you stop the alert with the link in any of its mails; an alert you never confirmed, 7 days.\n- Your account: until you ask us to delete it. Your orders are then still kept for the period above.\n- The session cookie: until you sign out or it expires. Your cookie choice: until you clear it in your browser.",
          ),
        },
        recipients: {
          title: "Who receives your data",
          body: blocks(
            "Only the service providers we need, under a contract that binds them to use your data for our purposes only:",
            "- our hosting provider, which runs the website and its database;\n- our e-mail delivery provider, which sends order confirmations, replies and password-reset mails;\n- for insured delivery, the carrier, which receives your name, phone number and delivery address.",
            "Your bank and ours process your payment by bank transfer. If a provider processes data outside the European Economic Area, we make sure appropriate safeguards apply, such as the European Commission's standard contractual clauses.",
          ),
        },
        rights: {
          title: "Your rights",
          body: blocks(
            "You may ask us at any time for access to your data, to correct it, to erase it, to restrict its use, or to receive it in a common format to take it elsewhere (portability). You may object to processing based on our legitimate interest. We answer within one month.",
            "If you think we do not handle your data correctly, please tell us first. You also have the right to complain to the Belgian Data Protection Authority, Drukpersstraat 35, 1000 Brussels (www.dataprotectionauthority.be, in Dutch gegevensbeschermingsautoriteit.be, in French autoriteprotectiondonnees.be).",
          ),
        },
        contact: {
          title: "Contact",
          body: "For any question about your data or to use your rights, write to us or call us:",
        },
      },
    },
    terms: {
      title: "Terms of sale",
      intro:
        "These terms apply to every order placed on this website. They tell you in plain language what you can expect from us and what we expect from you. Belgian and European consumer law always apply, even where these terms say nothing.",
      sections: {
        seller: {
          title: "Who sells",
          body: "The seller is:",
        },
        prices: {
          title: "Prices",
          body: blocks(
            "All prices are in euros and include VAT. The delivery fee, if any, is shown before you place your order. The price that applies is the one shown when you order.",
            "If a price is obviously wrong (for example a ring at a tenth of its value), we tell you before we accept your payment, and you may cancel the order free of charge.",
          ),
        },
        order: {
          title: "Your order and the contract",
          body: blocks(
            "You need an account to order. You choose your pieces, check the summary with its total, and confirm with the button that places the order with an obligation to pay.",
            "The contract is concluded when you receive our confirmation by e-mail. Many of our pieces are one of a kind: if a piece turns out to be no longer available, we tell you straight away and refund anything you have paid.",
          ),
        },
        payment: {
          title: "Payment",
          body: blocks(
            "You pay by bank transfer to the account shown on your order confirmation and in our e-mail, using the structured communication given there (+++123/4567/89012+++), so that your payment is matched to your order. If you pick up your order at the store, you may also pay there.",
            "We keep your pieces reserved for 7 days. If your payment has not arrived by then, we contact you and may cancel the order. The pieces remain ours until they are paid in full.",
          ),
        },
        delivery: {
          title: "Pickup and delivery",
          body: blocks(
            "- Pickup at our store in Antwerp, free of charge, during opening hours once we tell you your order is ready. Please bring an identity document.\n- Insured delivery to Belgium, the Netherlands, France or Luxembourg for {{fee}}, free for orders from {{freeFrom}}. We send your order once your payment has arrived, at the latest within 30 days.",
            "The risk of loss or damage passes to you when you or someone you name receives the parcel. Please check the packaging when it arrives and tell us within a few days if anything is wrong.",
          ),
        },
        withdrawal: {
          title: "Your 14-day right of withdrawal",
          body: blocks(
            "You may withdraw from a purchase made on this website without giving a reason within 14 days from the day you, or someone you name other than the carrier, receive the piece. Tell us clearly by e-mail or by letter before the period ends; you may use the model withdrawal form of the Belgian Code of Economic Law, but you do not have to.",
            "Send or bring the piece back, unworn and with its certificates and packaging, within 14 days after telling us. Return costs are yours; we advise insured shipping. We refund everything you paid, including the standard delivery fee, within 14 days after your notice, by bank transfer; we may wait until we have received the piece back. You are responsible for any loss in value caused by handling the piece more than needed to see what it is.",
            "Exception: there is no right of withdrawal for pieces made to your specifications, such as a ring sized to your finger or engraved at your request. We always tell you before the work starts.",
          ),
        },
        guarantee: {
          title: "Legal guarantee",
          body: blocks(
            "Every piece comes with the legal guarantee of conformity of 2 years from delivery. If a piece has a defect that existed at delivery, we repair or replace it free of charge; if that is impossible or disproportionate, you are entitled to a price reduction or to end the contract. Please tell us within 2 months after you notice the defect.",
            "The guarantee does not cover normal wear or damage caused by a knock, a fall or improper care.",
          ),
        },
        complaints: {
          title: "Complaints",
          body: blocks(
            "If something is not right, contact us first: most problems are solved quickly in the store or by e-mail. We answer every complaint within 7 working days.",
            "If we cannot agree, you can turn free of charge to the Belgian Consumer Mediation Service (www.consumentenombudsdienst.be, www.mediationconsommateur.be). The EU online dispute resolution platform was closed in 2025 and no longer takes complaints.",
          ),
        },
        law: {
          title: "Applicable law and courts",
          body: "These terms and every sale are governed by Belgian law. Disputes go to the courts of Antwerp. If you are a consumer, this never takes away the protection of the mandatory law of the country where you live, nor your right to go to the court of your place of residence.",
        },
      },
    },
  },
};

export type LegalMessages = typeof en;
