/** What search engines and link previews read, in Dutch (Belgian): the keys of en.ts beside this file. */
import type { SeoMessages } from "./en.ts";

export const nl = {
  seo: {
    siteTitle: "Goud, diamanten en luxehorloges in Antwerpen",
    description:
      "Koop en verkoop goud, diamanten en luxehorloges in Antwerpen. Gratis, transparante schatting en onmiddellijke betaling.",
    imageAlt:
      "{{name}}, Antwerpen: de naam van de zaak in goud naast een ring met een ovale diamant",
    pages: {
      shop: {
        title: "Diamanten ringen en speciale edities",
        description:
          "Verlovingsringen in elke vorm, elk ontwerp en elk metaal en unieke speciale edities van {{name}} in Antwerpen. Prijzen inclusief btw; afhalen in onze winkel of verzekerde levering.",
      },
      login: {
        title: "Inloggen",
        description:
          "Log in op uw account bij {{name}} om uw bestellingen te volgen en af te rekenen zonder uw gegevens opnieuw te typen.",
      },
      signup: {
        title: "Account aanmaken",
        description:
          "Maak een account aan bij {{name}} om ringen online te bestellen, uw bestellingen te volgen en uw gegevens te bewaren voor de volgende keer.",
      },
      goldAlerts: {
        title: "Goudprijsalarm",
        description:
          "Vraag {{name}} u te mailen wanneer fijn goud boven of onder uw prijs per gram gaat. Bevestigd per e-mail, gestopt met één klik.",
      },
      goldAlertConfirm: {
        title: "Bevestig uw goudprijsalarm",
        description: "Bevestig het goudprijsalarm dat u bij {{name}} aanvroeg.",
      },
      appointment: {
        title: "Een taxatieafspraak maken",
        description:
          "Maak een afspraak voor een gratis taxatie van uw goud, diamanten, juwelen of horloge bij {{name}} in Antwerpen: kies een dag en een uur, en zet het in uw agenda.",
      },
      appointmentManage: {
        title: "Uw afspraak",
        description: "Verplaats of annuleer uw taxatieafspraak bij {{name}} in Antwerpen.",
      },
      goldAlertUnsubscribe: {
        title: "Stop uw goudprijsalarm",
        description: "Stop een goudprijsalarm van {{name}} met één klik, zonder in te loggen.",
      },
      resetPassword: {
        title: "Wachtwoord opnieuw instellen",
        description:
          "Wachtwoord vergeten? Vraag {{name}} een link per e-mail en kies een nieuw wachtwoord.",
      },
      newPassword: {
        title: "Kies een nieuw wachtwoord",
        description: "Kies een nieuw wachtwoord voor uw account bij {{name}}.",
      },
      secondFactor: {
        title: "Inloggen in twee stappen",
        description: "Rond het inloggen op uw account bij {{name}} af met de code uit uw app.",
      },
      goldPrice: {
        title: "Goudprijs vandaag en inkoopprijzen per karaat",
        description:
          "Wat {{name}} in Antwerpen vandaag per gram betaalt voor goud van 9 tot 24 karaat, de prijs van fijn goud waarop dat berust, en hoe die prijs bewoog over 30 dagen, een jaar en vijf jaar.",
      },
      privacy: {
        title: "Privacyverklaring",
        description:
          "Hoe {{name}} in Antwerpen met uw persoonsgegevens omgaat: wat we verzamelen, waarom, hoelang, en uw rechten onder de AVG.",
      },
      terms: {
        title: "Algemene verkoopvoorwaarden",
        description:
          "De verkoopvoorwaarden van de webwinkel van {{name}}: prijzen, bestellen, betalen per overschrijving, afhalen in Antwerpen of verzekerde levering, uw herroepingsrecht van 14 dagen en de wettelijke garantie.",
      },
      profile: {
        title: "Mijn account",
        description: "Uw gegevens en uw bestellingen bij {{name}}.",
      },
      orders: {
        title: "Bestelgeschiedenis",
        description: "Alle bestellingen die u bij {{name}} plaatste, de nieuwste eerst.",
      },
      order: {
        title: "Bestelling {{reference}}",
        description: "Uw bestelling bij {{name}}: wat u bestelde en hoe u betaalt.",
      },
      checkout: {
        title: "Afrekenen",
        description:
          "Reken uw winkelmandje af bij {{name}}: uw contactgegevens, afhalen of verzekerde levering, en betalen per overschrijving.",
      },
      admin: {
        title: "Beheerpaneel",
        description:
          "Schattingsaanvragen, producten, bestellingen, foto's en speciale edities van {{name}}.",
      },
    },
  },
} satisfies SeoMessages;
