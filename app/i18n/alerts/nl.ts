/** The gold price alert's strings in Dutch (Belgian): the keys of en.ts beside this file. */
import type { AlertsMessages } from "./en.ts";

export const nl = {
  goldAlerts: {
    title: "Goudprijsalarm",
    intro:
      "We mailen u wanneer fijn goud boven of onder uw prijs per gram gaat. U bevestigt eerst uw adres, en met elke mail kunt u het alarm met één klik stoppen.",
    email: "E-mailadres",
    direction: "Mail mij wanneer fijn goud gaat",
    directions: {
      above: "boven",
      below: "onder",
    },
    price: "Prijs per gram in euro",
    priceHint: "Van {{min}} tot {{max}} euro, bijvoorbeeld 95,50.",
    submit: "Alarm aanvragen",
    sending: "Bezig met verzenden...",
    sent: "Bijna klaar: bevestig het alarm met de link die we u gemaild hebben.",
    rateLimited_one: "Te veel alarmen aangevraagd. Probeer het over {{count}} minuut opnieuw.",
    rateLimited_other: "Te veel alarmen aangevraagd. Probeer het over {{count}} minuten opnieuw.",
    failed: "Het alarm kon niet bewaard worden. Probeer het opnieuw.",
    watching: "Fijn goud {{direction}} {{price}} per gram",
    badLink:
      "Deze link werkt niet: hij is onvolledig of verlopen, of het alarm werd gestopt. U kunt altijd een nieuw alarm aanvragen.",
    newAlert: "Een nieuw alarm aanvragen",
    confirm: {
      title: "Bevestig uw goudprijsalarm",
      intro: "Bevestig het alarm met de knop hieronder: tot dan sturen we u niets.",
      submit: "Mijn alarm bevestigen",
      confirming: "Bezig met bevestigen...",
      done: "Uw alarm staat aan. We mailen u wanneer de prijs het kruist, hoogstens één keer per dag.",
    },
    unsubscribe: {
      title: "Stop uw goudprijsalarm",
      intro:
        "Stop dit alarm met de knop hieronder. U hoeft niet in te loggen, en u kunt altijd een nieuw alarm aanvragen.",
      submit: "Het alarm stoppen",
      stopping: "Bezig met stoppen...",
      done: "Uw alarm is gestopt: we mailen u er niet meer over.",
    },
  },
} satisfies AlertsMessages;
