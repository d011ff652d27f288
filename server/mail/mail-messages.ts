import type { Locale } from "#common/locales.ts";
import { goldAlertMailMessages } from "./gold-price-alert-messages.ts";

/**
 * Texts of the e-mails the server sends. They live apart from the page messages because
 * only the server needs them: the browser never downloads these strings.
 */
const en = {
  passwordReset: {
    subject: "Reset your password at {{shop}}",
    greeting: "Hello,",
    intro:
      "We received a request to reset the password of your account at {{shop}}. Choose a new password with the link below. It works once, for one hour.",
    action: "Choose a new password",
    ignore:
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    signoff: "Kind regards,",
  },
  emailConfirmation: {
    subject: "Confirm your e-mail address at {{shop}}",
    greeting: "Hello,",
    intro:
      "Thank you for signing up at {{shop}}. Confirm that this address is yours with the link below; we need it before your first order. It works for 24 hours.",
    action: "Confirm my e-mail address",
    ignore:
      "If you did not sign up, you can ignore this e-mail: without the confirmation no order can be placed with your address.",
    signoff: "Kind regards,",
  },
  signUpAttempt: {
    subject: "Someone tried to sign up at {{shop}} with your address",
    greeting: "Hello,",
    intro:
      "Someone tried to create an account at {{shop}} with this e-mail address, which already has one. Nothing has changed in your account.",
    login: "If it was you, log in here: {{link}}",
    reset: "Forgot your password? Choose a new one here: {{link}}",
    ignore: "If it was not you, you can ignore this e-mail.",
    signoff: "Kind regards,",
  },
  orderPlaced: {
    subject: "Your order {{reference}} at {{shop}}",
    greeting: "Hello {{name}},",
    intro: "Thank you for your order. This is what you ordered:",
    size: "size {{size}}",
    sizeUnknown: "size measured at pickup",
    subtotal: "Subtotal",
    delivery: "Delivery",
    free: "free",
    total: "Total",
    pickup:
      "You collect your order at our shop, {{address}}, and pay there. We call you on {{phone}} when it is ready.",
    transfer:
      "Please transfer {{amount}} to {{iban}} with the structured communication {{communication}}. We send your order, insured, to {{address}} once the payment has arrived.",
    signoff: "Kind regards,",
  },
  orderNotice: {
    subject: "New order {{reference}} from {{name}}",
    intro: "A new order was placed in the web shop ({{method}}).",
    contact: "Customer: {{name}}, {{email}}, {{phone}}",
    pickupMethod: "pickup in the shop",
    deliveryMethod: "insured delivery to {{address}}",
  },
  orderStatus: {
    subject: "Your order {{reference}} at {{shop}}: {{status}}",
    greeting: "Hello {{name}},",
    changed: "The status of your order {{reference}} is now: {{status}}.",
    explained: {
      pending: "We have your order and will start on it soon.",
      processing: "We are preparing your order.",
      shipped: "Your order is on its way to you, or ready in our shop if you collect it.",
      cancelled: "Your order has been cancelled. If you have any questions, please contact us.",
    },
    link: "Your order: {{link}}",
    signoff: "Kind regards,",
  },
  statuses: {
    pending: "Pending",
    processing: "Processing",
    shipped: "Shipped",
    cancelled: "Cancelled",
  },
  metals: {
    "white-gold": "white gold",
    "yellow-gold": "yellow gold",
    "rose-gold": "rose gold",
    platinum: "platinum",
  },
  goldAlert: goldAlertMailMessages.en,
};

export type MailMessages = typeof en;

