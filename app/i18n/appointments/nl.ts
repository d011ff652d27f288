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
    book: {
      title: "Een taxatieafspraak maken",
      intro:
        "Breng uw goud, zilver, diamanten, juwelen of horloge naar onze winkel in Antwerpen. De taxatie is gratis en u beslist achteraf, zonder verplichting.",
      step: "Stap {{step}} van 4",
      topicTitle: "Wat brengt u mee?",
      dayTitle: "Kies een dag",
      timeTitle: "Kies een uur",
      detailsTitle: "Uw gegevens",
      chooseAgain: "Wat u meebrengt en wanneer kwamen niet mee met de afspraak. Kies ze opnieuw.",
      next: "Volgende",
      day: "Dag",
      dayHint: "De uren zijn Antwerpse tijd.",
      dayOutOfRange: "Kies een dag van {{first}} tot {{last}}.",
      showTimes: "Vrije uren tonen",
      times: "Vrije uren op {{day}}",
      noTimes: "Geen vrije uren op deze dag. Kies een andere dag.",
      chosen: "{{what}}, {{when}}",
      name: "Naam",
      email: "E-mail",
      phone: "Telefoon",
      note: "Moeten we nog iets weten?",
      noteHint: "Bijvoorbeeld wat de stukken zijn, of een vraag.",
      optional: "optioneel",
      photos: "Foto's",
      photosHint:
        "Tot {{max}} foto's van wat u meebrengt (JPEG, PNG of WebP, elk hoogstens {{maxMb}} MB): zo kan de taxateur zich voorbereiden.",
      requiredHint: "Velden zonder „optioneel” zijn verplicht.",
      submit: "Afspraak maken",
      booking: "Bezig met boeken...",
      rateLimited: "Te veel afspraken vanaf uw adres. Probeer het over {{count}} minuten opnieuw.",
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
      booked:
        "Uw afspraak is gemaakt. We mailden u een bevestiging met een agenda-uitnodiging en een link naar deze pagina.",
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
