import type { Locale } from "#common/locales.ts";

/**
 * Texts of the e-mails the server sends. They live apart from the page catalogs because
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
};

export type MailCatalog = typeof en;

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
} satisfies MailCatalog;

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
} satisfies MailCatalog;

export const mailCatalogs: Record<Locale, MailCatalog> = { en, nl, fr };
