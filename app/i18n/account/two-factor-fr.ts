import type { twoFactorEn } from "./two-factor-en.ts";

/** The second factor's strings in French (Belgian): the keys of two-factor-en.ts. */
export const twoFactorFr: typeof twoFactorEn = {
  title: "Connexion en deux étapes",
  intro:
    "Après votre mot de passe, la connexion demande un code d'une application d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, 1Password…) : un mot de passe volé ne suffit plus à ouvrir votre compte.",
  adminRequired:
    "Le panneau d'administration ne s'ouvre qu'aux administrateurs dotés d'une seconde étape : activez ci-dessous la connexion en deux étapes, ou ajoutez une clé d'accès.",
  confirmFirst:
    "Cette connexion n'a pas encore demandé votre seconde étape. Pour modifier votre façon de vous connecter, confirmez d'abord votre identité.",
  on: "La connexion en deux étapes est activée.",
  off: "La connexion en deux étapes est désactivée.",
  codesLeft_one: "Il vous reste {{count}} code de secours.",
  codesLeft_other: "Il vous reste {{count}} codes de secours.",
  needsPassword:
    "La connexion en deux étapes protège la connexion par mot de passe, et votre compte n'en a pas : vous vous connectez via un service externe. Pour en définir un, utilisez « Mot de passe oublié ? » sur la page de connexion.",
  password: "Mot de passe actuel",
  start: "Configurer la connexion en deux étapes",
  starting: "Configuration...",
  scanTitle: "1. Scannez ce code QR avec votre application d'authentification",
  qrAlt: "Code QR qui ajoute ce compte à une application d'authentification",
  keyIntro:
    "Impossible de le scanner ? Saisissez plutôt cette clé dans l'application (basée sur le temps) :",
  backupTitle: "2. Conservez vos codes de secours",
  backupIntro:
    "Chaque code vous connecte une fois lorsque vous n'avez pas votre téléphone. Notez-les ou imprimez-les et gardez-les en lieu sûr : ils ne sont affichés que maintenant.",
  backupCodes: "Codes de secours",
  confirmTitle: "3. Saisissez le code affiché par votre application",
  code: "Code de l'application",
  codeHint: "Six chiffres ; l'application en affiche un nouveau toutes les 30 secondes.",
  confirm: "Activer",
  confirming: "Activation...",
  turnedOn:
    "La connexion en deux étapes est activée. Désormais, la connexion demande un code de votre application après votre mot de passe.",
  toAdmin: "Aller au panneau d'administration",
  disableTitle: "Désactiver la connexion en deux étapes",
  disableIntro: "La connexion ne demandera plus que votre mot de passe.",
  disableAdmin:
    "En tant qu'administrateur, vous ne pourrez plus ouvrir le panneau d'administration.",
  disable: "Désactiver",
  disabling: "Désactivation...",
  turnedOff:
    "La connexion en deux étapes est désactivée. La connexion ne demande que votre mot de passe.",
  newCodesTitle: "Nouveaux codes de secours",
  newCodesIntro: "Dix nouveaux codes remplacent les vôtres ; les anciens ne fonctionnent plus.",
  newCodes: "Créer de nouveaux codes de secours",
  makingCodes: "Création des codes...",
  newCodesShown: "Vos nouveaux codes de secours, affichés uniquement maintenant :",
  step: {
    confirmTitle: "Confirmez votre identité",
    confirmIntro:
      "Confirmez cette connexion par votre seconde étape : le panneau d'administration et les changements de votre façon de vous connecter la demandent.",
    passkeyIntro:
      "Utilisez la clé d'accès ajoutée à ce compte : votre appareil vous demande votre code PIN, votre empreinte ou votre visage.",
    usePasskey: "Utiliser votre clé d'accès",
    title: "Connexion en deux étapes",
    intro:
      "Saisissez le code à six chiffres affiché par votre application d'authentification pour cette boutique, ou l'un de vos codes de secours.",
    code: "Code",
    codeHint: "Le code de l'application, ou un code de secours comme AbCd1-2eFgH.",
    submit: "Continuer",
    submitting: "Vérification...",
    again: "Se reconnecter",
    lost: "Vous avez perdu votre téléphone et vos codes de secours ? Contactez-nous : nous pouvons désactiver la connexion en deux étapes une fois sûrs qu'il s'agit de vous.",
  },
};
