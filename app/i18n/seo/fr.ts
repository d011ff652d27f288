/** What search engines and link previews read, in French (Belgian): the keys of en.ts beside this file. */
import type { SeoMessages } from "./en.ts";

export const fr = {
  seo: {
    siteTitle: "Or, diamants et montres de luxe à Anvers",
    description:
      "Achat et vente d'or, de diamants et de montres de luxe à Anvers. Estimations gratuites et transparentes, paiement immédiat.",
    imageAlt:
      "{{name}}, Anvers : le nom de la maison en lettres d'or à côté d'une bague au diamant ovale",
    pages: {
      shop: {
        title: "Bagues en diamant et éditions spéciales",
        description:
          "Des bagues de fiançailles dans toutes les tailles, tous les modèles et tous les métaux, et des éditions spéciales uniques de {{name}} à Anvers. Prix TVA comprise ; retrait en boutique ou livraison assurée.",
      },
      login: {
        title: "Se connecter",
        description:
          "Connectez-vous à votre compte {{name}} pour suivre vos commandes et commander sans retaper vos coordonnées.",
      },
      signup: {
        title: "Créer un compte",
        description:
          "Créez un compte {{name}} pour commander des bagues en ligne, suivre vos commandes et garder vos coordonnées pour la prochaine fois.",
      },
      goldAlerts: {
        title: "Alerte sur le prix de l’or",
        description:
          "Demandez à {{name}} de vous écrire lorsque l’or fin passe au-dessus ou en dessous de votre prix au gramme. Confirmée par e-mail, arrêtée en un clic.",
      },
      goldAlertConfirm: {
        title: "Confirmez votre alerte sur le prix de l’or",
        description: "Confirmez l’alerte sur le prix de l’or demandée à {{name}}.",
      },
      appointment: {
        title: "Prendre rendez-vous pour une estimation",
        description:
          "Prenez rendez-vous pour l'estimation gratuite de votre or, de vos diamants, bijoux ou montre chez {{name}} à Anvers : choisissez un jour et une heure, ajoutez-le à votre agenda.",
      },
      appointmentManage: {
        title: "Votre rendez-vous",
        description: "Déplacez ou annulez votre rendez-vous d'estimation chez {{name}} à Anvers.",
      },
      goldAlertUnsubscribe: {
        title: "Arrêtez votre alerte sur le prix de l’or",
        description:
          "Arrêtez une alerte de {{name}} sur le prix de l’or en un clic, sans vous connecter.",
      },
      resetPassword: {
        title: "Réinitialiser votre mot de passe",
        description:
          "Mot de passe oublié ? Demandez à {{name}} un lien par e-mail et choisissez-en un nouveau.",
      },
      newPassword: {
        title: "Choisissez un nouveau mot de passe",
        description: "Choisissez un nouveau mot de passe pour votre compte {{name}}.",
      },
      secondFactor: {
        title: "Connexion en deux étapes",
        description:
          "Terminez la connexion à votre compte {{name}} avec le code de votre application.",
      },
      goldPrice: {
        title: "Prix de l'or du jour et prix de rachat par carat",
        description:
          "Ce que {{name}} à Anvers paie aujourd'hui par gramme d'or de 9 à 24 carats, le prix de l'or fin sur lequel il repose, et son évolution sur 30 jours, un an et cinq ans.",
      },
      privacy: {
        title: "Déclaration de confidentialité",
        description:
          "Comment {{name}} à Anvers traite vos données personnelles : ce que nous collectons, pourquoi, combien de temps, et vos droits selon le RGPD.",
      },
      terms: {
        title: "Conditions générales de vente",
        description:
          "Les conditions de vente de la boutique en ligne de {{name}} : prix, commande, paiement par virement, retrait à Anvers ou livraison assurée, votre droit de rétractation de 14 jours et la garantie légale.",
      },
      profile: {
        title: "Mon compte",
        description: "Vos coordonnées et vos commandes chez {{name}}.",
      },
      orders: {
        title: "Historique des commandes",
        description:
          "Toutes les commandes que vous avez passées chez {{name}}, les plus récentes d'abord.",
      },
      order: {
        title: "Commande {{reference}}",
        description:
          "Votre commande chez {{name}} : ce que vous avez commandé et comment la payer.",
      },
      checkout: {
        title: "Finaliser la commande",
        description:
          "Finalisez votre panier chez {{name}} : vos coordonnées, retrait ou livraison assurée, et paiement par virement.",
      },
      admin: {
        title: "Panneau d'administration",
        description:
          "Demandes d'estimation, produits, commandes, photos et éditions spéciales de {{name}}.",
      },
    },
  },
} satisfies SeoMessages;
