import type { passkeysEn } from "./passkeys-en.ts";

/** The passkeys' strings in French (Belgian): the keys of passkeys-en.ts. */
export const passkeysFr: typeof passkeysEn = {
  title: "Clés d'accès",
  intro:
    "Connectez-vous avec votre empreinte, votre visage ou le code PIN de votre appareil au lieu de votre mot de passe. Une clé d'accès reste sur votre appareil ou dans votre gestionnaire de mots de passe ; la boutique n'en garde que la partie publique.",
  caption: "Vos clés d'accès",
  name: "Nom",
  added: "Ajoutée le",
  lastUsed: "Dernière utilisation",
  actions: "Actions",
  never: "Jamais",
  unnamed: "Clé d'accès",
  synced: "Synchronisée sur vos appareils",
  none: "Vous n'avez pas encore de clé d'accès.",
  addTitle: "Ajouter une clé d'accès",
  nameLabel: "Nom de la nouvelle clé d'accès",
  nameHint: "Par exemple l'appareil ou le gestionnaire de mots de passe qui la garde.",
  add: "Ajouter une clé d'accès",
  adding: "Suivez les instructions de votre appareil...",
  addedNamed: "Clé d'accès « {{name}} » ajoutée. Vous pouvez maintenant vous connecter avec elle.",
  rename: "Renommer",
  renameTitle: "Renommer la clé d'accès « {{name}} »",
  newName: "Nouveau nom",
  save: "Enregistrer",
  saving: "Enregistrement...",
  renamed: "Clé d'accès renommée en « {{name}} ».",
  remove: "Supprimer",
  removeTitle: "Supprimer la clé d'accès « {{name}} » ?",
  removeMessage:
    "Vous ne pourrez plus vous connecter avec cette clé d'accès. Supprimez-la aussi de votre appareil ou de votre gestionnaire de mots de passe.",
  removing: "Suppression...",
  removed: "Clé d'accès « {{name}} » supprimée.",
  cancel: "Annuler",
  noScript: "L'ajout et la gestion des clés d'accès nécessitent JavaScript.",
  signIn: "Se connecter avec une clé d'accès",
  signingIn: "Suivez les instructions de votre appareil...",
  problems: {
    unsupported:
      "Ce navigateur ne peut pas utiliser de clés d'accès. Connectez-vous avec votre e-mail et votre mot de passe, ou utilisez un autre navigateur.",
    "add-cancelled":
      "Aucune clé d'accès n'a été ajoutée : l'opération a été annulée ou a pris trop de temps.",
    "sign-in-cancelled": "La connexion avec une clé d'accès a été annulée ou a pris trop de temps.",
    duplicate:
      "Cet appareil ou ce gestionnaire de mots de passe garde déjà une clé d'accès pour votre compte.",
    failed: "Une erreur s'est produite. Veuillez réessayer.",
  },
  errors: {
    "add-refused":
      "Votre clé d'accès n'a pas pu être vérifiée. Veuillez réessayer ; une clé de sécurité demande aussi son code PIN.",
    "sign-in-refused":
      "Cette clé d'accès n'a pas pu vous connecter : la boutique ne la connaît pas (elle a peut-être été supprimée) ou elle ne vous a pas vérifié. Réessayez, ou connectez-vous avec votre e-mail et votre mot de passe.",
    "session-not-fresh":
      "Pour votre sécurité, déconnectez-vous et reconnectez-vous avant d'ajouter une clé d'accès.",
    "not-found": "Cette clé d'accès n'existe plus. Rechargez la page.",
  },
};
