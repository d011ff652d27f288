/**
 * Dutch (Belgian) catalog. Same keys as en.ts (enforced by `satisfies Catalog` and by
 * tests/unit/i18n-catalogs.test.ts); formal "u", Flemish-friendly standard Dutch.
 */
import type { Catalog } from "./en.ts";

export const nl = {
  meta: {
    title: "Goud, diamanten en luxehorloges in Antwerpen",
    description:
      "Koop en verkoop goud, diamanten en luxehorloges in Antwerpen. Gratis, transparante schatting en onmiddellijke betaling.",
  },
  nav: {
    skipToContent: "Naar de inhoud",
    primary: "Hoofdnavigatie",
    home: "Home",
    services: "Diensten",
    watches: "Horloges",
    about: "Over ons",
    contact: "Contact",
    shop: "Webshop",
    login: "Inloggen",
    signup: "Registreren",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    cart_one: "Winkelmandje, {{count}} artikel",
    cart_other: "Winkelmandje, {{count}} artikelen",
    language: "Taal",
  },
  languages: {
    en: "English",
    nl: "Nederlands",
    fr: "Français",
  },
  hero: {
    title: "Goud, diamanten en luxehorloges, met zorg geschat",
    subtitle:
      "Al meer dan 25 jaar hét vertrouwde adres in Antwerpen voor de aan- en verkoop van edelmetalen, diamanten en exclusieve horloges.",
    valuationCta: "Gratis schatting aanvragen",
    callCta: "Bel ons",
    chatCta: "Chat met ons",
    chatGreeting: "Goedendag, ik had graag meer informatie over een schatting.",
    statsLabel: "Onze staat van dienst",
    statYears: "jaar ervaring",
    statCustomers: "tevreden klanten",
    statService: "service",
  },
  contact: {
    title: "Vraag een gratis schatting aan",
    intro:
      "Laat ons weten wat u wilt laten schatten. We beantwoorden elke aanvraag persoonlijk, meestal binnen één werkdag.",
    formTitle: "Stuur ons een bericht",
    name: "Naam",
    email: "E-mail",
    phone: "Telefoon",
    optional: "optioneel",
    message: "Bericht",
    requiredHint: "Velden met een * zijn verplicht.",
    submit: "Bericht verzenden",
    sending: "Verzenden...",
    success: "Bedankt voor uw aanvraag! We nemen spoedig contact met u op.",
    failure: "Uw bericht kon niet worden verzonden. Probeer het opnieuw.",
    rateLimited_one:
      "U hebt in korte tijd meerdere berichten verzonden. Probeer het over een minuut opnieuw.",
    rateLimited_other:
      "U hebt in korte tijd meerdere berichten verzonden. Probeer het over {{count}} minuten opnieuw.",
    fixErrors: "Gelieve de aangeduide velden te verbeteren.",
    detailsTitle: "Bezoek ons of neem contact op",
    address: "Adres",
    phoneLabel: "Telefoon",
    emailLabel: "E-mail",
    chat: "Chatapp",
    chatLink: "Stuur ons een bericht",
    mapTitle: "Kaart met de ligging van onze zaak in Antwerpen",
    directions: "Routebeschrijving",
  },
  hours: {
    title: "Openingsuren",
    closed: "Gesloten",
    range: "{{from}} – {{to}}",
  },
  validation: {
    required: "Dit veld is verplicht.",
    tooLong: "Dit is te lang.",
    invalidEmail: "Gelieve een geldig e-mailadres in te vullen.",
    invalidPhone: "Gelieve een geldig telefoonnummer in te vullen.",
  },
  cookies: {
    title: "Uw privacy is belangrijk voor ons",
    text: "We gebruiken cookies om deze website te laten werken en, met uw toestemming, om te begrijpen hoe ze gebruikt wordt en u relevante aanbiedingen te tonen.",
    customize: "Aanpassen",
    rejectAll: "Alles weigeren",
    acceptAll: "Alles aanvaarden",
    save: "Voorkeuren opslaan",
    preferencesTitle: "Cookievoorkeuren",
    necessary: "Noodzakelijk",
    necessaryHint:
      "Nodig om de website te laten werken, bijvoorbeeld voor uw taalkeuze en winkelmandje. Altijd actief.",
    analytics: "Analyse",
    analyticsHint: "Helpt ons anoniem te begrijpen welke pagina's bezocht worden.",
    marketing: "Marketing",
    marketingHint: "Hiermee tonen we u aanbiedingen die aansluiten bij uw interesses.",
    functional: "Functioneel",
    functionalHint: "Onthoudt keuzes zoals ingebedde kaarten en video's.",
  },
  footer: {
    tagline:
      "Sinds 1999 uw adres in Antwerpen voor de aan- en verkoop van goud, diamanten en luxehorloges.",
    quickLinks: "Snelle links",
    contactInfo: "Contact",
    privacy: "Privacybeleid",
    terms: "Algemene voorwaarden",
    rights: "© {{year}} {{name}}. Alle rechten voorbehouden.",
  },
  pending: {
    title: "Nog niet beschikbaar",
    text: "Dit deel van onze website is nog in opbouw. Intussen helpt ons team u graag verder, telefonisch, per e-mail of in onze winkel.",
    back: "Terug naar de startpagina",
    pages: {
      shop: "Webshop",
      login: "Inloggen",
      signup: "Registreren",
      resetPassword: "Wachtwoord opnieuw instellen",
      profile: "Profiel",
      orders: "Bestelgeschiedenis",
      admin: "Beheer",
    },
  },
  errors: {
    notFoundTitle: "Pagina niet gevonden",
    notFoundText: "De pagina die u zoekt, bestaat niet of is verplaatst.",
    genericTitle: "Er is iets misgegaan",
    genericText:
      "Er is een onverwachte fout opgetreden. Probeer het over enkele ogenblikken opnieuw.",
    back: "Terug naar de startpagina",
  },
} satisfies Catalog;
