import type { appointmentsEn } from "./appointments-en.ts";

/** The Appointments tab's strings in French (Belgian): the keys of appointments-en.ts. */
export const appointmentsFr: typeof appointmentsEn = {
  intro:
    "Les rendez-vous d'estimation d'aujourd'hui et de la semaine à venir, avec ce que chaque visiteur apporte et comment le joindre, et les moments où la boutique ne prend pas de rendez-vous.",
  badQuery: "Cette liste de rendez-vous n'existe pas.",
  loadFailed:
    "Impossible de charger les rendez-vous. Veuillez réessayer (référence {{reference}}).",
  count_one: "{{count}} rendez-vous dans la semaine à venir.",
  count_other: "{{count}} rendez-vous dans la semaine à venir.",
  empty: "Aucun rendez-vous dans la semaine à venir.",
  caption: "Rendez-vous de la semaine à venir, le plus proche d'abord",
  columns: {
    when: "Quand",
    what: "Quoi",
    who: "Qui",
    contact: "Coordonnées",
    note: "Remarque",
  },
  topics: {
    "gold-silver": "Or ou argent",
    "diamonds-jewellery": "Diamants ou bijoux",
    watch: "Une montre",
    other: "Autre chose",
  },
  closures: "Fermé aux rendez-vous",
  closuresCaption: "Moments où la boutique ne prend pas de rendez-vous",
  closureFrom: "Du",
  closureUntil: "Au",
  closureReason: "Motif",
  closeTitle: "Fermer aux rendez-vous",
  closeIntro:
    "Une journée entière, ou quelques heures, à l'heure d'Anvers. Ces moments disparaissent du calendrier de réservation ; les rendez-vous déjà pris restent : contactez ceux listés après la fermeture.",
  closeDay: "Jour",
  closeFrom: "De",
  closeHoursHint: "Laissez les deux heures vides pour fermer toute la journée.",
  closeTo: "À",
  closeReason: "Motif",
  optional: "facultatif",
  close: "Fermer",
  closing: "Fermeture…",
  closed_one: "Fermé. {{count}} rendez-vous est pris à ce moment : contactez le visiteur.",
  closed_other: "Fermé. {{count}} rendez-vous sont pris à ce moment.",
  affected: "Rendez-vous pris pendant la fermeture",
};
