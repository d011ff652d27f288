/** The Appointments tab's strings in English, the source of appointments-nl.ts and -fr.ts. */
export const appointmentsEn = {
  intro:
    "The valuation appointments booked for today and the coming week, with what each visitor brings and how to reach them, and the times the shop takes no appointments.",
  badQuery: "This list of appointments does not exist.",
  loadFailed: "Failed to load the appointments. Please try again (reference {{reference}}).",
  count_one: "{{count}} appointment in the coming week.",
  count_other: "{{count}} appointments in the coming week.",
  empty: "No appointments in the coming week.",
  caption: "Appointments in the coming week, earliest first",
  columns: {
    when: "When",
    what: "What",
    who: "Who",
    contact: "Contact",
    note: "Note",
  },
  topics: {
    "gold-silver": "Gold or silver",
    "diamonds-jewellery": "Diamonds or jewellery",
    watch: "A watch",
    other: "Something else",
  },
  closures: "Closed to appointments",
  closuresCaption: "Times the shop takes no appointments",
  closureFrom: "From",
  closureUntil: "Until",
  closureReason: "Reason",
};