const nl = {
  passwordReset: {
    subject: "Stel uw wachtwoord opnieuw in bij {{shop}}",
    greeting: "Goedendag,",
    intro:
      "We hebben een aanvraag ontvangen om het wachtwoord van uw account bij {{shop}} opnieuw in te stellen. Kies een nieuw wachtwoord via de link hieronder. Die werkt één keer, gedurende één uur.",
    action: "Kies een nieuw wachtwoord",
    ignore:
      "Hebt u dit niet aangevraagd? Dan kunt u deze e-mail negeren: uw wachtwoord blijft ongewijzigd.",
    signoff: "Met vriendelijke groeten,",
  },
  emailConfirmation: {
    subject: "Bevestig uw e-mailadres bij {{shop}}",
    greeting: "Goedendag,",
    intro:
      "Bedankt voor uw registratie bij {{shop}}. Bevestig met de link hieronder dat dit adres van u is; dat is nodig vóór uw eerste bestelling. De link werkt 24 uur.",
    action: "Mijn e-mailadres bevestigen",
    ignore:
      "Hebt u zich niet geregistreerd? Dan kunt u deze e-mail negeren: zonder bevestiging kan er met uw adres niets besteld worden.",
    signoff: "Met vriendelijke groeten,",
  },
  signUpAttempt: {
    subject: "Iemand probeerde zich bij {{shop}} te registreren met uw adres",
    greeting: "Goedendag,",
    intro:
      "Iemand probeerde bij {{shop}} een account aan te maken met dit e-mailadres, dat er al een heeft. Aan uw account is niets veranderd.",
    login: "Was u het zelf? Log hier in: {{link}}",
    reset: "Wachtwoord vergeten? Kies hier een nieuw: {{link}}",
    ignore: "Was u het niet? Dan kunt u deze e-mail negeren.",
    signoff: "Met vriendelijke groeten,",
  },
  orderPlaced: {
    subject: "Uw bestelling {{reference}} bij {{shop}}",
    greeting: "Goedendag {{name}},",
    intro: "Bedankt voor uw bestelling. Dit hebt u besteld:",
    size: "maat {{size}}",
    sizeUnknown: "maat gemeten bij afhaling",
    subtotal: "Subtotaal",
    delivery: "Levering",
    free: "gratis",
    total: "Totaal",
    pickup:
      "U haalt uw bestelling af in onze winkel, {{address}}, en betaalt daar. We bellen u op {{phone}} zodra ze klaar is.",
    transfer:
      "Schrijf {{amount}} over naar {{iban}} met de gestructureerde mededeling {{communication}}. We versturen uw bestelling verzekerd naar {{address}} zodra de betaling binnen is.",
    signoff: "Met vriendelijke groeten,",
  },
  orderNotice: {
    subject: "Nieuwe bestelling {{reference}} van {{name}}",
    intro: "Er is een nieuwe bestelling geplaatst in de webshop ({{method}}).",
    contact: "Klant: {{name}}, {{email}}, {{phone}}",
    pickupMethod: "afhalen in de winkel",
    deliveryMethod: "verzekerde levering naar {{address}}",
  },
  orderStatus: {
    subject: "Uw bestelling {{reference}} bij {{shop}}: {{status}}",
    greeting: "Goedendag {{name}},",
    changed: "De status van uw bestelling {{reference}} is nu: {{status}}.",
    explained: {
      pending: "We hebben uw bestelling ontvangen en gaan er binnenkort mee aan de slag.",
      processing: "We maken uw bestelling klaar.",
      shipped:
        "Uw bestelling is onderweg naar u, of ligt voor u klaar in onze winkel als u ze afhaalt.",
      cancelled: "Uw bestelling is geannuleerd. Hebt u vragen? Neem dan gerust contact met ons op.",
    },
    link: "Uw bestelling: {{link}}",
    signoff: "Met vriendelijke groeten,",
  },
  statuses: {
    pending: "In afwachting",
    processing: "In behandeling",
    shipped: "Verzonden",
    cancelled: "Geannuleerd",
  },
  metals: {
    "white-gold": "witgoud",
    "yellow-gold": "geelgoud",
    "rose-gold": "roségoud",
    platinum: "platina",
  },
  goldAlert: goldAlertMailMessages.nl,
} satisfies MailMessages;

