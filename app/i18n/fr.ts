/**
 * French (Belgian) catalog. Same keys as en.ts (enforced by `satisfies Catalog` and by
 * tests/unit/i18n-catalogs.test.ts); "vous" form, straight apostrophes, and a no-break
 * space (U+00A0) before "!", "?" and ":". i18next's `_one` covers 0 and 1 in French.
 */
import type { Catalog } from "./en.ts";

export const fr = {
  meta: {
    title: "Or, diamants et montres de luxe à Anvers",
    description:
      "Achat et vente d'or, de diamants et de montres de luxe à Anvers. Estimations gratuites et transparentes, paiement immédiat.",
  },
  nav: {
    skipToContent: "Aller au contenu",
    primary: "Navigation principale",
    home: "Accueil",
    services: "Services",
    watches: "Montres",
    about: "À propos",
    contact: "Contact",
    shop: "Boutique",
    login: "Se connecter",
    signup: "S'inscrire",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    cart_one: "Panier, {{count}} article",
    cart_other: "Panier, {{count}} articles",
    language: "Langue",
  },
  languages: {
    en: "English",
    nl: "Nederlands",
    fr: "Français",
  },
  hero: {
    title: "Or, diamants et montres de luxe, estimés avec soin",
    subtitle:
      "Depuis plus de 25 ans, l'adresse de confiance à Anvers pour l'achat et la vente de métaux précieux, de diamants et de montres d'exception.",
    valuationCta: "Estimation gratuite",
    callCta: "Appelez-nous",
    chatCta: "Écrivez-nous",
    chatGreeting: "Bonjour, je souhaiterais me renseigner sur une estimation.",
    statsLabel: "Notre parcours en chiffres",
    statYears: "ans d'expérience",
    statCustomers: "clients satisfaits",
    statService: "à votre service",
  },
  contact: {
    title: "Demandez une estimation gratuite",
    intro:
      "Dites-nous ce que vous souhaitez faire estimer. Nous répondons personnellement à chaque demande, généralement dans un délai d'un jour ouvrable.",
    formTitle: "Envoyez-nous un message",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    optional: "facultatif",
    message: "Message",
    requiredHint: "Les champs marqués d'un * sont obligatoires.",
    submit: "Envoyer le message",
    sending: "Envoi en cours...",
    success: "Merci pour votre demande ! Nous vous contacterons bientôt.",
    failure: "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
    rateLimited_one:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans une minute.",
    rateLimited_other:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans {{count}} minutes.",
    fixErrors: "Veuillez corriger les champs signalés.",
    detailsTitle: "Rendez-nous visite ou contactez-nous",
    address: "Adresse",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    chat: "Messagerie",
    chatLink: "Envoyez-nous un message",
    mapTitle: "Carte situant notre boutique à Anvers",
    directions: "Itinéraire",
  },
  hours: {
    title: "Heures d'ouverture",
    closed: "Fermé",
    range: "{{from}} – {{to}}",
  },
  validation: {
    required: "Ce champ est obligatoire.",
    tooLong: "Ce texte est trop long.",
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
    invalidPhone: "Veuillez saisir un numéro de téléphone valide.",
  },
  cookies: {
    title: "Votre vie privée compte pour nous",
    text: "Nous utilisons des cookies pour assurer le bon fonctionnement de ce site et, avec votre consentement, pour comprendre comment il est utilisé et vous proposer des offres pertinentes.",
    customize: "Personnaliser",
    rejectAll: "Tout refuser",
    acceptAll: "Tout accepter",
    save: "Enregistrer mes préférences",
    preferencesTitle: "Préférences en matière de cookies",
    necessary: "Nécessaires",
    necessaryHint:
      "Indispensables au fonctionnement du site, par exemple pour retenir votre langue et votre panier. Toujours actifs.",
    analytics: "Mesure d'audience",
    analyticsHint: "Nous aident à comprendre, de manière anonyme, quelles pages sont consultées.",
    marketing: "Marketing",
    marketingHint: "Nous permettent de vous proposer des offres adaptées à vos centres d'intérêt.",
    functional: "Fonctionnels",
    functionalHint: "Mémorisent vos choix, par exemple pour les cartes et vidéos intégrées.",
  },
  footer: {
    tagline: "Achat et vente d'or, de diamants et de montres de luxe à Anvers depuis 1999.",
    quickLinks: "Liens rapides",
    contactInfo: "Contact",
    privacy: "Politique de confidentialité",
    terms: "Conditions générales",
    rights: "© {{year}} {{name}}. Tous droits réservés.",
  },
  pending: {
    title: "Pas encore disponible",
    text: "Cette partie de notre site est encore en construction. En attendant, notre équipe se fera un plaisir de vous aider par téléphone, par e-mail ou en boutique.",
    back: "Retour à l'accueil",
    pages: {
      shop: "Boutique",
      login: "Se connecter",
      signup: "S'inscrire",
      resetPassword: "Réinitialiser le mot de passe",
      profile: "Profil",
      orders: "Historique des commandes",
      admin: "Administration",
    },
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundText: "La page que vous recherchez n'existe pas ou a été déplacée.",
    genericTitle: "Un problème est survenu",
    genericText: "Une erreur inattendue s'est produite. Veuillez réessayer dans quelques instants.",
    back: "Retour à l'accueil",
  },
} satisfies Catalog;
