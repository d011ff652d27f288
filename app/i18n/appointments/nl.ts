import type { AppointmentsMessages } from "./en.ts";

export const nl = {
  appointments: {
    failures: {
      "slot-taken": "Dit tijdstip is niet meer vrij. Kies een ander tijdstip.",
      "appointment-over":
        "Deze afspraak is voorbij of geannuleerd: ze kan niet meer gewijzigd worden.",
    },
    topics: {
      "gold-silver": "Goud of zilver",
      "diamonds-jewellery": "Diamanten of juwelen",
      watch: "Een horloge",
      other: "Iets anders",
    },
    manage: {
      title: "Uw afspraak",
      intro:
        "Uw afspraak voor een taxatie in onze winkel in Antwerpen. U kunt ze hier verplaatsen of annuleren.",
      what: "Wat u meebrengt",
      when: "Wanneer",
      status: "Status",
      statuses: {
        booked: "Geboekt",
        cancelled: "Geannuleerd",
        done: "Afgerond",
        "no-show": "Gemist",
      },
      badLink:
        "Deze link opent geen afspraak. Gebruik de link in uw meest recente bevestigingsmail, of bel ons.",
      over: "Deze afspraak kan hier niet meer gewijzigd worden. Bel ons gerust als u iets nodig hebt.",
      moveTitle: "Verplaatsen naar een ander tijdstip",
      day: "Dag",
      dayHint: "Tijden in Antwerpse tijd.",
      showTimes: "Toon vrije tijden",
      times: "Vrije tijden op {{day}}",
      noTimes: "Geen vrije tijden op deze dag. Kies een andere dag.",
      move: "Mijn afspraak verplaatsen",
      moving: "Bezig met verplaatsen...",
      moved:
        "Uw afspraak is verplaatst. We hebben u het nieuwe tijdstip gemaild met een bijgewerkte uitnodiging.",
      cancelTitle: "Annuleren",
      cancelIntro:
        "Kunt u niet komen? Annuleer de afspraak, dan kan iemand anders dat tijdstip krijgen.",
      cancel: "Mijn afspraak annuleren",
      cancelling: "Bezig met annuleren...",
      cancelled: "Uw afspraak is geannuleerd. We hebben u een bevestiging gemaild.",
    },
  },
} satisfies AppointmentsMessages;