const fr = {
  passwordReset: {
    subject: "Réinitialisez votre mot de passe chez {{shop}}",
    greeting: "Bonjour,",
    intro:
      "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte chez {{shop}}. Choisissez un nouveau mot de passe via le lien ci-dessous. Il fonctionne une seule fois, pendant une heure.",
    action: "Choisir un nouveau mot de passe",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    signoff: "Cordialement,",
  },
  emailConfirmation: {
    subject: "Confirmez votre adresse e-mail chez {{shop}}",
    greeting: "Bonjour,",
    intro:
      "Merci pour votre inscription chez {{shop}}. Confirmez que cette adresse est la vôtre via le lien ci-dessous ; c’est nécessaire avant votre première commande. Il fonctionne pendant 24 heures.",
    action: "Confirmer mon adresse e-mail",
    ignore:
      "Si vous ne vous êtes pas inscrit, ignorez cet e-mail : sans confirmation, aucune commande ne peut être passée avec votre adresse.",
    signoff: "Cordialement,",
  },
  signUpAttempt: {
    subject: "Quelqu’un a tenté de s’inscrire chez {{shop}} avec votre adresse",
    greeting: "Bonjour,",
    intro:
      "Quelqu’un a tenté de créer un compte chez {{shop}} avec cette adresse e-mail, qui en a déjà un. Rien n’a changé dans votre compte.",
    login: "Si c’était vous, connectez-vous ici : {{link}}",
    reset: "Mot de passe oublié ? Choisissez-en un nouveau ici : {{link}}",
    ignore: "Si ce n’était pas vous, ignorez cet e-mail.",
    signoff: "Cordialement,",
  },
  orderPlaced: {
    subject: "Votre commande {{reference}} chez {{shop}}",
    greeting: "Bonjour {{name}},",
    intro: "Merci pour votre commande. Voici ce que vous avez commandé :",
    size: "taille {{size}}",
    sizeUnknown: "taille mesurée au retrait",
    subtotal: "Sous-total",
    delivery: "Livraison",
    free: "gratuite",
    total: "Total",
    pickup:
      "Vous retirez votre commande dans notre boutique, {{address}}, et la payez sur place. Nous vous appelons au {{phone}} dès qu’elle est prête.",
    transfer:
      "Veuillez virer {{amount}} sur le compte {{iban}} avec la communication structurée {{communication}}. Nous envoyons votre commande, assurée, à {{address}} dès réception du paiement.",
    signoff: "Cordialement,",
  },
  orderNotice: {
    subject: "Nouvelle commande {{reference}} de {{name}}",
    intro: "Une nouvelle commande a été passée dans la boutique en ligne ({{method}}).",
    contact: "Client : {{name}}, {{email}}, {{phone}}",
    pickupMethod: "retrait en boutique",
    deliveryMethod: "livraison assurée à {{address}}",
  },
  orderStatus: {
    subject: "Votre commande {{reference}} chez {{shop}} : {{status}}",
    greeting: "Bonjour {{name}},",
    changed: "Le statut de votre commande {{reference}} est désormais : {{status}}.",
    explained: {
      pending: "Nous avons bien reçu votre commande et nous la traiterons sous peu.",
      processing: "Nous préparons votre commande.",
      shipped:
        "Votre commande est en route, ou vous attend dans notre boutique si vous la retirez sur place.",
      cancelled:
        "Votre commande a été annulée. Pour toute question, n’hésitez pas à nous contacter.",
    },
    link: "Votre commande : {{link}}",
    signoff: "Cordialement,",
  },
  statuses: {
    pending: "En attente",
    processing: "En cours de traitement",
    shipped: "Expédiée",
    cancelled: "Annulée",
  },
  metals: {
    "white-gold": "or blanc",
    "yellow-gold": "or jaune",
    "rose-gold": "or rose",
    platinum: "platine",
  },
  goldAlert: goldAlertMailMessages.fr,
} satisfies MailMessages;

export const mailMessages: Record<Locale, MailMessages> = { en, nl, fr };
