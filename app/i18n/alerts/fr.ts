/** The gold price alert's strings in French (Belgian): the keys of en.ts beside this file. */
import type { AlertsMessages } from "./en.ts";

export const fr = {
  goldAlerts: {
    title: "Alerte sur le prix de l’or",
    intro:
      "Nous vous écrivons lorsque l’or fin passe au-dessus ou en dessous de votre prix au gramme. Vous confirmez d’abord votre adresse, et chaque e-mail vous permet d’arrêter l’alerte en un clic.",
    email: "Adresse e-mail",
    direction: "M’écrire lorsque l’or fin passe",
    directions: {
      above: "au-dessus de",
      below: "en dessous de",
    },
    price: "Prix au gramme en euros",
    priceHint: "De {{min}} à {{max}} euros, par exemple 95,50.",
    submit: "Demander l’alerte",
    sending: "Envoi en cours...",
    sent: "C’est presque fini : confirmez l’alerte via le lien que nous vous avons envoyé.",
    rateLimited_one: "Trop d’alertes demandées. Réessayez dans {{count}} minute.",
    rateLimited_other: "Trop d’alertes demandées. Réessayez dans {{count}} minutes.",
    failed: "L’alerte n’a pas pu être enregistrée. Veuillez réessayer.",
    watching: "L’or fin {{direction}} {{price}} le gramme",
    badLink:
      "Ce lien ne fonctionne pas : il est incomplet ou a expiré, ou l’alerte a été arrêtée. Vous pouvez demander une nouvelle alerte à tout moment.",
    newAlert: "Demander une nouvelle alerte",
    confirm: {
      title: "Confirmez votre alerte sur le prix de l’or",
      intro: "Confirmez l’alerte avec le bouton ci-dessous : d’ici là, nous ne vous envoyons rien.",
      submit: "Confirmer mon alerte",
      confirming: "Confirmation en cours...",
      done: "Votre alerte est active. Nous vous écrivons lorsque le prix la franchit, au plus une fois par jour.",
    },
    unsubscribe: {
      title: "Arrêtez votre alerte sur le prix de l’or",
      intro:
        "Arrêtez cette alerte avec le bouton ci-dessous. Inutile de vous connecter, et vous pouvez demander une nouvelle alerte à tout moment.",
      submit: "Arrêter l’alerte",
      stopping: "Arrêt en cours...",
      done: "Votre alerte est arrêtée : nous ne vous écrirons plus à son sujet.",
    },
  },
} satisfies AlertsMessages;
