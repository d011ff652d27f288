import type { AppointmentsMessages } from "./en.ts";

export const fr = {
  appointments: {
    failures: {
      "slot-taken": "Ce créneau n'est plus libre. Veuillez choisir un autre moment.",
      "appointment-over": "Ce rendez-vous est passé ou annulé : il ne peut plus être modifié.",
    },
    topics: {
      "gold-silver": "Or ou argent",
      "diamonds-jewellery": "Diamants ou bijoux",
      watch: "Une montre",
      other: "Autre chose",
    },
    book: {
      title: "Prendre rendez-vous pour une estimation",
      intro:
        "Apportez votre or, votre argent, vos diamants, vos bijoux ou votre montre à notre boutique d'Anvers. L'estimation est gratuite et vous décidez ensuite, sans engagement.",
      step: "Étape {{step}} sur 4",
      topicTitle: "Qu'apportez-vous ?",
      dayTitle: "Choisissez un jour",
      timeTitle: "Choisissez une heure",
      detailsTitle: "Vos coordonnées",
      chooseAgain:
        "Ce que vous apportez et le moment choisi ne nous sont pas parvenus. Choisissez-les à nouveau.",
      next: "Suivant",
      day: "Jour",
      dayHint: "Les heures sont celles d'Anvers.",
      dayOutOfRange: "Choisissez un jour du {{first}} au {{last}}.",
      showTimes: "Voir les heures libres",
      times: "Heures libres le {{day}}",
      noTimes: "Aucune heure libre ce jour-là. Choisissez un autre jour.",
      chosen: "{{what}}, {{when}}",
      name: "Nom",
      email: "E-mail",
      phone: "Téléphone",
      note: "Quelque chose à nous dire ?",
      noteHint: "Par exemple ce que sont les pièces, ou une question.",
      optional: "facultatif",
      photos: "Photos",
      photosHint:
        "Jusqu'à {{max}} photos de ce que vous apportez (JPEG, PNG ou WebP, {{maxMb}} Mo au plus chacune) : l'expert pourra se préparer.",
      requiredHint: "Les champs sans « facultatif » sont obligatoires.",
      submit: "Prendre rendez-vous",
      booking: "Réservation...",
      rateLimited: "Trop de rendez-vous depuis votre adresse. Réessayez dans {{count}} minutes.",
    },
    manage: {
      title: "Votre rendez-vous",
      intro:
        "Votre rendez-vous d'estimation dans notre boutique à Anvers. Vous pouvez le déplacer ou l'annuler ici.",
      what: "Ce que vous apportez",
      when: "Quand",
      status: "Statut",
      statuses: {
        booked: "Réservé",
        cancelled: "Annulé",
        done: "Terminé",
        "no-show": "Manqué",
      },
      badLink:
        "Ce lien n'ouvre aucun rendez-vous. Utilisez le lien de votre dernier e-mail de confirmation, ou appelez-nous.",
      over: "Ce rendez-vous ne peut plus être modifié ici. Appelez-nous si vous avez besoin de quoi que ce soit.",
      moveTitle: "Le déplacer à une autre heure",
      day: "Jour",
      dayHint: "Heures d'Anvers.",
      showTimes: "Voir les heures libres",
      times: "Heures libres le {{day}}",
      noTimes: "Aucune heure libre ce jour-là. Veuillez choisir un autre jour.",
      move: "Déplacer mon rendez-vous",
      moving: "Déplacement...",
      booked:
        "Votre rendez-vous est pris. Nous vous avons envoyé une confirmation avec une invitation d'agenda et un lien vers cette page.",
      moved:
        "Votre rendez-vous est déplacé. Nous vous avons envoyé la nouvelle heure avec une invitation mise à jour.",
      cancelTitle: "L'annuler",
      cancelIntro:
        "Vous ne pouvez pas venir ? Annulez le rendez-vous pour que quelqu'un d'autre puisse prendre cette heure.",
      cancel: "Annuler mon rendez-vous",
      cancelling: "Annulation...",
      cancelled: "Votre rendez-vous est annulé. Nous vous avons envoyé une confirmation.",
    },
  },
} satisfies AppointmentsMessages;
