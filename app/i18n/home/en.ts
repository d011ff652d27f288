/**
 * The home page's strings in English, the source: nl.ts and fr.ts beside this file have exactly these keys.
 * page messages: it reaches the browser with the home page's loader data, never as a script
 * (docs/decisions/0012-page-messages.md). One block per section of the page.
 */
export const en = {
  hero: {
    title: "Gold, diamonds and luxury watches, valued with care",
    subtitle:
      "For over 25 years, Antwerp's trusted address to buy and sell precious metals, diamonds and fine watches.",
    valuationCta: "Get Free Valuation",
    appointmentCta: "Book a visit",
    callCta: "Call us",
    chatCta: "Chat with us",
    chatGreeting: "Hello, I would like to ask about a valuation.",
    statsLabel: "Our track record",
    statYears: "years of experience",
    statCustomers: "satisfied customers",
    statService: "service",
    slidesLabel: "Background pictures",
    slide: "Slide {{number}} of {{count}}",
  },
  goldPrice: {
    title: "Gold price today",
    perGram: "per gram (24K)",
    fetchedAt: "Updated {{time}}",
    fallback: "Reference price: the live rate cannot be reached right now.",
  },
  buyBack: {
    title: "What is your gold worth?",
    intro: "Enter the weight and the karat of your gold for an indicative offer at today's price.",
    grams: "Weight in grams",
    gramsHint: "From {{min}} to {{max}} g, two decimals at most.",
    karat: "Karat",
    karatOption: "{{karat}} karat",
    offer: "Indicative offer: {{amount}}",
    offerFor: "for {{grams}} g of {{karat}} karat gold, at the gold price of {{time}}.",
    note: "This is an estimate, not a binding offer: we confirm the price after weighing and testing your gold in the shop.",
    invalidGrams: "Enter a weight from {{min}} to {{max}} grams, with two decimals at most.",
    failed: "The offer could not be calculated. Please try again.",
    book: "Book a free valuation",
    noScript: "The calculator needs JavaScript. Call us or book a free valuation for an offer.",
  },
  services: {
    title: "Our services",
    intro:
      "Buying, selling or valuing something precious calls for knowledge and trust. We offer both, under one roof in Antwerp.",
    trading: {
      title: "Precious metals trading",
      text: "We buy and sell gold, silver and platinum, from bars and coins to jewellery, at prices that follow the daily market.",
    },
    diamonds: {
      title: "Diamonds",
      text: "Loose stones and diamond jewellery, bought and sold after a careful look at cut, colour, clarity and carat.",
    },
    watches: {
      title: "Luxury watches",
      text: "Fine watches from the great houses, checked for authenticity and condition before we make an offer.",
    },
    bespoke: {
      title: "Bespoke jewellery",
      text: "A piece designed around you: we sketch it with you, choose the stones together and have it made.",
    },
    custom: {
      title: "Custom jewellery",
      text: "Resize, reset or redesign a piece you already own, or give old gold a second life.",
    },
    estate: {
      title: "Estate evaluations",
      text: "Discreet valuations of inherited jewellery, watches and collections, for an estate, insurance or a sale.",
    },
    whyTitle: "Why choose us",
    why: {
      experience: "Over {{years}} years of experience in Antwerp",
      free: "Free valuations, without obligation",
      prices: "Fair prices based on the daily market",
      payment: "Immediate payment once you accept our offer",
      discretion: "Discreet, personal service",
    },
  },
  luxury: {
    title: "Luxury watches and diamonds",
    intro:
      "We buy, sell and value watches from the great houses and diamonds of every size, with the expertise they deserve.",
    brandsTitle: "Watch brands we buy and sell",
    diamondsTitle: "Diamond evaluations",
    diamonds: {
      loose: "Loose diamonds",
      jewellery: "Diamond jewellery",
      certified: "Certified stones (GIA, HRD, IGI)",
      rings: "Engagement and wedding rings",
      antique: "Antique and old-cut diamonds",
      coloured: "Fancy coloured diamonds",
    },
    processTitle: "Our process for luxury pieces",
    process: {
      authentication: {
        title: "Authentication",
        text: "We check the movement, case, serial numbers and papers, or the stone and its certificate.",
      },
      condition: {
        title: "Condition assessment",
        text: "Wear, service history, box and papers: everything that counts is noted, in front of you.",
      },
      market: {
        title: "Market valuation",
        text: "We compare recent sales of the same model or a similar stone to set its value today.",
      },
      offer: {
        title: "Instant offer",
        text: "You receive a firm offer on the spot, and you are free to accept it or not.",
      },
    },
    trustTitle: "Buy and sell with confidence",
    trust: {
      experts: {
        title: "Certified experts",
        text: "Trained graders and watch specialists look at every piece.",
      },
      discreet: {
        title: "Discreet and secure",
        text: "A private consultation, and your details stay with us.",
      },
      payment: {
        title: "Immediate payment",
        text: "Accept our offer and you are paid straight away.",
      },
      fair: {
        title: "Fair market prices",
        text: "Our offers follow the market, and we explain how we reach them.",
      },
    },
  },
  about: {
    title: "About us",
    story:
      "For over {{years}} years, people in Antwerp and far beyond have come to us to buy and sell gold, diamonds and fine watches.",
    story2:
      "Every piece that comes through our door is examined by hand, valued honestly and explained clearly, whether you come to sell, to buy or simply to know what you own.",
    features: {
      expertise: {
        title: "Expertise",
        text: "Years of experience with precious metals, diamonds and watches.",
      },
      trust: {
        title: "Trust",
        text: "Clear explanations and honest offers, with no pressure to sell.",
      },
      personal: {
        title: "Personal service",
        text: "One person takes care of you, from the first look to the payment.",
      },
    },
    pictures: "Pictures of our shop",
    picture: "Our shop in Antwerp, picture {{index}} of {{count}}",
    showPicture: "Show picture {{index}} of {{count}}",
  },
  valuation: {
    title: "How our valuation works",
    intro:
      "Four clear steps, free and without obligation: you know what your item is worth before you decide.",
    steps: {
      inspection: {
        title: "Inspection",
        text: "We examine your item with you: we test the metal, weigh it and look at stones, hallmarks and condition.",
      },
      market: {
        title: "Market valuation",
        text: "We value it at today's prices for gold and other precious metals, diamonds and watches.",
      },
      offer: {
        title: "Transparent offer",
        text: "You get an offer with the figures behind it: weight, purity and the price it is based on.",
      },
      payment: {
        title: "Instant payment",
        text: "If you accept, you are paid immediately. If not, you take your item home, free of charge.",
      },
    },
    evaluateTitle: "What we evaluate",
    appointmentCta: "Book a valuation appointment",
    evaluate: {
      gold: "Gold",
      silver: "Silver",
      platinum: "Platinum",
      diamonds: "Diamonds",
      watches: "Luxury watches",
      jewellery: "Jewellery",
      coins: "Coins",
      bars: "Bars",
      collections: "Whole collections and estates",
    },
  },
  testimonials: {
    title: "What our customers say",
    rating: "Rated 5 out of 5",
    first: {
      text: "I was not sure what my grandmother's jewellery was worth. They explained every piece and made a fair offer, without any pressure.",
      item: "Inherited gold jewellery",
    },
    second: {
      text: "Quick and discreet. My watch was checked in front of me, and the money was in my account the same day.",
      item: "Omega Speedmaster watch",
    },
    third: {
      text: "They helped me choose a diamond for our engagement ring and explained the certificate clearly. A wonderful experience.",
      item: "Diamond engagement ring",
    },
  },
  hotDeals: {
    title: "Hot Deals",
    intro: "Our sharpest prices right now, on rings and one-of-a-kind pieces.",
    shopNow: "Shop Now",
    carousel: "Hot deals, one at a time",
    previous: "Previous deal",
    next: "Next deal",
    show: "Show deal {{index}}",
  },
  location: {
    title: "Visit our shop",
    intro:
      "In the heart of Antwerp's diamond district, a few steps from Antwerpen-Centraal station.",
    directions: "Get directions",
    newTab: "(opens in a new tab)",
    video: "A short film of our shop",
    unavailable: "Video Not Available",
    unavailableHint: "The film could not be loaded. Our address and opening hours are below.",
    ended: "Visit us",
    endedText: "See the pieces for yourself: we look forward to welcoming you.",
    replay: "Watch again",
    detailsTitle: "Where and when",
  },
  contact: {
    title: "Request a free valuation",
    intro:
      "Tell us what you would like valued. We answer every request personally, usually within one working day.",
    formTitle: "Send us a message",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    optional: "optional",
    message: "Message",
    photos: "Photos of the item",
    photosHint: "Up to {{max}} photos (JPEG, PNG or WebP), each at most {{maxMb}} MB.",
    requiredHint: "Fields marked with * are required.",
    submit: "Send Message",
    sending: "Sending...",
    success: "Thank you for your inquiry! We will contact you soon.",
    failure: "Failed to send your message. Please try again.",
    rateLimited_one:
      "You have sent several messages in a short time. Please try again in a minute.",
    rateLimited_other:
      "You have sent several messages in a short time. Please try again in {{count}} minutes.",
    detailsTitle: "Visit or contact us",
    address: "Address",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    visitLabel: "Valuation visit",
    bookVisit: "Book a time to come by",
    chat: "Chat app",
    chatLink: "Send us a message",
    mapTitle: "Map showing our shop in Antwerp",
    directions: "Get directions",
    mapConsent:
      "The map comes from an outside service, which sees your visit when it loads. We show it once you allow functional cookies.",
    mapAllow: "Allow the map",
  },
};

export type HomeMessages = typeof en;
