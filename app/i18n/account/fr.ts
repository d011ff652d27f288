/** The account strings in French (Belgian): the keys of en.ts beside this file. */
import type { AccountMessages } from "./en.ts";
import { twoFactorFr } from "./two-factor-fr.ts";
import { passkeysFr } from "./passkeys-fr.ts";

export const fr = {
  auth: {
    email: "E-mail",
    password: "Mot de passe",
    passwordHint: "Au moins {{min}} caractères.",
    or: "ou",
    federated: "Se connecter avec {{provider}}",
    login: {
      title: "Se connecter",
      intro:
        "Ravis de vous revoir. Connectez-vous pour suivre vos commandes et gérer votre profil.",
      submit: "Se connecter",
      submitting: "Connexion en cours...",
      forgot: "Mot de passe oublié ?",
      noAccount: "Pas encore de compte ?",
      signupLink: "S'inscrire",
    },
    signup: {
      title: "S'inscrire",
      intro: "Créez un compte pour commander en ligne et suivre vos commandes.",
      submit: "S'inscrire",
      submitting: "Création de votre compte...",
      haveAccount: "Vous avez déjà un compte ?",
      loginLink: "Se connecter",
      sent: "Presque terminé : nous avons envoyé un e-mail à {{email}}. Suivez son lien pour confirmer votre adresse ; vous pouvez déjà vous connecter, et la confirmation est nécessaire avant votre première commande.",
    },
    reset: {
      title: "Réinitialiser le mot de passe",
      intro:
        "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      submit: "Envoyer l'e-mail de réinitialisation",
      submitting: "Envoi en cours...",
      sent: "E-mail de réinitialisation envoyé ! Consultez votre boîte de réception.",
      back: "Retour à la connexion",
    },
    newPassword: {
      title: "Choisissez un nouveau mot de passe",
      intro:
        "Choisissez un nouveau mot de passe pour votre compte. Tous les appareils connectés à ce compte seront déconnectés.",
      label: "Nouveau mot de passe",
      submit: "Enregistrer le nouveau mot de passe",
      submitting: "Enregistrement...",
      done: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.",
      login: "Aller à la connexion",
      requestNew: "Demander un nouveau lien",
    },
    errors: {
      "invalid-confirmation-link":
        "Ce lien de confirmation n'est pas valide ou a expiré. Connectez-vous et demandez-en un nouveau lors de la commande.",
      "invalid-credentials": "Adresse e-mail ou mot de passe incorrect.",
      "email-taken":
        "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.",
      "invalid-token":
        "Ce lien de réinitialisation n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
      "wrong-password": "Votre mot de passe actuel est incorrect.",
      "no-password":
        "Votre compte n'a pas de mot de passe : vous vous connectez via un service externe.",
      federated:
        "La connexion via ce service n'a pas abouti. Veuillez réessayer ou vous connecter avec votre adresse e-mail et votre mot de passe.",
      "account-not-linked":
        "Un compte existe déjà avec cette adresse e-mail. Connectez-vous avec votre mot de passe.",
      "invalid-code":
        "Ce code n'est pas correct. Saisissez le code que votre application affiche maintenant, ou l'un de vos codes de secours.",
      "sign-in-expired":
        "Cette connexion a expiré ou a reçu trop de codes erronés. Veuillez vous reconnecter.",
      "second-factor-on": "La connexion en deux étapes est déjà activée pour votre compte.",
      "second-factor-off": "La connexion en deux étapes n'est pas activée pour votre compte.",
    },
  },
  profile: {
    title: "Mon compte",
    tabs: "Sections de votre compte",
    tabProfile: "Profil",
    tabOrders: "Historique des commandes",
    tabAppointments: "Rendez-vous",
    tabSessions: "Appareils connectés",
    tabSecurity: "Connexion et sécurité",
    email: "E-mail",
    userId: "Identifiant utilisateur",
    createdAt: "Compte créé le",
    name: "Nom",
    phone: "Téléphone",
    submit: "Mettre à jour le profil",
    saving: "Enregistrement...",
    updated: "Profil mis à jour !",
    failed: "Le profil n'a pas pu être enregistré. Veuillez réessayer.",
    passwordTitle: "Modifier le mot de passe",
    passwordIntro:
      "Votre session reste ouverte sur cet appareil. Tous vos autres appareils seront déconnectés.",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    passwordSubmit: "Modifier le mot de passe",
    passwordChanged: "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
  },
  sessions: {
    intro:
      "Là où votre compte est connecté. Déconnectez un appareil que vous ne reconnaissez pas, puis changez votre mot de passe.",
    caption: "Appareils connectés à votre compte",
    device: "Appareil",
    signedIn: "Connecté le",
    lastSeen: "Dernière activité",
    from: "Connecté depuis",
    unknownAddress: "Inconnue",
    method: "Connecté avec",
    methods: {
      password: "Mot de passe",
      totp: "Code de l'application",
      "backup-code": "Code de secours",
      passkey: "Clé d'accès",
      federated: "Autre fournisseur",
      "email-link": "Lien de confirmation",
    },
    action: "Action",
    deviceName: "{{browser}} sur {{system}}",
    unknownBrowser: "Un navigateur",
    unknownSystem: "un système inconnu",
    thisDevice: "Cet appareil",
    end: "Déconnecter",
    endDetails: "{{device}}, connecté le {{date}}",
    endOthers: "Se déconnecter partout ailleurs",
    ended_one: "Déconnecté sur {{count}} appareil.",
    ended_other: "Déconnecté sur {{count}} appareils.",
    onlyThis: "Seul cet appareil est connecté.",
    errors: {
      invalid: "Cet appareil n'a pas pu être lu. Veuillez réessayer.",
      "not-found": "Cet appareil était déjà déconnecté.",
    },
  },
  twoFactor: twoFactorFr,
  passkeys: passkeysFr,
  orders: {
    title: "Historique des commandes",
    empty: "Vous n'avez pas encore passé de commande.",
    loadFailed:
      "Vos commandes n'ont pas pu être chargées. Veuillez réessayer plus tard. (Référence : {{reference}})",
    shopCta: "Découvrir la boutique",
    order: "Commande {{reference}}",
    placed: "Passée le",
    status: "Statut",
    total: "Total",
    items: "Articles",
    quantity: "Quantité",
    carat: "{{carat}} ct",
    statuses: {
      pending: "En attente",
      processing: "En cours de traitement",
      shipped: "Expédiée",
      cancelled: "Annulée",
    },
  },
  myAppointments: {
    intro:
      "Vos rendez-vous d'estimation dans notre boutique à Anvers. Les heures sont celles d'Anvers.",
    upcoming: "Rendez-vous à venir",
    past: "Rendez-vous passés",
    empty: "Vous n'avez pas encore de rendez-vous.",
    noneUpcoming: "Vous n'avez aucun rendez-vous à venir.",
    bookCta: "Prendre rendez-vous pour une estimation",
    action: "Action",
    cancel: "Annuler",
    cancelDetails: "{{what}}, {{when}}",
    errors: {
      "not-found": "Ce rendez-vous n'est pas dans votre compte. Rechargez la page.",
    },
  },
} satisfies AccountMessages;
