/** The account strings in Dutch (Belgian): the keys of en.ts beside this file. */
import type { AccountMessages } from "./en.ts";
import { twoFactorNl } from "./two-factor-nl.ts";
import { passkeysNl } from "./passkeys-nl.ts";

export const nl = {
  auth: {
    email: "E-mail",
    password: "Wachtwoord",
    passwordHint: "Minstens {{min}} tekens.",
    or: "of",
    federated: "Inloggen met {{provider}}",
    login: {
      title: "Inloggen",
      intro: "Welkom terug. Log in om uw bestellingen te volgen en uw profiel te beheren.",
      submit: "Inloggen",
      submitting: "Bezig met inloggen...",
      forgot: "Wachtwoord vergeten?",
      noAccount: "Nog geen account?",
      signupLink: "Registreren",
    },
    signup: {
      title: "Registreren",
      intro: "Maak een account aan om online te bestellen en uw bestellingen te volgen.",
      submit: "Registreren",
      submitting: "Uw account wordt aangemaakt...",
      haveAccount: "Hebt u al een account?",
      loginLink: "Inloggen",
      sent: "Bijna klaar: we hebben een e-mail gestuurd naar {{email}}. Volg de link erin om uw adres te bevestigen; intussen kunt u al inloggen, en voor uw eerste bestelling hebt u de bevestiging nodig.",
    },
    reset: {
      title: "Wachtwoord opnieuw instellen",
      intro:
        "Vul het e-mailadres van uw account in. We sturen u dan een link waarmee u een nieuw wachtwoord kunt kiezen.",
      submit: "Herstelmail verzenden",
      submitting: "Verzenden...",
      sent: "De e-mail om uw wachtwoord opnieuw in te stellen is verzonden! Kijk in uw mailbox.",
      back: "Terug naar inloggen",
    },
    newPassword: {
      title: "Kies een nieuw wachtwoord",
      intro:
        "Kies een nieuw wachtwoord voor uw account. Op alle toestellen waarop u met dit account bent ingelogd, wordt u uitgelogd.",
      label: "Nieuw wachtwoord",
      submit: "Nieuw wachtwoord opslaan",
      submitting: "Opslaan...",
      done: "Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.",
      login: "Naar inloggen",
      requestNew: "Nieuwe link aanvragen",
    },
    errors: {
      "invalid-confirmation-link":
        "Deze bevestigingslink is ongeldig of verlopen. Log in en vraag een nieuwe aan bij het afrekenen.",
      "invalid-credentials": "Ongeldig e-mailadres of wachtwoord.",
      "email-taken":
        "Er bestaat al een account met dit e-mailadres. Log in of stel uw wachtwoord opnieuw in.",
      "invalid-token":
        "Deze link om uw wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe link aan.",
      "wrong-password": "Uw huidige wachtwoord is niet correct.",
      "no-password": "Uw account heeft geen wachtwoord: u logt in via een externe dienst.",
      federated:
        "Inloggen via deze dienst is niet gelukt. Probeer het opnieuw of log in met uw e-mailadres en wachtwoord.",
      "account-not-linked":
        "Er bestaat al een account met dit e-mailadres. Log in met uw wachtwoord.",
      "invalid-code":
        "Die code klopt niet. Typ de code die uw app nu toont, of een van uw back-upcodes.",
      "sign-in-expired":
        "Deze aanmelding is verlopen of had te veel verkeerde codes. Log opnieuw in.",
      "second-factor-on": "Inloggen in twee stappen staat al aan voor uw account.",
      "second-factor-off": "Inloggen in twee stappen staat niet aan voor uw account.",
    },
  },
  profile: {
    title: "Mijn account",
    tabs: "Onderdelen van uw account",
    tabProfile: "Profiel",
    tabOrders: "Bestelgeschiedenis",
    tabSessions: "Aangemelde toestellen",
    tabSecurity: "Inloggen en beveiliging",
    email: "E-mail",
    userId: "Gebruikers-ID",
    createdAt: "Account aangemaakt op",
    name: "Naam",
    phone: "Telefoon",
    submit: "Profiel bijwerken",
    saving: "Opslaan...",
    updated: "Profiel bijgewerkt!",
    failed: "Het profiel kon niet worden opgeslagen. Probeer het opnieuw.",
    passwordTitle: "Wachtwoord wijzigen",
    passwordIntro: "Hier blijft u ingelogd; op alle andere toestellen wordt u uitgelogd.",
    currentPassword: "Huidig wachtwoord",
    newPassword: "Nieuw wachtwoord",
    passwordSubmit: "Wachtwoord wijzigen",
    passwordChanged: "Uw wachtwoord is gewijzigd. Op uw andere toestellen bent u uitgelogd.",
  },
  sessions: {
    intro:
      "Waar uw account aangemeld is. Meld een toestel af dat u niet herkent en wijzig daarna uw wachtwoord.",
    caption: "Toestellen die bij uw account aangemeld zijn",
    device: "Toestel",
    signedIn: "Aangemeld",
    lastSeen: "Laatst actief",
    from: "Ingelogd vanaf",
    unknownAddress: "Onbekend",
    method: "Ingelogd met",
    methods: {
      password: "Wachtwoord",
      totp: "Code uit de app",
      "backup-code": "Back-upcode",
      passkey: "Toegangssleutel",
      federated: "Andere aanbieder",
      "email-link": "Bevestigingslink",
    },
    action: "Actie",
    deviceName: "{{browser}} op {{system}}",
    unknownBrowser: "Een browser",
    unknownSystem: "een onbekend systeem",
    thisDevice: "Dit toestel",
    end: "Afmelden",
    endDetails: "{{device}}, aangemeld op {{date}}",
    endOthers: "Overal elders afmelden",
    ended_one: "Afgemeld op {{count}} toestel.",
    ended_other: "Afgemeld op {{count}} toestellen.",
    onlyThis: "Alleen dit toestel is aangemeld.",
    errors: {
      invalid: "Dat toestel kon niet gelezen worden. Probeer het opnieuw.",
      "not-found": "Dat toestel was al afgemeld.",
    },
  },
  twoFactor: twoFactorNl,
  passkeys: passkeysNl,
  orders: {
    title: "Bestelgeschiedenis",
    empty: "U hebt nog geen bestellingen.",
    loadFailed:
      "Uw bestellingen konden niet worden geladen. Probeer het later opnieuw. (Referentie: {{reference}})",
    shopCta: "Ontdek de webshop",
    order: "Bestelling {{reference}}",
    placed: "Geplaatst op",
    status: "Status",
    total: "Totaal",
    items: "Artikelen",
    quantity: "Aantal",
    carat: "{{carat}} ct",
    statuses: {
      pending: "In afwachting",
      processing: "In behandeling",
      shipped: "Verzonden",
      cancelled: "Geannuleerd",
    },
  },
} satisfies AccountMessages;
