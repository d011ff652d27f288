/**
 * The home page's strings in French (Belgian): the keys of en.ts beside this file.
 * page messages: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-messages.md). One block per section of the page.
 */
import type { HomeMessages } from "./en.ts";

export const fr = {
  hero: {
    title: "Or, diamants et montres de luxe, estimés avec soin",
    subtitle:
      "Depuis plus de 25 ans, l'adresse de confiance à Anvers pour l'achat et la vente de métaux précieux, de diamants et de montres d'exception.",
    valuationCta: "Estimation gratuite",
    appointmentCta: "Prendre rendez-vous",
    callCta: "Appelez-nous",
    chatCta: "Écrivez-nous",
    chatGreeting: "Bonjour, je souhaiterais me renseigner sur une estimation.",
    statsLabel: "Notre parcours en chiffres",
    statYears: "ans d'expérience",
    statCustomers: "clients satisfaits",
    statService: "à votre service",
    slidesLabel: "Photos d'arrière-plan",
    slide: "Diapositive {{number}} sur {{count}}",
  },
  goldPrice: {
    title: "Cours de l'or aujourd'hui",
    perGram: "par gramme (24 carats)",
    fetchedAt: "Mis à jour le {{time}}",
    fallback: "Prix de référence : le cours en direct est momentanément inaccessible.",
  },
  buyBack: {
    title: "Combien vaut votre or ?",
    intro:
      "Indiquez le poids et le titre de votre or pour obtenir une offre indicative au cours du jour.",
    grams: "Poids en grammes",
    gramsHint: "De {{min}} à {{max}} g, deux décimales au plus.",
    karat: "Titre (carats)",
    karatOption: "{{karat}} carats",
    offer: "Offre indicative : {{amount}}",
    offerFor: "pour {{grams}} g d'or {{karat}} carats, au cours de l'or du {{time}}.",
    note: "Il s'agit d'une estimation et non d'une offre ferme : nous confirmons le prix après avoir pesé et testé votre or en magasin.",
    invalidGrams: "Indiquez un poids de {{min}} à {{max}} grammes, avec deux décimales au plus.",
    failed: "L'offre n'a pas pu être calculée. Veuillez réessayer.",
    book: "Prendre rendez-vous pour une estimation",
    noScript:
      "Le calculateur nécessite JavaScript. Appelez-nous ou demandez une estimation gratuite pour recevoir une offre.",
  },
  services: {
    title: "Nos services",
    intro:
      "Acheter, vendre ou faire estimer un objet précieux demande du savoir et de la confiance. Vous trouverez les deux chez nous, sous un même toit à Anvers.",
    trading: {
      title: "Négoce de métaux précieux",
      text: "Nous achetons et vendons de l'or, de l'argent et du platine, des lingots et des pièces aux bijoux, à des prix qui suivent le cours du jour.",
    },
    diamonds: {
      title: "Diamants",
      text: "Pierres non serties et bijoux en diamants, achetés et vendus après un examen attentif de la taille, de la couleur, de la pureté et du poids en carats.",
    },
    watches: {
      title: "Montres de luxe",
      text: "Des montres des grandes maisons, contrôlées quant à leur authenticité et leur état avant toute offre.",
    },
    bespoke: {
      title: "Bijoux sur mesure",
      text: "Une pièce dessinée pour vous : nous l'esquissons avec vous, choisissons ensemble les pierres et la faisons réaliser.",
    },
    custom: {
      title: "Bijoux personnalisés",
      text: "Mettre à taille, resertir ou redessiner un bijou que vous possédez déjà, ou donner une seconde vie à votre vieil or.",
    },
    estate: {
      title: "Estimations de successions",
      text: "Des estimations discrètes de bijoux, de montres et de collections hérités, pour une succession, une assurance ou une vente.",
    },
    whyTitle: "Pourquoi nous choisir",
    why: {
      experience: "Plus de {{years}} ans d'expérience à Anvers",
      free: "Des estimations gratuites et sans engagement",
      prices: "Des prix justes, fondés sur le cours du jour",
      payment: "Un paiement immédiat dès que vous acceptez notre offre",
      discretion: "Un service discret et personnel",
    },
  },
  luxury: {
    title: "Montres de luxe et diamants",
    intro:
      "Nous achetons, vendons et estimons les montres des grandes maisons et les diamants de toutes tailles, avec l'expertise qu'ils méritent.",
    brandsTitle: "Les marques de montres que nous achetons et vendons",
    diamondsTitle: "Estimation de diamants",
    diamonds: {
      loose: "Diamants non sertis",
      jewellery: "Bijoux en diamants",
      certified: "Pierres certifiées (GIA, HRD, IGI)",
      rings: "Bagues de fiançailles et alliances",
      antique: "Diamants anciens et de taille ancienne",
      coloured: "Diamants de couleur fantaisie",
    },
    processTitle: "Notre démarche pour les pièces de luxe",
    process: {
      authentication: {
        title: "Authentification",
        text: "Nous vérifions le mouvement, le boîtier, les numéros de série et les papiers, ou la pierre et son certificat.",
      },
      condition: {
        title: "Évaluation de l'état",
        text: "Usure, historique d'entretien, écrin et papiers : tout ce qui compte est noté, devant vous.",
      },
      market: {
        title: "Estimation au prix du marché",
        text: "Nous comparons les ventes récentes du même modèle ou d'une pierre semblable pour fixer sa valeur actuelle.",
      },
      offer: {
        title: "Offre immédiate",
        text: "Vous recevez sur place une offre ferme, que vous êtes libre d'accepter ou non.",
      },
    },
    trustTitle: "Acheter et vendre en toute confiance",
    trust: {
      experts: {
        title: "Experts certifiés",
        text: "Des gemmologues et des spécialistes en horlogerie examinent chaque pièce.",
      },
      discreet: {
        title: "Discret et sûr",
        text: "Un entretien en privé, et vos données restent chez nous.",
      },
      payment: {
        title: "Paiement immédiat",
        text: "Vous acceptez notre offre et vous êtes payé sur-le-champ.",
      },
      fair: {
        title: "Des prix justes",
        text: "Nos offres suivent le marché, et nous vous expliquons comment nous y arrivons.",
      },
    },
  },
  about: {
    title: "Qui sommes-nous",
    story:
      "Depuis plus de {{years}} ans, des clients d'Anvers et de bien plus loin viennent chez nous pour acheter et vendre de l'or, des diamants et des montres de prestige.",
    story2:
      "Chaque pièce qui passe notre porte est examinée à la main, estimée honnêtement et expliquée clairement, que vous veniez vendre, acheter ou simplement savoir ce que vous possédez.",
    features: {
      expertise: {
        title: "Expertise",
        text: "Des années d'expérience des métaux précieux, des diamants et des montres.",
      },
      trust: {
        title: "Confiance",
        text: "Des explications claires et des offres honnêtes, sans aucune pression pour vendre.",
      },
      personal: {
        title: "Service personnalisé",
        text: "Une seule personne s'occupe de vous, du premier coup d'œil jusqu'au paiement.",
      },
    },
    pictures: "Photos de notre boutique",
    picture: "Notre boutique à Anvers, photo {{index}} sur {{count}}",
    showPicture: "Afficher la photo {{index}} sur {{count}}",
  },
  valuation: {
    title: "Comment se déroule notre estimation",
    intro:
      "Quatre étapes claires, gratuites et sans engagement : vous savez ce que vaut votre objet avant de décider.",
    steps: {
      inspection: {
        title: "Examen",
        text: "Nous examinons votre objet avec vous : nous testons et pesons le métal, et regardons les pierres, les poinçons et l'état.",
      },
      market: {
        title: "Estimation au prix du marché",
        text: "Nous l'estimons aux prix du jour de l'or et des autres métaux précieux, des diamants et des montres.",
      },
      offer: {
        title: "Offre transparente",
        text: "Vous recevez une offre avec les chiffres qui la fondent : poids, titre et prix de référence.",
      },
      payment: {
        title: "Paiement immédiat",
        text: "Si vous acceptez, vous êtes payé immédiatement. Sinon, vous repartez avec votre objet, sans frais.",
      },
    },
    evaluateTitle: "Ce que nous estimons",
    appointmentCta: "Prendre rendez-vous pour une estimation",
    evaluate: {
      gold: "Or",
      silver: "Argent",
      platinum: "Platine",
      diamonds: "Diamants",
      watches: "Montres de luxe",
      jewellery: "Bijoux",
      coins: "Pièces de monnaie",
      bars: "Lingots",
      collections: "Collections entières et successions",
    },
  },
  testimonials: {
    title: "Ce que disent nos clients",
    rating: "Note : 5 sur 5",
    first: {
      text: "Je ne savais pas ce que valaient les bijoux de ma grand-mère. Ils m'ont expliqué chaque pièce et m'ont fait une offre honnête, sans aucune pression.",
      item: "Bijoux en or hérités",
    },
    second: {
      text: "Rapide et discret. Ma montre a été contrôlée devant moi, et l'argent était sur mon compte le jour même.",
      item: "Montre Omega Speedmaster",
    },
    third: {
      text: "Ils m'ont aidé à choisir un diamant pour notre bague de fiançailles et m'ont clairement expliqué le certificat. Une belle expérience.",
      item: "Bague de fiançailles en diamant",
    },
  },
  hotDeals: {
    title: "Bonnes affaires",
    intro: "Nos meilleurs prix du moment, sur des bagues et des pièces uniques.",
    shopNow: "Voir la boutique",
    carousel: "Bonnes affaires, une à la fois",
    previous: "Offre précédente",
    next: "Offre suivante",
    show: "Afficher l'offre {{index}}",
  },
  location: {
    title: "Visitez notre boutique",
    intro: "Au cœur du quartier diamantaire d'Anvers, à quelques pas de la gare d'Anvers-Central.",
    directions: "Itinéraire",
    newTab: "(s'ouvre dans un nouvel onglet)",
    video: "Court film sur notre boutique",
    unavailable: "Vidéo non disponible",
    unavailableHint:
      "Le film n'a pas pu être chargé. Notre adresse et nos heures d'ouverture figurent ci-dessous.",
    ended: "Rendez-nous visite",
    endedText:
      "Venez découvrir nos pièces de vos propres yeux : nous serons ravis de vous accueillir.",
    replay: "Revoir",
    detailsTitle: "Où et quand",
  },
  contact: {
    title: "Demandez une estimation gratuite",
    intro:
      "Dites-nous ce que vous souhaitez faire estimer. Nous répondons personnellement à chaque demande, généralement dans un délai d'un jour ouvrable.",
    formTitle: "Envoyez-nous un message",
    name: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    optional: "facultatif",
    message: "Message",
    photos: "Photos de l'objet",
    photosHint: "Jusqu'à {{max}} photos (JPEG, PNG ou WebP), de {{maxMb}} Mo au maximum chacune.",
    requiredHint: "Les champs marqués d'un * sont obligatoires.",
    submit: "Envoyer le message",
    sending: "Envoi en cours...",
    success: "Merci pour votre demande ! Nous vous contacterons bientôt.",
    failure: "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
    rateLimited_one:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans une minute.",
    rateLimited_other:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans {{count}} minutes.",
    detailsTitle: "Rendez-nous visite ou contactez-nous",
    address: "Adresse",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    visitLabel: "Estimation en boutique",
    bookVisit: "Choisissez un moment pour passer",
    chat: "Messagerie",
    chatLink: "Envoyez-nous un message",
    mapTitle: "Carte situant notre boutique à Anvers",
    directions: "Itinéraire",
    mapConsent:
      "La carte provient d'un service externe, qui voit votre visite lorsqu'elle se charge. Nous l'affichons dès que vous acceptez les cookies fonctionnels.",
    mapAllow: "Autoriser la carte",
  },
} satisfies HomeMessages;
