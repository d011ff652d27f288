/**
 * The valuation appointment's strings in English, the source: nl.ts and fr.ts beside this file
 * have exactly these keys. Loaded by the appointment pages (their route `handle`) only.
 */
export const en = {
  appointments: {
    failures: {
      "slot-taken": "This time is no longer free. Please choose another time.",
      "appointment-over": "This appointment is over or cancelled: it can no longer be changed.",
    },
    topics: {
      "gold-silver": "Gold or silver",
      "diamonds-jewellery": "Diamonds or jewellery",
      watch: "A watch",
      other: "Something else",
    },
    book: {
      title: "Book a valuation appointment",
      intro:
        "Bring your gold, silver, diamonds, jewellery or watch to our shop in Antwerp. The valuation is free and you decide afterwards, without obligation.",
      step: "Step {{step}} of 4",
      topicTitle: "What will you bring?",
      dayTitle: "Choose a day",
      timeTitle: "Choose a time",
      detailsTitle: "Your details",
      chooseAgain:
        "What you bring and when did not come with the booking. Please choose them again.",
      next: "Next",
      day: "Day",
      dayHint: "Times are Antwerp time.",
      dayOutOfRange: "Choose a day from {{first}} to {{last}}.",
      showTimes: "Show free times",
      times: "Free times on {{day}}",
      noTimes: "No free times on this day. Please choose another day.",
      chosen: "{{what}}, {{when}}",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      note: "Anything we should know?",
      noteHint: "For example what the pieces are, or a question.",
      optional: "optional",
      photos: "Photos",
      photosHint:
        "Up to {{max}} photos of what you bring (JPEG, PNG or WebP, at most {{maxMb}} MB each): the appraiser can prepare.",
      requiredHint: "Fields without “optional” are required.",
      submit: "Book the appointment",
      booking: "Booking...",
      rateLimited: "Too many bookings from your address. Please try again in {{count}} minutes.",
    },
    manage: {
      title: "Your appointment",
      intro:
        "Your valuation appointment at our shop in Antwerp. You can move it or cancel it here.",
      what: "What you bring",
      when: "When",
      status: "Status",
      statuses: {
        booked: "Booked",
        cancelled: "Cancelled",
        done: "Done",
        "no-show": "Missed",
      },
      badLink:
        "This link does not open an appointment. Use the link in your most recent confirmation mail, or call us.",
      over: "This appointment can no longer be changed here. Please call us if you need anything.",
      moveTitle: "Move it to another time",
      day: "Day",
      dayHint: "Times are Antwerp time.",
      showTimes: "Show free times",
      times: "Free times on {{day}}",
      noTimes: "No free times on this day. Please choose another day.",
      move: "Move my appointment",
      moving: "Moving...",
      booked:
        "Your appointment is booked. We mailed you a confirmation with a calendar invitation and a link to this page.",
      moved: "Your appointment is moved. We mailed you the new time with an updated invitation.",
      cancelTitle: "Cancel it",
      cancelIntro: "Cannot come? Cancel the appointment so someone else can have the time.",
      cancel: "Cancel my appointment",
      cancelling: "Cancelling...",
      cancelled: "Your appointment is cancelled. We mailed you a confirmation.",
    },
  },
};

export type AppointmentsMessages = typeof en;
