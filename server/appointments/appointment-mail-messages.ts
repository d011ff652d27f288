import type { Locale } from "#common/locales.ts";

/**
 * The words of an appointment's mails and invitation (server/appointments/appointment-mails.ts),
 * in the visitor's language; only the server needs them, like server/mail/mail-messages.ts.
 */
const en = {
  topics: {
    "gold-silver": "gold or silver",
    "diamonds-jewellery": "diamonds or jewellery",
    watch: "a watch",
    other: "your item",
  },
  greeting: "Hello {{name}},",
  signoff: "Kind regards,",
  address: "You find us at {{address}}. Please bring an identity document.",
  manage: "To cancel or move your appointment: {{link}}",
  manageLater:
    "To cancel or move it, use the link in the confirmation e-mail, or call us on {{phone}}.",
  confirmation: {
    subject: "Your valuation appointment at {{shop}}: {{when}}",
    intro:
      "Thank you for your appointment. We expect you on {{when}} for a free valuation of {{topic}}.",
    calendar: "The invitation attached to this e-mail puts the appointment in your calendar.",
  },
  moved: {
    subject: "Your valuation appointment at {{shop}} is moved to {{when}}",
    intro:
      "Your appointment is moved. We now expect you on {{when}} for a free valuation of {{topic}}.",
  },
  reminder: {
    subject: "Reminder: your valuation appointment at {{shop}}, {{when}}",
    intro:
      "A reminder of your appointment on {{when}} for a free valuation of {{topic}}. We look forward to seeing you.",
  },
  cancelled: {
    subject: "Your valuation appointment at {{shop}} is cancelled",
    intro:
      "Your appointment on {{when}} is cancelled. You are welcome to book another time on our website: {{link}}",
    shopMessage: "Our message to you:",
  },
  invitation: {
    title: "Valuation at {{shop}}",
    description: "A free valuation of {{topic}}. To cancel or move the appointment: {{link}}",
  },
};

export type AppointmentMailMessages = typeof en;

const nl = {
  topics: {
    "gold-silver": "goud of zilver",
    "diamonds-jewellery": "diamanten of juwelen",
    watch: "een horloge",
    other: "uw voorwerp",
  },
  greeting: "Goedendag {{name}},",
  signoff: "Met vriendelijke groeten,",
  address: "U vindt ons op {{address}}. Breng een identiteitsbewijs mee.",
  manage: "Uw afspraak annuleren of verplaatsen: {{link}}",
  manageLater:
    "Annuleren of verplaatsen kan via de link in de bevestigingsmail, of bel ons op {{phone}}.",
  confirmation: {
    subject: "Uw afspraak voor een schatting bij {{shop}}: {{when}}",
    intro:
      "Bedankt voor uw afspraak. We verwachten u op {{when}} voor een gratis schatting van {{topic}}.",
    calendar: "Met de uitnodiging in bijlage zet u de afspraak in uw agenda.",
  },
  moved: {
    subject: "Uw afspraak voor een schatting bij {{shop}} is verplaatst naar {{when}}",
    intro:
      "Uw afspraak is verplaatst. We verwachten u nu op {{when}} voor een gratis schatting van {{topic}}.",
  },
  reminder: {
    subject: "Herinnering: uw afspraak voor een schatting bij {{shop}}, {{when}}",
    intro:
      "Een herinnering aan uw afspraak op {{when}} voor een gratis schatting van {{topic}}. We kijken ernaar uit u te zien.",
  },
  cancelled: {
    subject: "Uw afspraak voor een schatting bij {{shop}} is geannuleerd",
    intro:
      "Uw afspraak op {{when}} is geannuleerd. U kunt altijd een ander moment boeken op onze website: {{link}}",
    shopMessage: "Ons bericht aan u:",
  },
  invitation: {
    title: "Schatting bij {{shop}}",
    description:
      "Een gratis schatting van {{topic}}. De afspraak annuleren of verplaatsen: {{link}}",
  },
} satisfies AppointmentMailMessages;

const fr = {
  topics: {
    "gold-silver": "votre or ou argent",
    "diamonds-jewellery": "vos diamants ou bijoux",
    watch: "votre montre",
    other: "votre objet",
  },
  greeting: "Bonjour {{name}},",
  signoff: "Cordialement,",
  address: "Vous nous trouvez au {{address}}. Merci d’apporter une pièce d’identité.",
  manage: "Pour annuler ou déplacer votre rendez-vous : {{link}}",
  manageLater:
    "Pour l’annuler ou le déplacer, utilisez le lien de l’e-mail de confirmation, ou appelez-nous au {{phone}}.",
  confirmation: {
    subject: "Votre rendez-vous d’estimation chez {{shop}} : {{when}}",
    intro:
      "Merci pour votre rendez-vous. Nous vous attendons le {{when}} pour une estimation gratuite de {{topic}}.",
    calendar: "L’invitation jointe à cet e-mail ajoute le rendez-vous à votre agenda.",
  },
  moved: {
    subject: "Votre rendez-vous d’estimation chez {{shop}} est déplacé au {{when}}",
    intro:
      "Votre rendez-vous est déplacé. Nous vous attendons désormais le {{when}} pour une estimation gratuite de {{topic}}.",
  },
  reminder: {
    subject: "Rappel : votre rendez-vous d’estimation chez {{shop}}, {{when}}",
    intro:
      "Un rappel de votre rendez-vous du {{when}} pour une estimation gratuite de {{topic}}. Au plaisir de vous accueillir.",
  },
  cancelled: {
    subject: "Votre rendez-vous d’estimation chez {{shop}} est annulé",
    intro:
      "Votre rendez-vous du {{when}} est annulé. Vous pouvez réserver un autre moment sur notre site : {{link}}",
    shopMessage: "Notre message :",
  },
  invitation: {
    title: "Estimation chez {{shop}}",
    description:
      "Une estimation gratuite de {{topic}}. Pour annuler ou déplacer le rendez-vous : {{link}}",
  },
} satisfies AppointmentMailMessages;

export const appointmentMailMessages: Record<Locale, AppointmentMailMessages> = { en, nl, fr };
