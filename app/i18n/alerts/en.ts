/**
 * The gold price alert's strings in English, the source: nl.ts and fr.ts beside this file have
 * exactly these keys. Loaded by the pages that show the subscription form or an alert's link
 * (their route `handle`), never by the rest of the site.
 */
export const en = {
  goldAlerts: {
    title: "Gold price alert",
    intro:
      "We mail you when fine gold goes above or below your price per gram. You confirm your address first, and every mail lets you stop the alert with one click.",
    email: "E-mail",
    direction: "Mail me when fine gold goes",
    directions: {
      above: "above",
      below: "below",
    },
    price: "Price per gram in euros",
    priceHint: "From {{min}} to {{max}} euros, for example 95,50.",
    submit: "Ask for the alert",
    sending: "Sending...",
    sent: "Almost done: confirm the alert with the link we have mailed to you.",
    rateLimited_one: "Too many alerts asked for. Please try again in {{count}} minute.",
    rateLimited_other: "Too many alerts asked for. Please try again in {{count}} minutes.",
    failed: "The alert could not be saved. Please try again.",
    watching: "Fine gold {{direction}} {{price}} per gram",
    badLink:
      "This link does not work: it is incomplete, has expired, or the alert was stopped. You can ask for a new alert at any time.",
    newAlert: "Ask for a new alert",
    confirm: {
      title: "Confirm your gold price alert",
      intro: "Confirm the alert with the button below: until then, we send you nothing.",
      submit: "Confirm my alert",
      confirming: "Confirming...",
      done: "Your alert is on. We mail you when the price crosses it, at most once a day.",
    },
    unsubscribe: {
      title: "Stop your gold price alert",
      intro:
        "Stop this alert with the button below. You do not need to log in, and you can ask for a new alert at any time.",
      submit: "Stop the alert",
      stopping: "Stopping...",
      done: "Your alert is stopped: we will not mail you about it again.",
    },
  },
};

export type AlertsMessages = typeof en;
