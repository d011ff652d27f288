import type { Locale } from "#common/locales.ts";
import type { RingMetal } from "#server/db/schema.ts";

/**
 * The demo catalogue's words in every language the shop speaks, kept apart from its prices and
 * pictures (demo-catalogue.ts) so a translator reads one file. Dutch is written as in Flanders
 * and French as in Belgium; product names follow each language's own capitals (sentence case,
 * as the shop's filters write "Klassieke solitair" and "Solitaire classique").
 */
export type Localized = Record<Locale, string>;

/** What a product or special edition shows: its name and description in every language. */
export type DemoText = Record<Locale, { name: string; description: string }>;

/** The same thing made once per language, in a type that cannot miss one. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { en: make("en"), nl: make("nl"), fr: make("fr") };
}

/** A ring family's style, which follows its name, and its story, which opens the description. */
export interface FamilyText {
  style: Localized;
  story: Localized;
}

export const familyText = {
  aurora: {
    style: { en: "Round Solitaire", nl: "ronde solitair", fr: "solitaire rond" },
    story: {
      en: "A single round brilliant diamond raised in four slender claws, so light reaches it from every side. The knife-edge band keeps the silhouette clean and timeless.",
      nl: "Eén rond, briljant geslepen diamant, hoog gezet in vier slanke griffen, zodat het licht hem van alle kanten bereikt. De ringschaal met mesprofiel houdt het silhouet strak en tijdloos.",
      fr: "Un seul diamant rond taille brillant, surélevé sur quatre fines griffes pour que la lumière l'atteigne de tous côtés. L'anneau en lame de couteau garde à la silhouette sa pureté intemporelle.",
    },
  },
  quadra: {
    style: { en: "Princess Solitaire", nl: "princess solitair", fr: "solitaire princesse" },
    story: {
      en: "A crisp princess-cut diamond held at its corners by V-shaped claws that protect the points. Modern and architectural, it sits flush against a straight wedding band.",
      nl: "Een strak, princess geslepen diamant, op de hoeken vastgehouden door V-vormige griffen die de punten beschermen. Modern en architecturaal sluit hij naadloos aan bij een rechte trouwring.",
      fr: "Un diamant taille princesse aux arêtes nettes, tenu à ses angles par des griffes en V qui en protègent les pointes. Moderne et architectural, il se pose bien à plat contre une alliance droite.",
    },
  },
  trinity: {
    style: {
      en: "Emerald Three-Stone",
      nl: "smaragdgeslepen trilogiering",
      fr: "trilogie taille émeraude",
    },
    story: {
      en: "An emerald-cut centre diamond flanked by two smaller emerald cuts, for past, present and future. The step facets give long, calm flashes of light rather than glitter.",
      nl: "Een smaragdgeslepen centrale diamant, geflankeerd door twee kleinere smaragdgeslepen stenen: voor verleden, heden en toekomst. Het trapslijpsel geeft lange, rustige lichtflitsen in plaats van gefonkel.",
      fr: "Un diamant central taille émeraude, encadré de deux diamants taille émeraude plus petits, pour le passé, le présent et l'avenir. Ses facettes à degrés renvoient de longs éclats de lumière, calmes, plutôt qu'un scintillement.",
    },
  },
  belleEpoque: {
    style: { en: "Oval Vintage Ring", nl: "ovale vintagering", fr: "bague vintage ovale" },
    story: {
      en: "An oval diamond in a setting drawn from Antwerp workshops of the 1910s, with hand-applied milgrain beading and open filigree on the shoulders.",
      nl: "Een ovale diamant in een zetting naar het voorbeeld van Antwerpse ateliers uit de jaren 1910: de milgrainrand is met de hand aangebracht en de schouders zijn in open filigraan bewerkt.",
      fr: "Un diamant ovale dans un serti inspiré des ateliers anversois des années 1910, rehaussé d'un millegrain posé à la main et d'un filigrane ajouré sur les épaules.",
    },
  },
  etoile: {
    style: { en: "Round Halo", nl: "ronde haloring", fr: "entourage rond" },
    story: {
      en: "A round brilliant centre stone circled by a halo of pavé diamonds, which adds sparkle and makes the centre look a size larger.",
      nl: "Een rond, briljant geslepen middensteen in een halo van pavé gezette diamanten, die extra schittering geeft en de middensteen een maatje groter doet lijken.",
      fr: "Une pierre centrale ronde taille brillant, cerclée d'un entourage de diamants sertis pavé qui ajoute de l'éclat et la fait paraître d'un cran plus grande.",
    },
  },
} satisfies Record<string, FamilyText>;

export const metalText: Record<RingMetal, { label: Localized; sentence: Localized }> = {
  "white-gold": {
    label: { en: "White Gold", nl: "witgoud", fr: "or blanc" },
    sentence: {
      en: "Set in 18K white gold with a bright rhodium finish that makes the diamond look even whiter.",
      nl: "Gezet in 18K witgoud met een glanzende rodiumlaag, die de diamant nog witter doet lijken.",
      fr: "Monture en or blanc 18K, avec un rhodiage éclatant qui rend le diamant plus blanc encore.",
    },
  },
  "yellow-gold": {
    label: { en: "Yellow Gold", nl: "geelgoud", fr: "or jaune" },
    sentence: {
      en: "Set in 18K yellow gold, the warm classic Antwerp's setters have worked for generations.",
      nl: "Gezet in 18K geelgoud, de warme klassieker waarmee Antwerpse zetters al generaties lang werken.",
      fr: "Monture en or jaune 18K, le classique chaleureux que les sertisseurs anversois travaillent depuis des générations.",
    },
  },
  "rose-gold": {
    label: { en: "Rose Gold", nl: "roségoud", fr: "or rose" },
    sentence: {
      en: "Set in 18K rose gold, whose soft blush flatters every skin tone.",
      nl: "Gezet in 18K roségoud, met een zachte roze gloed die elke huidtint flatteert.",
      fr: "Monture en or rose 18K, dont le doux reflet rosé flatte toutes les carnations.",
    },
  },
  platinum: {
    label: { en: "Platinum", nl: "platina", fr: "platine" },
    sentence: {
      en: "Set in platinum 950: naturally white, dense and hypoallergenic, made to be worn every day for a lifetime.",
      nl: "Gezet in platina 950: van nature wit, zwaar en hypoallergeen, gemaakt om een leven lang elke dag gedragen te worden.",
      fr: "Monture en platine 950, un métal naturellement blanc, dense et hypoallergénique, fait pour être porté chaque jour, toute une vie.",
    },
  },
};

