/**
 * The home page's strings in Dutch (Belgian): the keys of en.ts beside this file.
 * page messages: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-messages.md). One block per section of the page.
 */
import type { HomeMessages } from "./en.ts";

export const nl = {
  hero: {
    title: "Goud, diamanten en luxehorloges, met zorg geschat",
    subtitle:
      "Al meer dan 25 jaar hét vertrouwde adres in Antwerpen voor de aan- en verkoop van edelmetalen, diamanten en exclusieve horloges.",
    valuationCta: "Gratis schatting aanvragen",
    appointmentCta: "Afspraak maken",
    callCta: "Bel ons",
    chatCta: "Chat met ons",
    chatGreeting: "Goedendag, ik had graag meer informatie over een schatting.",
    statsLabel: "Onze staat van dienst",
    statYears: "jaar ervaring",
    statCustomers: "tevreden klanten",
    statService: "service",
    slidesLabel: "Achtergrondfoto's",
    slide: "Dia {{number}} van {{count}}",
  },
  goldPrice: {
    title: "Goudprijs vandaag",
    perGram: "per gram (24 karaat)",
    fetchedAt: "Bijgewerkt op {{time}}",
    fallback: "Referentieprijs: de actuele koers is momenteel niet bereikbaar.",
  },
  buyBack: {
    title: "Hoeveel is uw goud waard?",
    intro:
      "Geef het gewicht en het karaat van uw goud in en krijg een indicatief bod tegen de goudprijs van vandaag.",
    grams: "Gewicht in gram",
    gramsHint: "Van {{min}} tot {{max}} g, hoogstens twee decimalen.",
    karat: "Karaat",
    karatOption: "{{karat}} karaat",
    offer: "Indicatief bod: {{amount}}",
    offerFor: "voor {{grams}} g goud van {{karat}} karaat, tegen de goudprijs van {{time}}.",
    note: "Dit is een schatting, geen bindend bod: we bevestigen de prijs nadat we uw goud in de winkel gewogen en getest hebben.",
    invalidGrams: "Geef een gewicht in van {{min}} tot {{max}} gram, met hoogstens twee decimalen.",
    failed: "Het bod kon niet berekend worden. Probeer het opnieuw.",
    book: "Maak een afspraak voor een schatting",
    noScript:
      "De rekenhulp werkt enkel met JavaScript. Bel ons of vraag een gratis schatting aan voor een bod.",
  },
  services: {
    title: "Onze diensten",
    intro:
      "Iets kostbaars kopen, verkopen of laten schatten vraagt kennis en vertrouwen. Bij ons vindt u beide, onder één dak in Antwerpen.",
    trading: {
      title: "Handel in edelmetalen",
      text: "Wij kopen en verkopen goud, zilver en platina, van baren en munten tot juwelen, tegen prijzen die de dagkoers volgen.",
    },
    diamonds: {
      title: "Diamanten",
      text: "Losse stenen en diamanten juwelen, aangekocht en verkocht na een grondige beoordeling van slijpvorm, kleur, zuiverheid en karaat.",
    },
    watches: {
      title: "Luxehorloges",
      text: "Exclusieve horloges van de grote huizen, gecontroleerd op echtheid en staat voor we een bod doen.",
    },
    bespoke: {
      title: "Juwelen op maat",
      text: "Een juweel dat rond u ontworpen wordt: we tekenen het samen, kiezen samen de stenen en laten het vervaardigen.",
    },
    custom: {
      title: "Gepersonaliseerde juwelen",
      text: "Laat een juweel dat u al hebt verkleinen, opnieuw zetten of hertekenen, of geef oud goud een tweede leven.",
    },
    estate: {
      title: "Schattingen van nalatenschappen",
      text: "Discrete schattingen van geërfde juwelen, horloges en verzamelingen, voor een erfenis, een verzekering of een verkoop.",
    },
    whyTitle: "Waarom kiezen voor ons",
    why: {
      experience: "Meer dan {{years}} jaar ervaring in Antwerpen",
      free: "Gratis schattingen, zonder verplichting",
      prices: "Eerlijke prijzen op basis van de dagkoers",
      payment: "Onmiddellijke betaling zodra u ons bod aanvaardt",
      discretion: "Discrete, persoonlijke service",
    },
  },
  luxury: {
    title: "Luxehorloges en diamanten",
    intro:
      "Wij kopen, verkopen en schatten horloges van de grote huizen en diamanten van elke grootte, met de deskundigheid die ze verdienen.",
    brandsTitle: "Horlogemerken die wij kopen en verkopen",
    diamondsTitle: "Schatting van diamanten",
    diamonds: {
      loose: "Losse diamanten",
      jewellery: "Diamanten juwelen",
      certified: "Gecertificeerde stenen (GIA, HRD, IGI)",
      rings: "Verlovings- en trouwringen",
      antique: "Antieke en oud geslepen diamanten",
      coloured: "Fancy gekleurde diamanten",
    },
    processTitle: "Onze werkwijze voor luxestukken",
    process: {
      authentication: {
        title: "Echtheidscontrole",
        text: "We controleren uurwerk, kast, serienummers en papieren, of de steen en zijn certificaat.",
      },
      condition: {
        title: "Beoordeling van de staat",
        text: "Slijtage, onderhoudshistoriek, doos en papieren: alles wat meetelt, noteren we in uw bijzijn.",
      },
      market: {
        title: "Marktwaardering",
        text: "We vergelijken recente verkopen van hetzelfde model of een gelijkaardige steen om de waarde van vandaag te bepalen.",
      },
      offer: {
        title: "Direct bod",
        text: "U krijgt ter plaatse een vast bod, en u bent vrij om het te aanvaarden of niet.",
      },
    },
    trustTitle: "Met een gerust gevoel kopen en verkopen",
    trust: {
      experts: {
        title: "Gecertificeerde experts",
        text: "Opgeleide diamantexperts en horlogespecialisten bekijken elk stuk.",
      },
      discreet: {
        title: "Discreet en veilig",
        text: "Een gesprek onder vier ogen, en uw gegevens blijven bij ons.",
      },
      payment: {
        title: "Onmiddellijke betaling",
        text: "Aanvaardt u ons bod, dan wordt u meteen betaald.",
      },
      fair: {
        title: "Eerlijke marktprijzen",
        text: "Onze biedingen volgen de markt, en we leggen uit hoe we eraan komen.",
      },
    },
  },
  about: {
    title: "Over ons",
    story:
      "Al meer dan {{years}} jaar komen mensen uit Antwerpen en ver daarbuiten bij ons langs om goud, diamanten en exclusieve horloges te kopen en te verkopen.",
    story2:
      "Elk stuk dat bij ons binnenkomt, wordt met de hand onderzocht, eerlijk geschat en duidelijk uitgelegd, of u nu komt om te verkopen, te kopen of gewoon om te weten wat u bezit.",
    features: {
      expertise: {
        title: "Deskundigheid",
        text: "Jarenlange ervaring met edelmetalen, diamanten en horloges.",
      },
      trust: {
        title: "Vertrouwen",
        text: "Duidelijke uitleg en eerlijke biedingen, zonder enige druk om te verkopen.",
      },
      personal: {
        title: "Persoonlijke service",
        text: "Eén vaste persoon helpt u, van de eerste blik tot de betaling.",
      },
    },
    pictures: "Foto's van onze winkel",
    picture: "Onze winkel in Antwerpen, foto {{index}} van {{count}}",
    showPicture: "Toon foto {{index}} van {{count}}",
  },
  valuation: {
    title: "Zo verloopt onze schatting",
    intro:
      "Vier duidelijke stappen, gratis en zonder verplichting: u weet wat uw stuk waard is voor u beslist.",
    steps: {
      inspection: {
        title: "Onderzoek",
        text: "We onderzoeken uw stuk samen met u: we testen en wegen het metaal en bekijken stenen, keurtekens en staat.",
      },
      market: {
        title: "Marktwaardering",
        text: "We schatten het tegen de prijzen van vandaag voor goud en andere edelmetalen, diamanten en horloges.",
      },
      offer: {
        title: "Transparant bod",
        text: "U krijgt een bod met de cijfers erachter: gewicht, zuiverheid en de prijs waarop het gebaseerd is.",
      },
      payment: {
        title: "Onmiddellijke betaling",
        text: "Aanvaardt u, dan wordt u meteen betaald. Zo niet, dan neemt u uw stuk kosteloos weer mee.",
      },
    },
    evaluateTitle: "Wat wij schatten",
    appointmentCta: "Een taxatieafspraak maken",
    evaluate: {
      gold: "Goud",
      silver: "Zilver",
      platinum: "Platina",
      diamonds: "Diamanten",
      watches: "Luxehorloges",
      jewellery: "Juwelen",
      coins: "Munten",
      bars: "Baren",
      collections: "Volledige verzamelingen en nalatenschappen",
    },
  },
  testimonials: {
    title: "Wat onze klanten zeggen",
    rating: "Beoordeeld met 5 op 5",
    first: {
      text: "Ik wist niet goed wat de juwelen van mijn grootmoeder waard waren. Ze hebben elk stuk uitgelegd en een eerlijk bod gedaan, zonder enige druk.",
      item: "Geërfde gouden juwelen",
    },
    second: {
      text: "Snel en discreet. Mijn horloge werd in mijn bijzijn gecontroleerd, en het geld stond dezelfde dag op mijn rekening.",
      item: "Omega Speedmaster-horloge",
    },
    third: {
      text: "Ze hebben me geholpen een diamant te kiezen voor onze verlovingsring en het certificaat helder uitgelegd. Een fijne ervaring.",
      item: "Diamanten verlovingsring",
    },
  },
  hotDeals: {
    title: "Topaanbiedingen",
    intro: "Onze scherpste prijzen van het moment, op ringen en unieke stukken.",
    shopNow: "Naar de winkel",
    carousel: "Topaanbiedingen, één per keer",
    previous: "Vorige aanbieding",
    next: "Volgende aanbieding",
    show: "Toon aanbieding {{index}}",
  },
  location: {
    title: "Bezoek onze winkel",
    intro:
      "In het hart van de Antwerpse diamantwijk, op enkele stappen van het station Antwerpen-Centraal.",
    directions: "Routebeschrijving",
    newTab: "(opent in een nieuw tabblad)",
    video: "Korte film over onze winkel",
    unavailable: "Video niet beschikbaar",
    unavailableHint:
      "De film kon niet worden geladen. Ons adres en onze openingsuren vindt u hieronder.",
    ended: "Kom langs",
    endedText: "Bekijk onze stukken met eigen ogen: we verwelkomen u graag.",
    replay: "Opnieuw bekijken",
    detailsTitle: "Waar en wanneer",
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
    photos: "Foto's van het voorwerp",
    photosHint: "Tot {{max}} foto's (JPEG, PNG of WebP), elk hoogstens {{maxMb}} MB.",
    requiredHint: "Velden met een * zijn verplicht.",
    submit: "Bericht verzenden",
    sending: "Verzenden...",
    success: "Bedankt voor uw aanvraag! We nemen spoedig contact met u op.",
    failure: "Uw bericht kon niet worden verzonden. Probeer het opnieuw.",
    rateLimited_one:
      "U hebt in korte tijd meerdere berichten verzonden. Probeer het over een minuut opnieuw.",
    rateLimited_other:
      "U hebt in korte tijd meerdere berichten verzonden. Probeer het over {{count}} minuten opnieuw.",
    detailsTitle: "Bezoek ons of neem contact op",
    address: "Adres",
    phoneLabel: "Telefoon",
    emailLabel: "E-mail",
    visitLabel: "Taxatie in de winkel",
    bookVisit: "Kies een moment om langs te komen",
    chat: "Chatapp",
    chatLink: "Stuur ons een bericht",
    mapTitle: "Kaart met de ligging van onze zaak in Antwerpen",
    directions: "Routebeschrijving",
    mapConsent:
      "De kaart komt van een externe dienst, die uw bezoek ziet zodra ze laadt. We tonen ze pas als u functionele cookies toestaat.",
    mapAllow: "Kaart toestaan",
  },
} satisfies HomeMessages;
