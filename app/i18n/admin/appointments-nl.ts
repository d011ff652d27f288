import type { appointmentsEn } from "./appointments-en.ts";

/** The Appointments tab's strings in Dutch (Belgian): the keys of appointments-en.ts. */
export const appointmentsNl: typeof appointmentsEn = {
  intro:
    "De afspraken voor een schatting van vandaag en de komende week, met wat elke bezoeker meebrengt en hoe u hem bereikt, en de tijden waarop de winkel geen afspraken neemt.",
  badQuery: "Deze lijst van afspraken bestaat niet.",
  loadFailed:
    "De afspraken konden niet geladen worden. Probeer het opnieuw (referentie {{reference}}).",
  count_one: "{{count}} afspraak in de komende week.",
  count_other: "{{count}} afspraken in de komende week.",
  empty: "Geen afspraken in de komende week.",
  caption: "Afspraken in de komende week, de vroegste eerst",
  columns: {
    when: "Wanneer",
    what: "Wat",
    who: "Wie",
    contact: "Contact",
    note: "Opmerking",
  },
  topics: {
    "gold-silver": "Goud of zilver",
    "diamonds-jewellery": "Diamanten of juwelen",
    watch: "Een horloge",
    other: "Iets anders",
  },
  closures: "Gesloten voor afspraken",
  closuresCaption: "Tijden waarop de winkel geen afspraken neemt",
  closureFrom: "Van",
  closureUntil: "Tot",
  closureReason: "Reden",
  closeTitle: "Sluiten voor afspraken",
  closeIntro:
    "Een hele dag, of enkele uren ervan, in Antwerpse tijd. Die tijden verdwijnen uit de agenda voor afspraken; afspraken die er al geboekt zijn, blijven staan: contacteer wie na het sluiten vermeld wordt.",
  closeDay: "Dag",
  closeFrom: "Van",
  closeHoursHint: "Laat beide tijden leeg om de hele dag te sluiten.",
  closeTo: "Tot",
  closeReason: "Reden",
  optional: "optioneel",
  close: "Sluiten",
  closing: "Bezig met sluiten…",
  closed_one: "Gesloten. Er is {{count}} afspraak geboekt in die tijd: contacteer de bezoeker.",
  closed_other: "Gesloten. Er zijn {{count}} afspraken geboekt in die tijd.",
  affected: "Afspraken geboekt in de gesloten tijd",
};