/** Closes every ring's description. */
export const certificateText: Localized = {
  en: "Every centre diamond is hand-selected in Antwerp and comes with an HRD or GIA certificate.",
  nl: "Elke centrale diamant is in Antwerpen met de hand uitgekozen en wordt geleverd met een HRD- of GIA-certificaat.",
  fr: "Chaque diamant central est sélectionné à la main à Anvers et accompagné d'un certificat HRD ou GIA.",
};

/** "<family> <style> in <metal>", in each language's words. */
export const ringName: Record<Locale, (family: string, style: string, metal: string) => string> = {
  en: (family, style, metal) => `${family} ${style} in ${metal}`,
  nl: (family, style, metal) => `${family} ${style} in ${metal}`,
  fr: (family, style, metal) => `${family} ${style} en ${metal}`,
};

export const specialEditionText = {
  meirPendant: {
    en: {
      name: "Meir Halo Pendant",
      description:
        "A 1.0 ct round brilliant diamond in a halo of eighteen smaller diamonds, on a fine 45 cm chain in 18K white gold. Named after Antwerp's grand shopping street.",
    },
    nl: {
      name: "Meir hanger met halo",
      description:
        "Een rond, briljant geslepen diamant van 1,0 ct in een halo van achttien kleinere diamanten, aan een fijn kettinkje van 45 cm in 18K witgoud. Genoemd naar de Meir, de grote winkelstraat van Antwerpen.",
    },
    fr: {
      name: "Pendentif Meir à entourage",
      description:
        "Un diamant rond taille brillant de 1,0 ct dans un entourage de dix-huit diamants plus petits, sur une fine chaîne de 45 cm en or blanc 18K. Il doit son nom au Meir, la grande artère commerçante d'Anvers.",
    },
  },
  scheldtWatch: {
    en: {
      name: "Scheldt Diamond Watch",
      description:
        "An 18K yellow-gold watch whose bezel holds 36 round brilliant diamonds (1.8 ct in total) around a midnight-blue sunburst dial. Swiss automatic movement, hand-stitched leather strap; one of twelve.",
    },
    nl: {
      name: "Schelde diamanthorloge",
      description:
        "Een horloge in 18K geelgoud waarvan de lunette bezet is met 36 ronde briljanten (samen 1,8 ct), rond een middernachtblauwe wijzerplaat met zonnestraalmotief. Zwitsers automatisch uurwerk, handgestikt lederen bandje; een van twaalf exemplaren.",
    },
    fr: {
      name: "Montre Escaut sertie de diamants",
      description:
        "Une montre en or jaune 18K dont la lunette est sertie de 36 diamants taille brillant (1,8 ct au total) autour d'un cadran soleillé bleu nuit. Mouvement automatique suisse, bracelet en cuir cousu main ; édition limitée à douze exemplaires.",
    },
  },
  tennisBracelet: {
    en: {
      name: "Diamantkwartier Tennis Bracelet",
      description:
        "Thirty-two round brilliant diamonds (4.8 ct in total), each in its own platinum setting, with a hidden double-safety clasp. Named after the diamond quarter around the corner.",
    },
    nl: {
      name: "Diamantkwartier tennisarmband",
      description:
        "Tweeëndertig ronde briljanten (samen 4,8 ct), elk in een eigen zetting van platina, met een verborgen slot met dubbele beveiliging. Genoemd naar het Diamantkwartier, hier om de hoek.",
    },
    fr: {
      name: "Bracelet tennis Quartier diamantaire",
      description:
        "Trente-deux diamants taille brillant (4,8 ct au total), chacun dans son propre chaton en platine, avec un fermoir invisible à double sécurité. Il doit son nom au quartier diamantaire, à deux pas d'ici.",
    },
  },
  artDecoEarrings: {
    en: {
      name: "Art Deco Drop Earrings",
      description:
        "Emerald-cut diamond drops (2 × 0.7 ct) beneath brilliant-cut studs, in 18K rose gold. Inspired by the geometric jewellery of 1920s Antwerp.",
    },
    nl: {
      name: "Art-deco-oorhangers",
      description:
        "Smaragdgeslepen diamanten (2 × 0,7 ct) die hangen onder briljant geslepen oorknopjes, in 18K roségoud. Geïnspireerd op de geometrische juwelen van het Antwerpen van de jaren 1920.",
    },
    fr: {
      name: "Pendants d'oreilles Art déco",
      description:
        "Des pampilles de diamants taille émeraude (2 × 0,7 ct) sous des puces taille brillant, en or rose 18K. Une création inspirée des bijoux géométriques de l'Anvers des années 1920.",
    },
  },
} satisfies Record<string, DemoText>;
