/**
 * The words of the gold price alert's mails (server/mail/gold-price-alert-mails.ts), joined
 * into mailMessages (mail-messages.ts) under `goldAlert`, so the message tests read them too.
 */
const en = {
  confirm: {
    subject: "Confirm your gold price alert at {{shop}}",
    greeting: "Hello,",
    intro:
      "You asked {{shop}} to mail you when fine gold goes {{direction}} {{price}} per gram. Confirm this address with the link below: until then, no alert is sent. The link works for 7 days.",
    action: "Confirm my alert",
    ignore: "If you did not ask for this, you can ignore this e-mail: nothing will be sent to you.",
    signoff: "Kind regards,",
  },
  fired: {
    subject: "Fine gold is {{direction}} {{price}} per gram",
    greeting: "Hello,",
    intro:
      "Fine gold is now at {{current}} per gram, {{direction}} the {{price}} of your alert. We mail you again only once the price has crossed back and then crosses your price again, and at most once a day.",
    prices: "Today's buying prices per karat: {{link}}",
    signoff: "Kind regards,",
  },
  above: "above",
  below: "below",
  unsubscribe: "Stop this alert with one click: {{link}}",
};

export type GoldAlertMailMessages = typeof en;

const nl = {
  confirm: {
    subject: "Bevestig uw goudprijsalarm bij {{shop}}",
    greeting: "Goedendag,",
    intro:
      "U vroeg {{shop}} u te mailen wanneer fijn goud {{direction}} {{price}} per gram gaat. Bevestig dit adres met de link hieronder: tot dan wordt er geen alarm verstuurd. De link werkt 7 dagen.",
    action: "Mijn alarm bevestigen",
    ignore: "Hebt u dit niet gevraagd? Dan kunt u deze e-mail negeren: u ontvangt niets van ons.",
    signoff: "Met vriendelijke groeten,",
  },
  fired: {
    subject: "Fijn goud staat {{direction}} {{price}} per gram",
    greeting: "Goedendag,",
    intro:
      "Fijn goud staat nu op {{current}} per gram, {{direction}} de {{price}} van uw alarm. We mailen u pas opnieuw wanneer de prijs eerst terugkeert en dan opnieuw uw prijs kruist, en hoogstens één keer per dag.",
    prices: "Onze inkoopprijzen per karaat vandaag: {{link}}",
    signoff: "Met vriendelijke groeten,",
  },
  above: "boven",
  below: "onder",
  unsubscribe: "Stop dit alarm met één klik: {{link}}",
} satisfies GoldAlertMailMessages;

const fr = {
  confirm: {
    subject: "Confirmez votre alerte sur le prix de l’or chez {{shop}}",
    greeting: "Bonjour,",
    intro:
      "Vous avez demandé à {{shop}} de vous écrire lorsque l’or fin passe {{direction}} {{price}} le gramme. Confirmez cette adresse via le lien ci-dessous : d’ici là, aucune alerte n’est envoyée. Le lien fonctionne pendant 7 jours.",
    action: "Confirmer mon alerte",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : nous ne vous enverrons rien.",
    signoff: "Cordialement,",
  },
  fired: {
    subject: "L’or fin est passé {{direction}} {{price}} le gramme",
    greeting: "Bonjour,",
    intro:
      "L’or fin est maintenant à {{current}} le gramme, {{direction}} les {{price}} de votre alerte. Nous vous écrirons à nouveau seulement lorsque le prix sera revenu puis aura de nouveau franchi votre prix, et au plus une fois par jour.",
    prices: "Nos prix de rachat par carat aujourd’hui : {{link}}",
    signoff: "Cordialement,",
  },
  above: "au-dessus de",
  below: "en dessous de",
  unsubscribe: "Arrêtez cette alerte en un clic : {{link}}",
} satisfies GoldAlertMailMessages;

export const goldAlertMailMessages = { en, nl, fr };
